import type { Queryable } from '../db/db';

/**
 * The queries of the demo/test tools (server/routes/dev-catalogue.ts, dev-orders.ts): served only where the
 * e-mail sandbox is, never in production unless DEV_OUTBOX=1. Route files hold no SQL (tests/unit/one-home).
 */

export interface DevProductRow {
  sku: string;
  name: string;
  price: unknown;
  active: boolean;
}

/** Sets a product's price; answers the row with the previous price, or null for an unknown sku. */
export async function setProductPrice(
  db: Queryable,
  brandId: string,
  sku: string,
  price: unknown,
): Promise<(DevProductRow & { previous: unknown }) | null> {
  const { rows } = await db.query<DevProductRow & { previous: unknown }>(
    `UPDATE products p SET price = $3::jsonb FROM products old
     WHERE p.id = old.id AND p.id_marca = $1 AND p.sku = $2
     RETURNING p.sku, p.name, p.price, p.active, old.price AS previous`,
    [brandId, sku, JSON.stringify(price)],
  );
  return rows[0] ?? null;
}

/** Withdraws a product (active false) or brings it back; null for an unknown sku. */
export async function setProductActive(
  db: Queryable,
  brandId: string,
  sku: string,
  active: boolean,
): Promise<DevProductRow | null> {
  const { rows } = await db.query<DevProductRow>(
    'UPDATE products SET active = $3 WHERE id_marca = $1 AND sku = $2 RETURNING sku, name, price, active',
    [brandId, sku, active],
  );
  return rows[0] ?? null;
}

/** Moves an order's `created` and `update` back by whole minutes. */
export async function ageOrder(db: Queryable, id: string, minutes: number): Promise<void> {
  await db.query(
    `UPDATE orders SET created_at = created_at - make_interval(mins => $2),
       updated_at = updated_at - make_interval(mins => $2)
     WHERE id = $1`,
    [id, minutes],
  );
}
