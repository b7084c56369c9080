import { createHash } from 'node:crypto';
import { type PriceContext, resolvePrice } from '@/machines/rules/price-resolution';
import type { Queryable } from '../db/db';
import { messages, notFound } from '../http/errors';
import { type BranchRow, branchMessages, findBrandBranch } from './branches';
import { type BrandRow, findBrandById } from './brands';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  type: 'category' | 'preferences';
  tag: string | null;
  image: string;
  featured: boolean;
  suggest_from: number | null;
  suggest_to: number | null;
}
interface SubcategoryRow {
  id: string;
  category_id: string;
  name: string;
  description: string;
  image: string;
}
interface ProductRow {
  id: string;
  sku: string;
  name: string;
  description: string;
  image: string;
  price: unknown;
  category_id: string;
  subcategory_id: string | null;
  ref: string[];
  alergenos: string[];
  active: boolean;
  featured: boolean;
  /** Normalised name + description, for search. */
  haystack: string;
}
export interface OptionRow {
  id: string;
  product_id: string;
  group_id: string | null;
  sku: string;
  name: string;
  price: string;
  active: boolean;
  min_limit: number;
  group_name: string | null;
  min_qty: number | null;
  max_qty: number | null;
}

/** The brand's whole catalogue in memory, rebuilt at most every CATALOGUE_CACHE_MS. */
export interface Snapshot {
  brandId: string;
  categories: CategoryRow[];
  categoriesById: Map<string, CategoryRow>;
  subcategories: SubcategoryRow[];
  subcategoriesById: Map<string, SubcategoryRow>;
  /** Active products, in menu order. */
  products: ProductRow[];
  bySku: Map<string, ProductRow>;
  byId: Map<string, ProductRow>;
  options: Map<string, OptionRow[]>;
  complements: Map<string, Array<{ title: string; id: string }>>;
  unavailable: Map<string, Set<string>>;
}

export const catalogueMessages = {
  productNotFound: 'Producto no encontrado',
} as const;

/** Lowercase, accents and punctuation removed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** How long a catalogue snapshot, its brand/branch rows and the answers built from them are reused. */
export const CATALOGUE_CACHE_MS = Number(process.env.CATALOGUE_CACHE_MS ?? 10_000);
const CACHE_MS = CATALOGUE_CACHE_MS;
const snapshots = new Map<string, { at: number; value: Promise<Snapshot> }>();

/**
 * Drops cached catalogues (after an edit; tests): the snapshots, the brand/branch rows and every
 * answer built from them, so the next request reads the database again.
 */
export function invalidateCatalogue(brandId?: string) {
  if (brandId) snapshots.delete(brandId);
  else snapshots.clear();
  bodyCache.clear();
  branchCache.clear();
}

async function buildSnapshot(db: Queryable, brandId: string): Promise<Snapshot> {
  const [cats, subs, prods, opts, comps, unav] = await Promise.all([
    db.query<CategoryRow>('SELECT * FROM menu_categories WHERE id_marca = $1 ORDER BY sort_order, name', [
      brandId,
    ]),
    db.query<SubcategoryRow>(
      `SELECT s.* FROM menu_subcategories s JOIN menu_categories c ON c.id = s.category_id
       WHERE c.id_marca = $1 ORDER BY s.sort_order, s.name`,
      [brandId],
    ),
    db.query<Omit<ProductRow, 'haystack'>>(
      'SELECT * FROM products WHERE id_marca = $1 AND active ORDER BY sort_order, name',
      [brandId],
    ),
    db.query<OptionRow>(
      `SELECT o.*, g.name AS group_name, g.min_qty, g.max_qty FROM product_options o
       JOIN products p ON p.id = o.product_id LEFT JOIN option_groups g ON g.id = o.group_id
       WHERE p.id_marca = $1 ORDER BY o.product_id, o.sort_order`,
      [brandId],
    ),
    db.query<{ product_id: string; title: string; complement_id: string }>(
      `SELECT pc.* FROM product_complements pc JOIN products p ON p.id = pc.product_id
       WHERE p.id_marca = $1 ORDER BY pc.product_id, pc.title, pc.sort_order`,
      [brandId],
    ),
    db.query<{ branch_id: string; product_id: string }>(
      `SELECT u.* FROM branch_unavailable_products u JOIN branches b ON b.id = u.branch_id WHERE b.id_marca = $1`,
      [brandId],
    ),
  ]);
  const products = prods.rows.map((p) => ({ ...p, haystack: normalise(`${p.name} ${p.description}`) }));
  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const map = new Map<K, T[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
    return map;
  };
  const unavailable = new Map<string, Set<string>>();
  for (const r of unav.rows)
    unavailable.set(r.branch_id, (unavailable.get(r.branch_id) ?? new Set()).add(r.product_id));
  return {
    brandId,
    categories: cats.rows,
    categoriesById: new Map(cats.rows.map((c) => [c.id, c])),
    subcategories: subs.rows,
    subcategoriesById: new Map(subs.rows.map((s) => [s.id, s])),
    products,
    bySku: new Map(products.map((p) => [p.sku, p])),
    byId: new Map(products.map((p) => [p.id, p])),
    options: group(opts.rows, (o) => o.product_id),
    complements: new Map(
      [...group(comps.rows, (r) => r.product_id)].map(([k, rows]) => [
        k,
        rows.map((r) => ({ title: r.title, id: r.complement_id })),
      ]),
    ),
    unavailable,
  };
}

function snapshotEntry(db: Queryable, brandId: string): { at: number; value: Promise<Snapshot> } {
  const hit = snapshots.get(brandId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit;
  const entry = { at: Date.now(), value: buildSnapshot(db, brandId) };
  snapshots.set(brandId, entry);
  entry.value.catch(() => {
    if (snapshots.get(brandId) === entry) snapshots.delete(brandId);
  });
  return entry;
}

export function loadSnapshot(db: Queryable, brandId: string): Promise<Snapshot> {
  return snapshotEntry(db, brandId).value;
}

// Brand and branch rows -----------------------------------------------------------------------------

async function lookupBrandAndBranch(db: Queryable, brandId: string, storeId: string) {
  const brand = await findBrandById(db, brandId);
  if (!brand) throw notFound(messages.brandNotFound);
  const branch = await findBrandBranch(db, brand.id, storeId);
  if (!branch) throw notFound(branchMessages.notFound);
  return { brand, branch };
}

const branchCache = new Map<string, { at: number; value: Promise<{ brand: BrandRow; branch: BranchRow }> }>();

/**
 * The brand and one of its branches (by store id or branch id; 404s otherwise), kept in memory for
 * CATALOGUE_CACHE_MS like the snapshot and dropped with it by invalidateCatalogue. Catalogue answers
 * do not include the branch status, so a short-lived copy is safe there; failures are not kept.
 */
export function brandAndBranch(db: Queryable, brandId: string, storeId: string) {
  const key = `${brandId}|${storeId}`;
  const hit = branchCache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const entry = { at: Date.now(), value: lookupBrandAndBranch(db, brandId, storeId) };
  if (branchCache.size >= 1000) branchCache.clear();
  branchCache.set(key, entry);
  entry.value.catch(() => {
    if (branchCache.get(key) === entry) branchCache.delete(key);
  });
  return entry.value;
}

// Ready answers ---------------------------------------------------------------------------------------

/** A serialised JSON answer, ready to send as is: its bytes, their length and a strong ETag. */
export interface ReadyBody {
  body: Buffer<ArrayBuffer>;
  etag: string;
  /** content-type, content-length, etag, cache-control: a plain object the node server writes as is. */
  headers: Record<string, string>;
}

interface BodyEntry {
  /** When the snapshot it was built from expires: an answer never outlives its snapshot. */
  expires: number;
  /** The snapshot it was built from; a newer snapshot (or invalidateCatalogue) makes it stale. */
  snapshot: Promise<Snapshot>;
  ready?: ReadyBody;
  pending: Promise<ReadyBody>;
}

const bodyCache = new Map<string, BodyEntry>();

function readyBody(json: unknown): ReadyBody {
  const body = Buffer.from(JSON.stringify(json), 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    body,
    etag,
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': String(body.length),
      etag,
      // Per viewer (b2b price categories): browsers may keep it but must revalidate; no shared caches.
      'cache-control': 'private, no-cache',
    },
  };
}

/**
 * The cached answer for `key` when it is still valid (the brand's current snapshot, not expired),
 * without touching the database; a promise when it is being built. Undefined on a miss.
 */
export function cachedBody(key: string, brandId: string): ReadyBody | Promise<ReadyBody> | undefined {
  const hit = bodyCache.get(key);
  if (!hit) return undefined;
  const current = snapshots.get(brandId);
  if (Date.now() >= hit.expires || current?.value !== hit.snapshot) {
    bodyCache.delete(key);
    return undefined;
  }
  return hit.ready ?? hit.pending;
}

/**
 * Builds (once, even for concurrent misses) the answer for `key` from the brand's current snapshot
 * and keeps its bytes until that snapshot expires. Bounded: the map is emptied at 500 keys.
 */
export function buildCachedBody(
  db: Queryable,
  brandId: string,
  key: string,
  build: (snap: Snapshot) => unknown,
): Promise<ReadyBody> {
  const snap = snapshotEntry(db, brandId);
  const entry: BodyEntry = {
    expires: snap.at + CACHE_MS,
    snapshot: snap.value,
    pending: snap.value.then((s) => {
      entry.ready = readyBody(build(s));
      return entry.ready;
    }),
  };
  if (bodyCache.size >= 500) bodyCache.clear();
  bodyCache.set(key, entry);
  entry.pending.catch(() => {
    if (bodyCache.get(key) === entry) bodyCache.delete(key);
  });
  return entry.pending;
}

/** True when an If-None-Match header names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

// DTOs -------------------------------------------------------------------------------------------

export interface MenuContext extends PriceContext {
  branch: BranchRow;
}

/**
 * b2b prices are always resolved for the user's priceCategory; b2c prices are answered as stored
 * (number, string or consume-type object) unless a consume type was asked for.
 */
export function priceFor(raw: unknown, ctx: PriceContext): unknown {
  if (ctx.businessType === 'b2b' || ctx.consumeType) return resolvePrice(raw, ctx);
  return raw;
}

export function optionDto(o: OptionRow) {
  return {
    _id: o.id,
    sku: o.sku,
    name: o.name,
    price: Number(o.price),
    active: o.active,
    minLimit: o.min_limit,
    quantity: 0,
    category: o.group_id
      ? { id: o.group_id, name: o.group_name ?? '', minQty: o.min_qty ?? 0, maxQty: o.max_qty ?? 1 }
      : null,
  };
}

export function productDto(snap: Snapshot, p: ProductRow, ctx: MenuContext, withChildren = false) {
  const category = snap.categoriesById.get(p.category_id);
  const sub = p.subcategory_id ? snap.subcategoriesById.get(p.subcategory_id) : undefined;
  return {
    _id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    image: p.image,
    imageShow: p.image,
    price: priceFor(p.price, ctx),
    ref: p.ref,
    alergenos: p.alergenos,
    storeId: ctx.branch.store_id,
    localId: ctx.branch.id,
    categoryId: p.category_id,
    categoryName: category?.name ?? '',
    subcategoryId: sub?.id ?? null,
    subcategoryName: sub?.name ?? null,
    isSubcategory: Boolean(sub),
    featured: p.featured,
    hasOptions: (snap.options.get(p.id)?.length ?? 0) > 0,
    ...(withChildren ? { children: (snap.options.get(p.id) ?? []).map(optionDto) } : {}),
  };
}

/** Active products the branch offers. */
export function branchProducts(snap: Snapshot, branch: BranchRow): ProductRow[] {
  const off = snap.unavailable.get(branch.id);
  return off ? snap.products.filter((p) => !off.has(p.id)) : snap.products;
}

export function findOffered(snap: Snapshot, branch: BranchRow, skuOrId: string): ProductRow | undefined {
  const p = snap.bySku.get(skuOrId) ?? snap.byId.get(skuOrId);
  if (!p || snap.unavailable.get(branch.id)?.has(p.id)) return undefined;
  return p;
}

const matchesTag = (p: ProductRow, tag: string | null) =>
  Boolean(tag) && p.ref.some((r) => normalise(r) === normalise(tag ?? ''));

function searchFilter(products: ProductRow[], search: string | undefined): ProductRow[] {
  const tokens = search ? normalise(search).split(' ').filter(Boolean) : [];
  if (tokens.length === 0) return products;
  return products.filter((p) => tokens.every((t) => p.haystack.includes(t)));
}

function categoryProducts(c: CategoryRow, products: ProductRow[]) {
  return c.type === 'preferences'
    ? products.filter((p) => matchesTag(p, c.tag))
    : products.filter((p) => p.category_id === c.id);
}

/** The catalogue response (ordering.md §3 Menu): data.home and data.categories. */
export function buildMenu(snap: Snapshot, ctx: MenuContext, search?: string) {
  const offered = branchProducts(snap, ctx.branch);
  const products = searchFilter(offered, search);
  const dto = (p: ProductRow) => productDto(snap, p, ctx);
  const categories = snap.categories.map((c) => {
    const own = categoryProducts(c, products);
    return {
      _id: c.id,
      id: c.id,
      name: c.name,
      slug: c.slug,
      image: c.image,
      type: c.type,
      ...(c.tag ? { tag: c.tag } : {}),
      products: own.map(dto),
      subcategories: snap.subcategories
        .filter((s) => s.category_id === c.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          image: s.image,
          products: own.filter((p) => p.subcategory_id === s.id).map(dto),
        })),
    };
  });
  const visible = products.filter((p) => snap.categoriesById.get(p.category_id)?.name !== 'adicional');
  const home = {
    products: (search ? visible : visible.filter((p) => p.featured)).map(dto),
    featuredCategories: snap.categories
      .filter((c) => c.featured)
      .map((c) => ({
        _id: c.id,
        id: c.id,
        name: c.name,
        slug: c.slug,
        image: c.image,
        type: c.type,
        products: categoryProducts(c, products).slice(0, 10).map(dto),
      })),
    // The catalogue's latest additions (not user-specific, so the menu stays cacheable).
    recentProducts: [...visible].reverse().slice(0, 8).map(dto),
  };
  return { home, categories };
}

/** Categories with at least one product on offer at the branch. */
export function activeCategories(snap: Snapshot, branch: BranchRow) {
  const offered = branchProducts(snap, branch);
  return snap.categories
    .map((c) => ({ c, n: categoryProducts(c, offered).length }))
    .filter(({ n }) => n > 0)
    .map(({ c, n }) => ({
      _id: c.id,
      id: c.id,
      name: c.name,
      slug: c.slug,
      image: c.image,
      type: c.type,
      productCount: n,
    }));
}

/** Products whose category is suggested at this hour (0-23; from > to wraps past midnight). */
export function hourlyProducts(snap: Snapshot, branch: BranchRow, hour: number): ProductRow[] {
  const inWindow = (c: CategoryRow | undefined) => {
    if (!c || c.suggest_from === null || c.suggest_to === null) return false;
    return c.suggest_from <= c.suggest_to
      ? hour >= c.suggest_from && hour < c.suggest_to
      : hour >= c.suggest_from || hour < c.suggest_to;
  };
  const offered = branchProducts(snap, branch);
  const now = offered.filter((p) => inWindow(snap.categoriesById.get(p.category_id)));
  const list = now.length > 0 ? now : offered.filter((p) => p.featured);
  return [...list].sort((a, b) => Number(b.featured) - Number(a.featured));
}

/** categoriasComplementarias of a product: title → offered upsell products (with options). */
export function complementsOf(snap: Snapshot, p: ProductRow, ctx: MenuContext) {
  const out: Record<string, ReturnType<typeof productDto>[]> = {};
  for (const { title, id } of snap.complements.get(p.id) ?? []) {
    const c = findOffered(snap, ctx.branch, id);
    if (!c) continue;
    out[title] = [...(out[title] ?? []), productDto(snap, c, ctx, true)];
  }
  return out;
}

/** A cross-sell suggestion (ordering.md §3 Other records). */
export function suggestionDto(p: ProductRow, ctx: MenuContext) {
  return {
    _id: p.id,
    sku: p.sku,
    name: p.name,
    imageShow: p.image,
    ref: p.ref,
    price: priceFor(p.price, ctx),
  };
}

/**
 * Cross-sell suggestions for a cart: the complements of its products (most requested first), then
 * featured products, never one already in the cart or from the 'adicional' category.
 */
export function cartSuggestions(
  snap: Snapshot,
  branch: BranchRow,
  inCart: Set<string>,
  limit = 8,
): ProductRow[] {
  const score = new Map<string, number>();
  for (const key of inCart) {
    const p = snap.bySku.get(key) ?? snap.byId.get(key);
    for (const { id } of p ? (snap.complements.get(p.id) ?? []) : []) score.set(id, (score.get(id) ?? 0) + 1);
  }
  const taken = (p: ProductRow) => inCart.has(p.id) || inCart.has(p.sku);
  const ranked = [...score]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => findOffered(snap, branch, id))
    .filter((p): p is ProductRow => Boolean(p) && !taken(p as ProductRow));
  const featured = branchProducts(snap, branch).filter(
    (p) => p.featured && !taken(p) && snap.categoriesById.get(p.category_id)?.name !== 'adicional',
  );
  const seen = new Set<string>();
  return [...ranked, ...featured].filter((p) => !seen.has(p.id) && seen.add(p.id)).slice(0, limit);
}

export { loadProductsForPricing, type PricingOption, type PricingProduct } from './catalogue-pricing';
