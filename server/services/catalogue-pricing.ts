import type { Queryable } from '../db/db';
import type { OptionRow } from './catalogue';

// Orders half: fresh (uncached) reads for recomputing totals --------------------------------------

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

/** Products of a brand by sku or id, with options, as stored now. Keyed by both sku and id. */
export async function loadProductsForPricing(
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
      options: opts.rows
        .filter((o) => o.product_id === r.id)
        .map((o) => ({
          sku: o.sku,
          name: o.name,
          price: Number(o.price),
          active: o.active,
          minLimit: o.min_limit,
          groupId: o.group_id,
          groupName: o.group_name,
          minQty: o.min_qty ?? 0,
          maxQty: o.max_qty ?? 1000,
        })),
      complementIds: comps.rows.filter((c) => c.product_id === r.id).map((c) => c.complement_id),
    };
    out.set(r.sku, product);
    out.set(r.id, product);
  }
  return out;
}
