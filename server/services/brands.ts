import type { Queryable } from '../db/db';

export interface BrandRow {
  id: string;
  domain: string;
  aliases: string[];
  app_name: string;
  business_type: 'b2c' | 'b2b';
  multiple_menu: boolean;
  colors: { name: string; value: string }[];
  terms_and_conditions: string;
  privacy_policy: string;
  delivery_conditions_id: string;
  porcentaje_marca: string;
  porcentaje_usuario: string;
  minimo_gratis: string;
  minimo_compra: string;
  social_login_provider: string;
  payment_provider_name: string;
  show_vat_disclaimer: boolean;
  native_app_prompt: boolean;
  percentage_points: string;
}

/** The brand as the app reads it (accounts spec §3 Brand, ordering spec §3, plus our settings). */
export function toBrandDto(b: BrandRow) {
  return {
    _id: b.id,
    brandId: b.id,
    domain: b.domain,
    appName: b.app_name,
    businessType: b.business_type,
    multipleMenu: b.multiple_menu,
    colors: b.colors,
    headerLogo: `/static/brands/${b.id}/logo.svg`,
    appBackground: `/static/brands/${b.id}/background.svg`,
    termsAndConditions: b.terms_and_conditions,
    privacyPolicy: b.privacy_policy,
    deliveryCondiciones: {
      _id: b.delivery_conditions_id,
      porcentajeMarca: Number(b.porcentaje_marca),
      porcentajeUsuario: Number(b.porcentaje_usuario),
      minimoGratis: Number(b.minimo_gratis),
      minimoCompra: Number(b.minimo_compra),
    },
    socialLoginProvider: b.social_login_provider,
    paymentProviderName: b.payment_provider_name,
    showVatDisclaimer: b.show_vat_disclaimer,
    nativeAppPrompt: b.native_app_prompt,
    percentagePoints: Number(b.percentage_points),
  };
}

export type BrandDto = ReturnType<typeof toBrandDto>;

export async function findBrandById(db: Queryable, id: string): Promise<BrandRow | null> {
  const { rows } = await db.query<BrandRow>('SELECT * FROM brands WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/**
 * How long a brand row read by findBrandByIdCached or findBrandByDomainCached is reused. Brand rows are configuration: the app
 * never writes them, an operator edits them by hand; such an edit shows within this time, or at once
 * in this process after invalidateBrandCache (invalidateCatalogue calls it too).
 */
export const BRAND_CACHE_MS = Number(process.env.BRAND_CACHE_MS ?? process.env.CATALOGUE_CACHE_MS ?? 10_000);
type CacheEntry = { epoch: number; at: number; value: Promise<BrandRow | null> };
/** Per database: rows by id, and by host name (the page's splash and every call without an explicit brand). */
const brandCache = new WeakMap<
  Queryable,
  { byId: Map<string, CacheEntry>; byDomain: Map<string, CacheEntry> }
>();
/** Invalidation counter: an entry is valid when made after the last invalidation of all, and of its id. */
let epoch = 0;
let allInvalidatedAt = 0;
/** Any invalidation, of one brand or all: a host's entry cannot tell which brand an edit moved a domain to. */
let anyInvalidatedAt = 0;
const invalidatedAt = new Map<string, number>();

function entriesOf(db: Queryable) {
  let entries = brandCache.get(db);
  if (!entries) {
    entries = { byId: new Map(), byDomain: new Map() };
    brandCache.set(db, entries);
  }
  return entries;
}

/**
 * The kept answer for `key` while fresh (made within BRAND_CACHE_MS and after `validSince`), else `read`'s,
 * kept. Concurrent misses share one query; a null row and a failed query are not kept.
 */
function cached(
  kept: Map<string, CacheEntry>,
  key: string,
  validSince: number,
  read: () => Promise<BrandRow | null>,
): Promise<BrandRow | null> {
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < BRAND_CACHE_MS && hit.epoch >= validSince) return hit.value;
  const entry = { epoch, at: Date.now(), value: read() };
  if (kept.size >= 1000) kept.clear();
  kept.set(key, entry);
  const forget = () => {
    if (kept.get(key) === entry) kept.delete(key);
  };
  entry.value.then((row) => row ?? forget(), forget);
  return entry.value;
}

/**
 * findBrandById, kept in memory per database for BRAND_CACHE_MS (the order path reads the brand on
 * every send). Concurrent misses share one query; an unknown id and a failed query are not kept, so a
 * brand created later is found at once and a 404 stays a fresh answer.
 */
export function findBrandByIdCached(db: Queryable, id: string): Promise<BrandRow | null> {
  const validSince = Math.max(allInvalidatedAt, invalidatedAt.get(id) ?? 0);
  return cached(entriesOf(db).byId, id, validSince, () => findBrandById(db, id));
}

/**
 * findBrandByDomain through the same cache (issue 8: every page's HTML carries the brand's splash, and every
 * call without an explicit brand finds it by its host): one query per host name per BRAND_CACHE_MS. An edit
 * to any brand drops every host's entry; an unknown host is not kept.
 */
export function findBrandByDomainCached(db: Queryable, domain: string): Promise<BrandRow | null> {
  const d = hostnameOf(domain);
  if (!d) return Promise.resolve(null);
  return cached(entriesOf(db).byDomain, d, anyInvalidatedAt, () => findBrandByDomain(db, d));
}

/** Drops cached brand rows (one brand's, or every brand's without an id), in every database of this process. */
export function invalidateBrandCache(id?: string) {
  epoch += 1;
  anyInvalidatedAt = epoch;
  if (id === undefined) {
    allInvalidatedAt = epoch;
    invalidatedAt.clear();
  } else {
    invalidatedAt.set(id, epoch);
  }
}

/** Hostname without port, lowercased; `[::1]:8080` keeps its brackets. */
export function hostnameOf(host: string | undefined | null): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

export async function findBrandByDomain(db: Queryable, domain: string): Promise<BrandRow | null> {
  const d = hostnameOf(domain);
  if (!d) return null;
  const { rows } = await db.query<BrandRow>(
    'SELECT * FROM brands WHERE domain = $1 OR $1 = ANY (aliases) ORDER BY (domain = $1) DESC LIMIT 1',
    [d],
  );
  return rows[0] ?? null;
}

export function brandColor(b: BrandRow, name: string, fallback: string): string {
  return b.colors.find((c) => c.name === name)?.value ?? fallback;
}

/** Whether `origin`'s hostname is one of the brand's domains (guards redirects and e-mailed links). */
export function originBelongsToBrand(b: BrandRow, origin: string): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const host = url.hostname.toLowerCase();
    return host === b.domain || b.aliases.includes(host);
  } catch {
    return false;
  }
}
