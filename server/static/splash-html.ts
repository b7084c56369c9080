import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { brandColorVariable, isValidCssColor } from '@/machines/rules/brand-colors';
import { SERVER_SPLASH_ID, SPLASH_LOGO_SIZE } from '@/machines/rules/splash';
import { escapeHtml } from '../mail/templates';

/**
 * The brand splash in the HTML the server sends (accounts.md §2.3 "Splash"; docs/performance.md "Splash from
 * the HTML"): painted before any JavaScript, taken over by the app's splash (src/shell/server-splash.ts).
 */

/** What the splash reads from the brand (`toBrandDto`). Every value comes from the database: escaped. */
export interface SplashBrand {
  appName?: unknown;
  headerLogo?: unknown;
  colors?: unknown;
}

const SPLASH_CSS_PATH = fileURLToPath(new URL('../../src/styles/splash.css', import.meta.url));
let splashCss: string | null = null;

/** src/styles/splash.css (the app's splash rules, the one source) without comments and extra whitespace. */
export function criticalSplashCss(): string {
  splashCss ??= minifyCss(readFileSync(SPLASH_CSS_PATH, 'utf8'));
  return splashCss;
}

export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** A logo URL safe to put in `src`: a same-site path or an http(s) URL, without spaces or quotes; else null. */
export function safeLogoUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (/[\s"'<>\\`]/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^/]/i.test(value) ? value : null;
}

/** `:root{--brand-<name>:<value>}` for the brand's valid colours (the same rule as the app's theme.ts). */
export function brandColorsCss(colors: unknown): string {
  if (!Array.isArray(colors)) return '';
  const declarations: string[] = [];
  for (const color of colors) {
    const variable = brandColorVariable(color?.name);
    if (!variable || !isValidCssColor(color?.value)) continue;
    declarations.push(`${variable}:${color.value.trim()}`);
  }
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}

const appNameOf = (brand: SplashBrand) => (typeof brand.appName === 'string' ? brand.appName : '');

/** The `<style>` for the head: the brand's colours and the splash rules. */
export function splashStyle(brand: SplashBrand): string {
  return `<style id="${SERVER_SPLASH_ID}-css">${brandColorsCss(brand.colors)}${criticalSplashCss()}</style>`;
}

/** The largest logo the HTML carries inline; a bigger one is fetched by its URL like any image. */
export const INLINE_LOGO_MAX_BYTES = 12 * 1024;

/**
 * An SVG logo as a `data:` URL for the splash `<img>`, so the first paint has the logo without another request
 * (it is the page's largest contentful paint); null when it is larger than INLINE_LOGO_MAX_BYTES or not SVG.
 */
export function inlineSvgLogo(svg: string): string | null {
  if (Buffer.byteLength(svg) > INLINE_LOGO_MAX_BYTES || !/^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/i.test(svg))
    return null;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SplashOptions {
  /** The logo's bytes as a `data:` URL (inlineSvgLogo), used instead of its URL. */
  inlineLogo?: string | null;
}

/**
 * The splash markup for the top of the body: the same element and classes as the app's splash, with the
 * logo (fixed size, high priority, inline when the server has it small; a failed one removes itself so the
 * name shows) and the name.
 */
export function splashMarkup(brand: SplashBrand, { inlineLogo = null }: SplashOptions = {}): string {
  const name = escapeHtml(appNameOf(brand));
  const label = escapeHtml(textIn(es, { key: 'app.loadingBrand', values: { appName: appNameOf(brand) } }));
  const logoUrl = inlineLogo?.startsWith('data:image/svg+xml,') ? inlineLogo : safeLogoUrl(brand.headerLogo);
  const logo = logoUrl
    ? `<img class="splash__logo" src="${escapeHtml(logoUrl)}" alt="${name}" width="${SPLASH_LOGO_SIZE.width}" height="${SPLASH_LOGO_SIZE.height}" fetchpriority="high" onerror="this.remove()">`
    : '';
  return `<div id="${SERVER_SPLASH_ID}" class="splash" role="status" aria-label="${label}">${logo}<span class="splash__name">${name}</span></div>`;
}

/** Puts the splash style before </head> and its markup right after <body …>; unchanged HTML lacks either. */
export function injectSplash(html: string, brand: SplashBrand, options: SplashOptions = {}): string {
  const head = html.search(/<\/head>/i);
  const body = /<body[^>]*>/i.exec(html);
  if (head === -1 || !body || body.index < head) return html;
  const afterBody = body.index + body[0].length;
  return (
    html.slice(0, head) +
    splashStyle(brand) +
    html.slice(head, afterBody) +
    splashMarkup(brand, options) +
    html.slice(afterBody)
  );
}
