/**
 * 'Tus últimos pedidos' (ordering.md §2 "Menu": key user_last_orders, "built from the user's last orders"):
 * the products of the diner's own orders (GET /pedido/usuario/{userId}, §7 "Orders"), read from the history
 * answer and matched to the current branch's catalogue, so price and customisation come from the menu. Pure;
 * table-tested in tests/unit/last-orders.test.ts. Not in the catalogue answer: that answer is cached for everyone.
 */
import type { Catalogue, Product } from '../catalogue/catalogue.types';
import { categoryProducts, visibleCategories } from './menu-rules';

/** At most this many products in the section (the size of the server's own home lists). */
export const LAST_ORDERS_LIMIT = 8;

/** A product the diner ordered: its sku and the product's `_id`, as the order's line stored them. */
export interface OrderedProduct {
  sku: string | null;
  id: string | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** orderPayment as an array, or a JSON string of an array (§3 "Order"); anything else has no lines. */
function linesOf(orderPayment: unknown): unknown[] {
  let value = orderPayment;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

const timeOf = (order: Record<string, unknown>): number => {
  const t = Date.parse(text(order.created) ?? '');
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/**
 * The products of an order history answer (data[]), newest order first (by `created`; the server's order
 * when a date is missing), each order's lines in their order (upsell lines are products too; an option's
 * customisation is not), once each. Anything unreadable is skipped; a non-array answer has none.
 */
export function readOrderedProducts(history: unknown): OrderedProduct[] {
  if (!Array.isArray(history)) return [];
  const orders = history
    .map((raw, index) => ({ order: record(raw), index }))
    .sort((a, b) => timeOf(b.order) - timeOf(a.order) || a.index - b.index);
  const seen = new Set<string>();
  const ordered: OrderedProduct[] = [];
  for (const { order } of orders) {
    // An order cancelled by a rejected card payment was never made (the diner sends it again as a new order).
    if (order.paymentStatus === 'rejected') continue;
    for (const raw of linesOf(order.orderPayment)) {
      const line = record(raw);
      const product = { sku: text(line.sku), id: text(line._id) };
      const key = product.sku ?? product.id;
      if (!key || seen.has(key)) continue;
      seen.add(key);
      ordered.push(product);
    }
  }
  return ordered;
}

/**
 * The section's products: the ordered products this branch's menu still shows (by sku, else by `_id`), as
 * the menu has them, in the order ordered, once each, at most `limit`. Empty without a catalogue.
 */
export function lastOrderProducts(
  catalogue: Catalogue | null,
  ordered: readonly OrderedProduct[],
  limit = LAST_ORDERS_LIMIT,
): Product[] {
  if (!catalogue || ordered.length === 0) return [];
  const bySku = new Map<string, Product>();
  const byId = new Map<string, Product>();
  for (const category of visibleCategories(catalogue.categories)) {
    for (const product of categoryProducts(category)) {
      if (!bySku.has(product.sku)) bySku.set(product.sku, product);
      if (product._id && !byId.has(product._id)) byId.set(product._id, product);
    }
  }
  const shown = new Set<string>();
  const products: Product[] = [];
  for (const { sku, id } of ordered) {
    const product = (sku ? bySku.get(sku) : undefined) ?? (id ? byId.get(id) : undefined);
    if (!product || shown.has(product.sku)) continue;
    shown.add(product.sku);
    products.push(product);
    if (products.length >= limit) break;
  }
  return products;
}
