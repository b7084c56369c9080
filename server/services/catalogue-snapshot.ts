/**
 * The brand's catalogue as one in-memory snapshot: read from the database in one round of queries,
 * indexed for the menu and pricing, and reused for CATALOGUE_CACHE_MS. The caches built on top of it
 * (catalogue-cache.ts) compare against the current snapshot, so they never outlive it.
 */
import { normalise } from '@/machines/rules/format';
import type { Queryable } from '../db/db';

export interface CategoryRow {
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
export interface SubcategoryRow {
  id: string;
  category_id: string;
  name: string;
  description: string;
  image: string;
}
export interface ProductRow {
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

/** How long a catalogue snapshot, its brand/branch rows and the answers built from them are reused. */
export const CATALOGUE_CACHE_MS = Number(process.env.CATALOGUE_CACHE_MS ?? 10_000);

let now: () => number = Date.now;

/** The clock the catalogue caches age by (ms); tests move it instead of waiting. */
export const catalogueNow = (): number => now();

/** Replaces the catalogue caches' clock; answers the function that puts the real one back. */
export function setCatalogueClock(clock: () => number): () => void {
  now = clock;
  return () => {
    now = Date.now;
  };
}
const snapshots = new Map<string, { at: number; value: Promise<Snapshot> }>();

/** The brand's cached snapshot entry, whatever its age (undefined when none is kept). */
export function currentSnapshot(brandId: string): { at: number; value: Promise<Snapshot> } | undefined {
  return snapshots.get(brandId);
}

/** Drops the brand's snapshot (every brand's without an id); see invalidateCatalogue. */
export function dropSnapshots(brandId?: string) {
  if (brandId) snapshots.delete(brandId);
  else snapshots.clear();
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

/** The brand's snapshot entry, rebuilt when missing or older than CATALOGUE_CACHE_MS; failures are not kept. */
export function snapshotEntry(db: Queryable, brandId: string): { at: number; value: Promise<Snapshot> } {
  const hit = snapshots.get(brandId);
  if (hit && catalogueNow() - hit.at < CATALOGUE_CACHE_MS) return hit;
  const entry = { at: catalogueNow(), value: buildSnapshot(db, brandId) };
  snapshots.set(brandId, entry);
  entry.value.catch(() => {
    if (snapshots.get(brandId) === entry) snapshots.delete(brandId);
  });
  return entry;
}

export function loadSnapshot(db: Queryable, brandId: string): Promise<Snapshot> {
  return snapshotEntry(db, brandId).value;
}
