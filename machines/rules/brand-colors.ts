import { CSS_NAMED_COLORS } from './css-named-colors';

/**
 * Brand colours as CSS (accounts.md §3 "Brand" colors): which values and names are safe. Pure: the app's
 * theme (src/shell/theme.ts) and the server's HTML splash (server/static/splash-html.ts) apply the same rule.
 */

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** rgb()/rgba()/hsl()/hsla() with numbers, percentages, an optional angle unit, commas, spaces or "/". */
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\(\s*[\d\s.,%/+-]*(?:deg|rad|grad|turn)?[\d\s.,%/+-]*\)$/i;
const VARIABLE_NAME = /^[a-z][a-z0-9_-]{0,63}$/i;

/**
 * Whether a brand colour value is a plain colour: #hex, rgb()/hsl() with numbers only, or a named colour.
 * Anything else (url(), var(), expressions, ";" or "}") is refused so brand data cannot inject CSS.
 */
export function isValidCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v.length === 0 || v.length > 64) return false;
  return HEX_COLOR.test(v) || FUNCTION_COLOR.test(v) || CSS_NAMED_COLORS.has(v.toLowerCase());
}

/** The CSS variable for a brand colour name ("primary" → "--brand-primary"), or null for an unsafe name. */
export function brandColorVariable(name: unknown): string | null {
  return typeof name === 'string' && VARIABLE_NAME.test(name) ? `--brand-${name}` : null;
}
