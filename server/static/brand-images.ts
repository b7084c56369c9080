import { escapeHtml } from '../mail/templates';
import { type BrandRow, brandColor } from '../services/brands';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** The brand's header logo, drawn from its name and colours (served offline, no asset files). */
export function logoSvg(b: BrandRow): string {
  const primary = escapeHtml(brandColor(b, 'primary', '#333'));
  const contrast = escapeHtml(brandColor(b, 'primaryContrast', '#fff'));
  const text = escapeHtml(brandColor(b, 'text', '#111'));
  const name = escapeHtml(b.app_name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" width="320" height="96" role="img" aria-label="${name}">
<rect x="4" y="4" width="88" height="88" rx="22" fill="${primary}"/>
<text x="48" y="62" font-family="Georgia,serif" font-size="40" font-weight="700" fill="${contrast}" text-anchor="middle">${escapeHtml(initials(b.app_name))}</text>
<text x="108" y="58" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="${text}">${name}</text>
</svg>`;
}

/** A soft, patterned app background in the brand's colours. */
export function backgroundSvg(b: BrandRow): string {
  const bg = escapeHtml(brandColor(b, 'background', '#fafafa'));
  const primary = escapeHtml(brandColor(b, 'primary', '#333'));
  const secondary = escapeHtml(brandColor(b, 'secondary', '#666'));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 800" width="400" height="800" preserveAspectRatio="xMidYMid slice">
<defs><pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse">
<circle cx="20" cy="20" r="3" fill="${primary}" opacity="0.18"/><circle cx="60" cy="60" r="2" fill="${secondary}" opacity="0.15"/></pattern>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${primary}" stop-opacity="0.10"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></linearGradient></defs>
<rect width="400" height="800" fill="${bg}"/><rect width="400" height="800" fill="url(#p)"/><rect width="400" height="320" fill="url(#g)"/>
</svg>`;
}
