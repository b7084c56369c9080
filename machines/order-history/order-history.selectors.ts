import type { SnapshotFrom } from 'xstate';
import type { OrderItem, OrderRecord } from '../rules/order-record';
import {
  type ConsumeTypeLabelKey,
  consumeTypeLabel,
  type OrderStatusIcon,
  type OrderStatusLabelKey,
  orderFigures,
  orderStatusIcon,
  orderStatusLabel,
  paymentMethodsText,
} from './order-display';
import type { orderHistoryMachine } from './order-history.machine';

export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;

export type HistoryView = 'loading' | 'empty' | 'list' | 'failed';

/** What PROFILE_ORDERS shows: skeleton rows, the empty text, the list, or the error with a retry. */
export const selectHistoryView = (s: OrderHistorySnapshot): HistoryView => {
  if (s.matches({ list: 'failed' })) return 'failed';
  if (s.matches({ list: 'loaded' })) return s.context.orders.length === 0 ? 'empty' : 'list';
  return 'loading';
};

/** One history row: the icon by orderStatus, totalinvoiced, the date-time (created), the branch. */
export interface HistoryEntry {
  id: string;
  idOrder: string | null;
  branchName: string;
  icon: OrderStatusIcon;
  statusLabel: OrderStatusLabelKey;
  totalinvoiced: number;
  created: string | null;
}

const toEntry = (o: OrderRecord): HistoryEntry => ({
  id: o._id,
  idOrder: o.idOrder,
  branchName: o.branchName,
  icon: orderStatusIcon(o.orderStatus),
  statusLabel: orderStatusLabel(o.orderStatus),
  totalinvoiced: o.account.totalinvoiced ?? o.totalFacturado ?? 0,
  created: o.created ?? o.update,
});

const entriesCache = new WeakMap<OrderRecord[], HistoryEntry[]>();
/** The rows, newest first (the same array while the orders do not change). */
export const selectHistoryEntries = (s: OrderHistorySnapshot): HistoryEntry[] => {
  const orders = s.context.orders;
  let entries = entriesCache.get(orders);
  if (!entries) {
    entries = orders.map(toEntry);
    entriesCache.set(orders, entries);
  }
  return entries;
};

export type DetailView = 'loading' | 'loaded' | 'refused' | 'failed';

export const selectDetailView = (s: OrderHistorySnapshot): DetailView => {
  if (s.matches({ detail: 'loaded' })) return 'loaded';
  if (s.matches({ detail: 'refused' })) return 'refused';
  if (s.matches({ detail: 'failed' })) return 'failed';
  return 'loading';
};

/** The order id the detail was opened with (its screen compares it with the route's). */
export const selectDetailOrderId = (s: OrderHistorySnapshot): string | null => s.context.orderId;
/** Where back goes: previousPath when the active-order card opened the detail, else PROFILE_ORDERS. */
export const selectDetailBackTo = (s: OrderHistorySnapshot): string => s.context.backTo;
/** The server's message for a refused order (another user's, unknown), or null. */
export const selectDetailRefusal = (s: OrderHistorySnapshot): string | null =>
  s.matches({ detail: 'refused' }) ? (s.context.detailFailure?.message ?? null) : null;

/** Everything §2 "Order detail" shows, read from the order. */
export interface OrderDetailView {
  id: string;
  idOrder: string | null;
  branchName: string;
  statusLabel: OrderStatusLabelKey;
  icon: OrderStatusIcon;
  /** The header's amount: totalinvoiced (the order before points, as the history row shows it). */
  totalinvoiced: number;
  created: string | null;
  /** 'Importe de la orden', 'Descuento', 'Total pagado', 'Puntos ganados' (orderFigures). */
  orderAmount: number;
  discount: number;
  totalPaid: number;
  paymentMethods: string;
  pointsPercentage: number | null;
  winPoints: number;
  type: string;
  consumeType: ConsumeTypeLabelKey;
  mesa: string | null;
  horaRetiro: string | null;
  items: OrderItem[];
  malformed: boolean;
}

let detailCache: { order: OrderRecord; items: OrderItem[]; view: OrderDetailView } | null = null;
export const selectOrderDetail = (s: OrderHistorySnapshot): OrderDetailView | null => {
  const { order, items, malformed } = s.context;
  if (!order || !s.matches({ detail: 'loaded' })) return null;
  if (detailCache && detailCache.order === order && detailCache.items === items) return detailCache.view;
  const figures = orderFigures(order);
  const view: OrderDetailView = {
    id: order._id,
    idOrder: order.idOrder,
    branchName: order.branchName,
    statusLabel: orderStatusLabel(order.orderStatus),
    icon: orderStatusIcon(order.orderStatus),
    totalinvoiced: figures.orderAmount,
    created: order.created ?? order.update,
    orderAmount: figures.orderAmount,
    discount: figures.discount,
    totalPaid: figures.totalPaid,
    paymentMethods: paymentMethodsText(order.metodoDePago),
    pointsPercentage: order.account.pointsPercentage,
    winPoints: figures.winPoints,
    type: order.type,
    consumeType: consumeTypeLabel(order.type),
    mesa: order.mesa,
    horaRetiro: order.horaRetiro,
    items,
    malformed,
  };
  detailCache = { order, items, view };
  return view;
};
