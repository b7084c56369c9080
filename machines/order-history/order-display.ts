/**
 * What the order history and the order detail show of an order (ordering.md §2 "Order history", "Order detail",
 * §4 "orderStatus icons"): pure rules, tested by tables in tests/unit/order-display.test.ts. Texts are catalogue
 * keys (locales/<lang>/order-history.ts); the views render them.
 */
import type { OrderItem, OrderRecord } from '../rules/order-record';

/** The history's status icon set (§4 "orderStatus icons"). */
export type OrderStatusIcon = 'error' | 'pending' | 'success';

const ERROR_STATUSES = new Set(['CANCELADO', 'RECHAZADO']);
const PENDING_STATUSES = new Set(['ACEPTADO', 'PENDIENTE_DE_ESTADO', 'PENDIENTE']);

/** Error: CANCELADO, RECHAZADO; pending: ACEPTADO, PENDIENTE_DE_ESTADO, PENDIENTE or empty; success otherwise. */
export function orderStatusIcon(orderStatus: string | null): OrderStatusIcon {
  const status = (orderStatus ?? '').trim();
  if (ERROR_STATUSES.has(status)) return 'error';
  if (status === '' || PENDING_STATUSES.has(status)) return 'pending';
  return 'success';
}

export type OrderStatusLabelKey =
  | 'orderHistory.status.paid'
  | 'orderHistory.status.cancelled'
  | 'orderHistory.status.pending'
  | 'orderHistory.status.active';

/** The detail's status label (§2): 'Pagaste' ENVIADO/PAGADO, 'Cancelada' CANCELADO/RECHAZADO, 'Pendiente' PENDIENTE, else 'Activa'. */
export function orderStatusLabel(orderStatus: string | null): OrderStatusLabelKey {
  const status = (orderStatus ?? '').trim();
  if (status === 'ENVIADO' || status === 'PAGADO') return 'orderHistory.status.paid';
  if (ERROR_STATUSES.has(status)) return 'orderHistory.status.cancelled';
  if (status === 'PENDIENTE') return 'orderHistory.status.pending';
  return 'orderHistory.status.active';
}

export type ConsumeTypeLabelKey =
  | 'orderHistory.consumeType.table'
  | 'orderHistory.consumeType.delivery'
  | 'orderHistory.consumeType.takeaway'
  | 'orderHistory.consumeType.counter';

/**
 * 'Tipo de consumición' (§2): 'En mesa' (mesa), 'Delivery' (delivery, delivery_propio), 'Para llevar' (takeaway);
 * 'Retiro en el mostrador' for any other type the server wrote (the spec's fourth label; no fifth type exists).
 */
export function consumeTypeLabel(type: string): ConsumeTypeLabelKey {
  switch (type) {
    case 'mesa':
      return 'orderHistory.consumeType.table';
    case 'delivery':
    case 'delivery_propio':
      return 'orderHistory.consumeType.delivery';
    case 'takeaway':
      return 'orderHistory.consumeType.takeaway';
    default:
      return 'orderHistory.consumeType.counter';
  }
}

/** 'Metodo de pago': up to two methods (§2), blank ones dropped, joined with '+' (spaced for reading). */
export function paymentMethodsText(methods: readonly string[]): string {
  return methods
    .map((m) => m.trim())
    .filter((m) => m !== '')
    .slice(0, 2)
    .join(' + ');
}

/** The money and points lines of the detail (§2 "Totals", "Points detail"), as the diner should read them. */
export interface OrderFigures {
  /** 'Importe de la orden': totalinvoiced, subtotal + shipping before points. */
  orderAmount: number;
  /** 'Descuento': the points used (pointsToUse); 0 for a cancelled order (its points were returned). */
  discount: number;
  /** 'Total pagado': what was charged (total = Importe − Descuento); 0 for a cancelled order. */
  totalPaid: number;
  /** 'Puntos ganados': winPoints; 0 for a cancelled order (it credits no cashback). */
  winPoints: number;
}

const amount = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The detail's figures. totalinvoiced (totalFacturado) is the order before points, total what was charged: Importe
 * de la orden − Descuento = Total pagado. An order in the error set (CANCELADO, RECHAZADO: its card payment was
 * rejected, or it was cancelled) charged nothing, spent no points and earned none: all three read 0 and only the
 * order's amount stays (docs/ordering-order-history.md "Cancelled orders").
 */
export function orderFigures(
  order: Pick<OrderRecord, 'orderStatus' | 'total' | 'totalFacturado' | 'account'>,
): OrderFigures {
  const discount = Math.max(0, amount(order.account.pointsToUse) ?? 0);
  const total = amount(order.total);
  const orderAmount =
    amount(order.account.totalinvoiced) ??
    amount(order.totalFacturado) ??
    (total === null ? 0 : total + discount);
  if (orderStatusIcon(order.orderStatus) === 'error') {
    return { orderAmount, discount: 0, totalPaid: 0, winPoints: 0 };
  }
  return {
    orderAmount,
    discount,
    totalPaid: total ?? Math.max(0, orderAmount - discount),
    winPoints: Math.max(0, amount(order.account.winPoints) ?? 0),
  };
}

/**
 * A points figure ('Puntos ganados', 'Bonificación en puntos %'): whole, grouped with '.' as ordering.md §9's
 * number format writes every number, in every language ('4.470' next to '$ 44.700', never '4,470').
 */
export function formatPoints(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${grouped}` : grouped;
}

/**
 * The texts of an order the detail sends to content translation: the branch name, product and option names,
 * and the diner's observations. Never the payment methods ('Mercado Pago', 'Puntos', 'Pago en local' are names
 * and wire values, not prose) nor ids or figures.
 */
export function detailContentTexts(order: {
  branchName: string;
  items: readonly Pick<OrderItem, 'name' | 'customization' | 'comments'>[];
}): string[] {
  return [
    order.branchName,
    ...order.items.flatMap((i) => [i.name, ...i.customization.map((c) => c.name), i.comments ?? '']),
  ];
}

/** The catalogue key of 'unidad'/'unidades', pluralised by i18next with `count` (CLDR rules per language). */
export const UNITS_KEY = 'orderHistory.units' as const;

/** 'unidad' for exactly one, 'unidades' otherwise (the Spanish rule the catalogue's plural forms follow). */
export const spanishUnitsWord = (quantity: number): 'unidad' | 'unidades' =>
  quantity === 1 ? 'unidad' : 'unidades';

const timeOf = (order: OrderRecord): number => {
  const t = Date.parse(order.created ?? order.update ?? '');
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
};

/** Newest first by `created` (then `update`); orders without a readable date last, in the server's order. */
export function newestFirst(orders: readonly OrderRecord[]): OrderRecord[] {
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => timeOf(b.order) - timeOf(a.order) || a.index - b.index)
    .map(({ order }) => order);
}

/** A date-time in the diner's language ('20/11/2026, 14:05' in es); empty for a missing or unreadable date. */
export function formatOrderDateTime(iso: string | null, locale: string, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // Argentina writes 24-hour times; other languages keep their own clock.
    ...(locale.startsWith('es') ? { hourCycle: 'h23' as const } : {}),
    timeZone,
  }).format(date);
}

/** How a failed load reads: refused (a 4xx with the server's message: another user's order, an unknown id) or failed (retry). */
export interface OrderLoadFailure {
  refused: boolean;
  /** The server's message for a refusal; null otherwise (the view shows its own text). */
  message: string | null;
}

export function readLoadFailure(error: unknown): OrderLoadFailure {
  const e = (error ?? {}) as { status?: unknown; message?: unknown };
  const status = typeof e.status === 'number' ? e.status : null;
  const refused = status !== null && status >= 400 && status < 500;
  const message = typeof e.message === 'string' && e.message.trim() !== '' ? e.message : null;
  return { refused, message: refused ? message : null };
}
