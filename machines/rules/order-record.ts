/**
 * The order as the diner's screens read it (ordering.md §3 "Order (active or history)"): the records of
 * GET /pedido/active/{userId}, GET /pedido/usuario/{userId} and GET /pedido/detalles/{id}, read defensively
 * (a field of the wrong type becomes null, never a crash). Shared by the activeOrders, orderRating,
 * confirmReceipt and order history/detail flows (issue 13).
 */

export type OrderType = 'delivery' | 'delivery_propio' | 'takeaway' | 'mesa';

export interface OrderItemCustomization {
  name: string;
  quantity: number;
  price: number;
}

/** One line of orderPayment: name, quantity, price, imageShow, comments and its customisations. */
export interface OrderItem {
  name: string;
  quantity: number;
  price: number;
  /**
   * What the line cost: the stored `total` (the unit price with its options × quantity, as the server priced it),
   * else the base price plus each customisation's price × its quantity, × the line's quantity.
   */
  total: number;
  imageShow: string | null;
  comments: string | null;
  customization: OrderItemCustomization[];
}

export interface OrderAccount {
  totalinvoiced: number | null;
  pointsToUse: number | null;
  pointsPercentage: number | null;
  winPoints: number | null;
}

export interface OrderRecord {
  _id: string;
  idOrder: string | null;
  idLocal: string;
  storeId: string | null;
  /** localInfo.nameLocal */
  branchName: string;
  /** One of OrderType in practice; kept as the server wrote it. */
  type: string;
  estadoDeOrden: string | null;
  orderStatus: string | null;
  /** ISO date of the last change (the confirm-receipt hour counts from it). */
  update: string | null;
  created: string | null;
  horaRetiro: string | null;
  mesa: string | null;
  mesaId: string | null;
  /** As received: an array, or a JSON string of an array (read it with `readOrderItems`). */
  orderPayment: unknown;
  tracking_url: string | null;
  totalFacturado: number | null;
  total: number | null;
  account: OrderAccount;
  metodoDePago: string[];
  /** 'not_required' | 'pending' | 'approved' | 'rejected' on this server; absent when the server sends none. */
  paymentStatus?: string | null;
}

const str = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

const num = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
};

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** One order record; null when it has no `_id` or no `idLocal` (nothing a screen could show or open). */
export function parseOrder(raw: unknown): OrderRecord | null {
  const o = record(raw);
  const id = str(o._id);
  const idLocal = str(o.idLocal);
  if (!id || !idLocal) return null;
  const account = record(o.account);
  return {
    _id: id,
    idOrder: str(o.idOrder),
    idLocal,
    storeId: str(o.storeId),
    branchName: str(record(o.localInfo).nameLocal) ?? '',
    type: str(o.type) ?? '',
    estadoDeOrden: str(o.estadoDeOrden),
    orderStatus: str(o.orderStatus),
    update: str(o.update),
    created: str(o.created),
    horaRetiro: str(o.horaRetiro),
    mesa: str(o.mesa),
    mesaId: str(o.mesaId),
    orderPayment: o.orderPayment,
    tracking_url: str(o.tracking_url),
    totalFacturado: num(o.totalFacturado),
    total: num(o.total),
    account: {
      totalinvoiced: num(account.totalinvoiced),
      pointsToUse: num(account.pointsToUse),
      pointsPercentage: num(account.pointsPercentage),
      winPoints: num(account.winPoints),
    },
    metodoDePago: Array.isArray(o.metodoDePago)
      ? o.metodoDePago.filter((m): m is string => typeof m === 'string')
      : [],
    // Only when the server sends it, so a record of a server without it reads as before.
    ...(typeof o.paymentStatus === 'string' ? { paymentStatus: o.paymentStatus } : {}),
  };
}

/** A list answer (data[]): the readable records, in the server's order; anything else is an empty list. */
export function parseOrders(raw: unknown): OrderRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(parseOrder).filter((o): o is OrderRecord => o !== null);
}

/** What `readOrderItems` could read: the items, and whether part of orderPayment was unreadable. */
export interface OrderItems {
  items: OrderItem[];
  /** orderPayment was a malformed JSON string, not an array, or had unreadable items (log a warning). */
  malformed: boolean;
}

function parseItem(raw: unknown): OrderItem | null {
  const i = record(raw);
  const name = str(i.name);
  if (!name) return null;
  const customization = Array.isArray(i.customization)
    ? i.customization.flatMap((c): OrderItemCustomization[] => {
        const r = record(c);
        const cname = str(r.name);
        return cname ? [{ name: cname, quantity: num(r.quantity) ?? 1, price: num(r.price) ?? 0 }] : [];
      })
    : [];
  const quantity = num(i.quantity) ?? 1;
  const price = num(i.price) ?? 0;
  const unit = customization.reduce((sum, c) => sum + c.price * c.quantity, price);
  return {
    name,
    quantity,
    price,
    total: num(i.total) ?? Math.round(unit * quantity * 100) / 100,
    imageShow: str(i.imageShow),
    comments: str(i.comments),
    customization,
  };
}

/** orderPayment as an array or a JSON string of an array (§3); renders what it can of a malformed one. */
export function readOrderItems(orderPayment: unknown): OrderItems {
  let value = orderPayment;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { items: [], malformed: true };
    }
  }
  if (value === null || value === undefined) return { items: [], malformed: false };
  if (!Array.isArray(value)) return { items: [], malformed: true };
  const items = value.map(parseItem);
  const readable = items.filter((i): i is OrderItem => i !== null);
  return { items: readable, malformed: readable.length !== items.length };
}
