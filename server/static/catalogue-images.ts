import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { escapeHtml } from '../mail/templates';

/**
 * Offline catalogue pictures: `/static/catalogue/{theme}/{slug}.svg`, drawn from the theme's palette
 * and the slug's words (branch photos, dishes, categories, tags, stories, banners). No asset files.
 */
const PALETTES: Record<string, [string, string, string]> = {
  parrilla: ['#7C2D12', '#C2410C', '🔥'],
  hamburguesas: ['#92400E', '#D97706', '🍔'],
  pizzas: ['#991B1B', '#EF4444', '🍕'],
  empanadas: ['#A16207', '#EAB308', '🥟'],
  ensaladas: ['#166534', '#22C55E', '🥗'],
  pastas: ['#9A3412', '#FB923C', '🍝'],
  minutas: ['#854D0E', '#CA8A04', '🍽'],
  postres: ['#9D174D', '#EC4899', '🍮'],
  bebidas: ['#1E3A8A', '#3B82F6', '🥤'],
  cafeteria: ['#451A03', '#92400E', '☕'],
  adicional: ['#3F3F46', '#71717A', '➕'],
  promos: ['#6B21A8', '#A855F7', '★'],
  tag: ['#065F46', '#10B981', '✓'],
  almacen: ['#1E40AF', '#60A5FA', '📦'],
  lacteos: ['#0E7490', '#67E8F9', '🧀'],
  limpieza: ['#0F766E', '#2DD4BF', '🧴'],
  local: ['#1C1917', '#C2410C', '🏠'],
  story: ['#7C2D12', '#F97316', '●'],
  banner: ['#C2410C', '#FB923C', '★'],
};
const SIZES: Record<string, [number, number]> = { story: [540, 960], banner: [900, 360], local: [640, 360] };

const label = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (`${line} ${word}`.trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function catalogueSvg(theme: string, slug: string): string {
  const [dark, light, icon] = PALETTES[theme] ?? ['#374151', '#9CA3AF', '●'];
  const [w, h] = SIZES[theme] ?? [480, 360];
  const size = Math.round(Math.min(w, h) / 9);
  const lines = wrap(label(slug), Math.max(14, Math.floor(w / (size * 0.62))));
  const startY = h * 0.62 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${w / 2}" y="${Math.round(startY + i * size * 1.2)}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeHtml(label(slug))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${Math.round(w * 0.85)}" cy="${Math.round(h * 0.15)}" r="${Math.round(Math.min(w, h) * 0.28)}" fill="#fff" opacity="0.08"/>
<circle cx="${Math.round(w * 0.1)}" cy="${Math.round(h * 0.95)}" r="${Math.round(Math.min(w, h) * 0.35)}" fill="#000" opacity="0.08"/>
<text x="${w / 2}" y="${Math.round(h * 0.36)}" font-size="${size * 2}" text-anchor="middle">${icon}</text>
${text}
</svg>`;
}

export function mountCatalogueImages(app: Hono<AppEnv>) {
  app.get('/static/catalogue/:theme/:file', (c) => {
    const theme = c.req.param('theme');
    const m = /^([a-z0-9-]{1,100})\.svg$/.exec(c.req.param('file'));
    if (!/^[a-z0-9-]{1,40}$/.test(theme) || !m) return c.text('No encontrado', 404);
    return c.body(catalogueSvg(theme, m[1]), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });
}
