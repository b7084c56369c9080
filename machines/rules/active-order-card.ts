/**
 * The active order card's rules (ordering.md §2 "Active order card", §4 "Active orders", §9 "Timings"): the
 * status text by type, the takeaway pick-up time, and when a delivery order may be confirmed as received.
 * Pure: the confirmReceipt flow and the carousel both apply them.
 *
 * Readings (docs/ordering-active-order-card.md):
 * - "For a delivery order, an X control appears": the order's type is 'delivery' (delivery_propio orders are
 *   followed through 'Contacta con la sucursal' and reach RECIBIDO through the branch).
 * - 'Horario de retiro: {date} - {HH:MM UTC}': horaRetiro is an instant (the checkout sends an ISO string); the
 *   date (DD/MM/YYYY) and the time are read in UTC, and the time says so ('14:30 UTC'), so it is never
 *   mistaken for the diner's local time.
 */
import type { MessageKey, UiText } from '../../locales/catalogue';
import type { OrderRecord } from './order-record';
import { TIMINGS } from './timings';

/** §4: delivery status by estadoDeOrden (delivery and delivery_propio). */
const DELIVERY_STATUS: Record<string, MessageKey> = {
  COCINA: 'activeOrders.status.preparing',
  PREPARADO: 'activeOrders.status.onTheWay',
  RETIRADO: 'activeOrders.status.onTheWay',
  RECIBIDO: 'activeOrders.status.delivered',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The pick-up instant as the card shows it: {date: 'DD/MM/YYYY', time: 'HH:MM UTC'}; null when unreadable. */
export function pickUpTimeParts(
  horaRetiro: string | null | undefined,
): { date: string; time: string } | null {
  // Only an ISO date-time: engines read loose text ('mañana a las 9') as some date of their own.
  if (typeof horaRetiro !== 'string' || !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(horaRetiro.trim()))
    return null;
  const at = new Date(horaRetiro.trim());
  if (Number.isNaN(at.getTime())) return null;
  return {
    date: `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`,
  };
}

/**
 * The status line under 'Pedido Activo' (§4 "Status text …"): delivery and delivery_propio by estadoDeOrden
 * (anything else 'en camino'); takeaway its pick-up time or 'Retira por el local'; mesa 'Mesa: {mesa}'. Null for
 * a type the spec does not name (or a table order without a table).
 */
export function cardStatusText(
  order: Pick<OrderRecord, 'type' | 'estadoDeOrden' | 'horaRetiro' | 'mesa'>,
): UiText | null {
  if (order.type === 'delivery' || order.type === 'delivery_propio')
    return DELIVERY_STATUS[order.estadoDeOrden ?? ''] ?? 'activeOrders.status.other';
  if (order.type === 'takeaway') {
    const parts = pickUpTimeParts(order.horaRetiro);
    return parts ? { key: 'activeOrders.pickUp', values: parts } : 'activeOrders.pickUpAtBranch';
  }
  if (order.type === 'mesa' && order.mesa) return { key: 'activeOrders.table', values: { mesa: order.mesa } };
  return null;
}

/** §4: only delivery orders are confirmed by the diner. */
export const isConfirmableType = (type: string): boolean => type === 'delivery';

/** When the X control may show (ms since the epoch): 1 hour after `update`; null when it never will. */
export function confirmableAt(order: Pick<OrderRecord, 'type' | 'update'>): number | null {
  if (!isConfirmableType(order.type) || !order.update) return null;
  const updated = Date.parse(order.update);
  return Number.isFinite(updated) ? updated + TIMINGS.confirmReceiptAfter : null;
}

export interface ReceiptEligibility {
  /** The orders whose X control shows now, in the list's order. */
  eligibleIds: string[];
  /** The next moment another order becomes eligible (the flow's timer), or null when none will. */
  nextAt: number | null;
}

/** Which delivery orders may be confirmed at `now`, and when the next one may (§4, §9: 1 hour after update). */
export function receiptEligibility(
  orders: ReadonlyArray<Pick<OrderRecord, '_id' | 'type' | 'update'>>,
  now: number,
): ReceiptEligibility {
  const eligibleIds: string[] = [];
  let nextAt: number | null = null;
  for (const order of orders) {
    const at = confirmableAt(order);
    if (at === null) continue;
    if (at <= now) eligibleIds.push(order._id);
    else if (nextAt === null || at < nextAt) nextAt = at;
  }
  return { eligibleIds, nextAt };
}

/** The messaging-app chat link for a branch number ('+54 9 11 5550-1001' → https://wa.me/5491155501001). */
export function chatLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}
