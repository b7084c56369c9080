import type { Queryable } from '../db/db';
import { loadSnapshot, type OptionRow, type Snapshot } from './catalogue-snapshot';

// Orders half: the products an order is priced from ---------------------------------------------------

export interface PricingOption {
  sku: string;
  name: string;
  price: number;
  active: boolean;
  minLimit: number;
  groupId: string | null;
  groupName: string | null;
  minQty: number;
  maxQty: number;
}

export interface PricingProduct {
  id: string;
  sku: string;
  name: string;
  image: string;
  /** The stored price (number, string or object): resolve with resolvePrice. */
  price: unknown;
  active: boolean;
  /** Offered at the branch (false when listed in branch_unavailable_products). */
  available: boolean;
  categoryName: string;
  options: PricingOption[];
  complementIds: string[];
}

const toPricingOption = (o: OptionRow): PricingOption => ({
  sku: o.sku,
  name: o.name,
  price: Number(o.price),
  active: o.active,
  minLimit: o.min_limit,
  groupId: o.group_id,
  groupName: o.group_name,
  minQty: o.min_qty ?? 0,
  maxQty: o.max_qty ?? 1000,
});

/**
 * Products of a brand by sku or id, with options, keyed by both sku and id. Active products come from
 * the brand's catalogue snapshot, the same data (and the same CATALOGUE_CACHE_MS freshness) the menu
 * the diner ordered from was built with, so a send costs no catalogue query while the snapshot is warm;
 * a key the snapshot does not know (an inactive or unknown product) is read from the database, so the
 * answer (409 "no está disponible" or 404) is the same as before.
 */
export async function loadProductsForPricing(
  db: Queryable,
  brandId: string,
  branchId: string,
  keys: string[],
): Promise<Map<string, PricingProduct>> {
  const out = new Map<string, PricingProduct>();
  if (keys.length === 0) return out;
  const snap = await loadSnapshot(db, brandId);
  const missing: string[] = [];
  for (const key of keys) {
    const p = snap.bySku.get(key) ?? snap.byId.get(key);
    if (!p) {
      missing.push(key);
      continue;
    }
    const product = fromSnapshot(snap, p.id, branchId);
    if (!product) continue;
    out.set(product.sku, product);
    out.set(product.id, product);
  }
  if (missing.length > 0) {
    for (const [key, product] of await loadProductsFromDb(db, brandId, branchId, missing)) {
      if (!out.has(key)) out.set(key, product);
    }
  }
  return out;
}

function fromSnapshot(snap: Snapshot, productId: string, branchId: string): PricingProduct | null {
  const p = snap.byId.get(productId);
  if (!p) return null;
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    image: p.image,
    price: p.price,
    active: p.active,
    available: !snap.unavailable.get(branchId)?.has(p.id),
    categoryName: snap.categoriesById.get(p.category_id)?.name ?? '',
    options: (snap.options.get(p.id) ?? []).map(toPricingOption),
    complementIds: (snap.complements.get(p.id) ?? []).map((c) => c.id),
  };
}

/** Products of a brand by sku or id, with options, as stored now. Keyed by both sku and id. */
export async function loadProductsFromDb(
  db: Queryable,
  brandId: string,
  branchId: string,
  keys: string[],
): Promise<Map<string, PricingProduct>> {
  const out = new Map<string, PricingProduct>();
  if (keys.length === 0) return out;
  const { rows } = await db.query<{
    id: string;
    sku: string;
    name: string;
    image: string;
    price: unknown;
    active: boolean;
    unavailable: boolean;
    category_name: string;
  }>(
    `SELECT p.id, p.sku, p.name, p.image, p.price, p.active, c.name AS category_name,
       EXISTS (SELECT 1 FROM branch_unavailable_products u WHERE u.branch_id = $3 AND u.product_id = p.id) AS unavailable
     FROM products p JOIN menu_categories c ON c.id = p.category_id
     WHERE p.id_marca = $1 AND (p.sku = ANY ($2::text[]) OR p.id = ANY ($2::text[]))`,
    [brandId, keys, branchId],
  );
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const [opts, comps] = await Promise.all([
    db.query<OptionRow>(
      `SELECT o.*, g.name AS group_name, g.min_qty, g.max_qty FROM product_options o
       LEFT JOIN option_groups g ON g.id = o.group_id WHERE o.product_id = ANY ($1::text[]) ORDER BY o.sort_order`,
      [ids],
    ),
    db.query<{ product_id: string; complement_id: string }>(
      'SELECT product_id, complement_id FROM product_complements WHERE product_id = ANY ($1::text[])',
      [ids],
    ),
  ]);
  for (const r of rows) {
    const product: PricingProduct = {
      id: r.id,
      sku: r.sku,
      name: r.name,
      image: r.image,
      price: r.price,
      active: r.active,
      available: !r.unavailable,
      categoryName: r.category_name,
      options: opts.rows.filter((o) => o.product_id === r.id).map(toPricingOption),
      complementIds: comps.rows.filter((c) => c.product_id === r.id).map((c) => c.complement_id),
    };
    out.set(r.sku, product);
    out.set(r.id, product);
  }
  return out;
}
