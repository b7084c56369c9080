/**
 * Display rules shared by the app and the server (accounts.md §9, ordering.md §9): number and currency
 * format, slugs, relative age and great-circle distance.
 */

/**
 * Thousands '.', decimals ','; two decimals only when the value is not an integer; zero shows '0,00';
 * an empty value shows empty.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  if (n === 0) return '0,00';
  const isInteger = Number.isInteger(n);
  const fixed = Math.abs(n).toFixed(isInteger ? 0 : 2);
  const [whole, decimals] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * ARS in the UI language's locale (accounts.md §9: prices stay ARS in every language), with the number rule of
 * ordering.md §9: two decimals only for non-integers, and zero as '0,00': "$ 12.500", "$ 99,50", "$ 0,00" in
 * es-AR (the default, and what the server writes), "ARS 12,500" in en-US, "12.500 ARS" in de-DE. The texts
 * that carry an amount ('Faltan {{amount}} …', 'Antes {{before}}, ahora {{after}}') get it from here too, so
 * money reads one way on every screen.
 */
export function formatCurrency(value: number, locale = 'es-AR'): string {
  const n = Number.isFinite(value) ? value : 0;
  const decimals = Number.isInteger(n) && n !== 0 ? 0 : 2;
  const key = `${locale}|${decimals}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'ARS',
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    currencyFormats.set(key, format);
  }
  return format.format(n);
}

/**
 * Text as searches and slugs compare it: lowercase, accents stripped, every run of anything outside a-z0-9
 * one space, trimmed ("Café  con Leche!" → "cafe con leche"). The one home of this rule: the app's slugs,
 * the server's menu and address search and the seeded gazetteer all use it.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The normalised words joined by '-' ("Café con Leche" → "cafe-con-leche"). */
export function slugify(text: string): string {
  return normalise(text).replace(/ /g, '-');
}

const AGE_UNITS: Array<[suffix: string, seconds: number]> = [
  ['A', 365 * 24 * 3600],
  ['M', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['h', 3600],
  ['m', 60],
  ['s', 1],
];

/** The largest whole unit of an age: years "A", months "M", days "d", hours "h", minutes "m", seconds "s". */
export function formatRelativeAge(from: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));
  for (const [suffix, size] of AGE_UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${suffix}`;
  }
  return '0s';
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in kilometres, earth radius 6371 km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Under 1 km: rounded metres '{n}m'; otherwise one decimal '{n.n}km'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)}m`;
  return `${km.toFixed(1)}km`;
}
