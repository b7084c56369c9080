import type { OrderRecord } from '../rules/order-record';

/**
 * The pure rules of the order rating prompt (ordering.md §4 "Order rating prompt", §5 "Order rating"), applied by
 * machines/order-rating/order-rating.machine.ts and table-tested in tests/machines/order-rating-rules.test.ts.
 */

/** How many prompted order ids are remembered (oldest dropped first): enough for any diner's active orders. */
export const PROMPTED_ORDERS_KEPT = 50;

/**
 * An active order in one of §4's rating states: takeaway with estadoDeOrden RETIRADO or orderStatus ENVIADO;
 * delivery with estadoDeOrden RECIBIDO; mesa with orderStatus PAGADO. Reading: a delivery_propio order (the
 * branch's own delivery) is a delivery too; the demo kitchen ends both at RECIBIDO.
 */
export function isRatingState(order: Pick<OrderRecord, 'type' | 'estadoDeOrden' | 'orderStatus'>): boolean {
  switch (order.type) {
    case 'takeaway':
      return order.estadoDeOrden === 'RETIRADO' || order.orderStatus === 'ENVIADO';
    case 'delivery':
    case 'delivery_propio':
      return order.estadoDeOrden === 'RECIBIDO';
    case 'mesa':
      return order.orderStatus === 'PAGADO';
    default:
      return false;
  }
}

/** The first order of the list (the server's order: newest first) to prompt for: in a rating state, never prompted. */
export function orderToRate(orders: readonly OrderRecord[], prompted: readonly string[]): OrderRecord | null {
  return orders.find((o) => isRatingState(o) && !prompted.includes(o._id)) ?? null;
}

/** §5 "Order rating": 'Enviar' stays disabled until a rating of 1–5 stars is chosen. */
export function isValidRating(stars: number | null): stars is number {
  return stars !== null && Number.isInteger(stars) && stars >= 1 && stars <= 5;
}

/** The prompted ids with `orderId` added last, at most PROMPTED_ORDERS_KEPT (the oldest dropped). */
export function withPromptedOrder(prompted: readonly string[], orderId: string): string[] {
  return [...prompted.filter((id) => id !== orderId), orderId].slice(-PROMPTED_ORDERS_KEPT);
}

/** A stored list read back: only the strings of an array, anything else is an empty list. */
export function parsePromptedOrders(raw: unknown): string[] {
  return Array.isArray(raw)
    ? raw.filter((id): id is string => typeof id === 'string').slice(-PROMPTED_ORDERS_KEPT)
    : [];
}

/** §3 "Order rating payload": {activeOrder:'false', experiencia: the diner's text, valoracion: 1–5}. */
export interface OrderRatingBody {
  activeOrder: 'false';
  experiencia: string;
  valoracion: number;
}

/** Closing the prompt (§4): activeOrder 'false' only. */
export interface OrderRatingCloseBody {
  activeOrder: 'false';
}

export function ratingBody(stars: number, text: string): OrderRatingBody {
  return { activeOrder: 'false', experiencia: text.trim(), valoracion: stars };
}

export const CLOSE_BODY: OrderRatingCloseBody = { activeOrder: 'false' };
