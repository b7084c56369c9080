import type { Queryable } from '../db/db';
import type { OrderType } from './kitchen';

/** A stored order line: catalogue prices, customization flattened to {sku, name, quantity, price}. */
export interface StoredLine {
  _id: string;
  sku: string;
  name: string;
  imageShow: string;
  description?: string;
  /** The product's resolved unit base price (without options). */
  price: number;
  quantity: number;
  comments: string;
  orderProductId: string | null;
  upsellingId: string | null;
  customization: { sku: string; name: string; quantity: number; price: number; categoryId: string | null }[];
  /** Unit price with options × quantity. */
  total: number;
}

export interface OrderRow {
  id: string;
  id_order: number | null;
  id_marca: string;
  id_cliente: string;
  id_local: string;
  store_id: string;
  draft_order_id: string | null;
  type: OrderType;
  estado_de_orden: string;
  order_status: string;
  active: boolean;
  payment_status: 'not_required' | 'pending' | 'approved' | 'rejected';
  payment_provider: string | null;
  preference_id: string | null;
  order_payment: StoredLine[];
  subtotal: string;
  costo_envio: string;
  descuento_envio: string;
  total_invoiced: string;
  points_to_use: string;
  total: string;
  points_percentage: string;
  win_points: string;
  metodo_de_pago: string[];
  mesa: number | null;
  mesa_id: number | null;
  comments: string | null;
  hora_retiro: string | null;
  recomended_product: boolean;
  delivery_address_id: string | null;
  shipping_type_id: string | null;
  tracking_url: string | null;
  domain: string | null;
  local_name: string;
  local_address: string;
  experiencia: string | null;
  valoracion: number | null;
  status_changed_at: Date;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const n = (v: string | number | null) => (v === null ? 0 : Number(v));

/** The order as the app reads it (ordering.md §3 "Order (active or history)"). */
export function toOrderDto(o: OrderRow) {
  return {
    _id: o.id,
    idOrder: o.id_order,
    idMarca: o.id_marca,
    idCliente: o.id_cliente,
    idLocal: o.id_local,
    storeId: o.store_id,
    draftOrderId: o.draft_order_id,
    localInfo: { nameLocal: o.local_name, address: o.local_address },
    type: o.type,
    estadoDeOrden: o.estado_de_orden,
    orderStatus: o.order_status,
    activeOrder: o.active,
    paymentStatus: o.payment_status,
    preferenceId: o.preference_id,
    update: o.updated_at.toISOString(),
    created: o.created_at.toISOString(),
    horaRetiro: o.hora_retiro,
    mesa: o.mesa,
    mesaId: o.mesa_id,
    orderPayment: o.order_payment,
    comments: o.comments,
    recomendedProduct: o.recomended_product,
    deliveryAddressId: o.delivery_address_id,
    shipping_type_id: o.shipping_type_id,
    tracking_url: o.tracking_url,
    subtotal: n(o.subtotal),
    costoEnvio: n(o.costo_envio),
    descuentoEnvio: n(o.descuento_envio),
    totalFacturado: n(o.total_invoiced),
    total: n(o.total),
    account: {
      totalinvoiced: n(o.total_invoiced),
      pointsToUse: n(o.points_to_use),
      pointsPercentage: n(o.points_percentage),
      winPoints: n(o.win_points),
    },
    metodoDePago: o.metodo_de_pago,
    experiencia: o.experiencia,
    valoracion: o.valoracion,
  };
}

export type OrderDto = ReturnType<typeof toOrderDto>;

export async function findOrderById(db: Queryable, id: string, forUpdate = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findOrderByDraft(
  db: Queryable,
  idMarca: string,
  idCliente: string,
  draftOrderId: string,
): Promise<OrderRow | null> {
  // One round trip: the order sent with this draft, else the table order it was merged into.
  const { rows } = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE id = coalesce(
       (SELECT id FROM orders WHERE id_marca = $1 AND id_cliente = $2 AND draft_order_id = $3),
       (SELECT order_id FROM order_updates WHERE id_marca = $1 AND id_cliente = $2 AND draft_order_id = $3 LIMIT 1))`,
    [idMarca, idCliente, draftOrderId],
  );
  return rows[0] ?? null;
}

/** Active orders of a user in a brand, newest first (rejected orders are never active). */
export async function listActiveOrders(db: Queryable, userId: string, idMarca: string): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE id_cliente = $1 AND id_marca = $2 AND active
     ORDER BY created_at DESC, id DESC LIMIT 50`,
    [userId, idMarca],
  );
  return rows;
}

/** The order history, newest first. */
export async function listOrderHistory(db: Queryable, userId: string, idMarca: string): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE id_cliente = $1 AND id_marca = $2 ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId, idMarca],
  );
  return rows;
}

/** The user's open table order at a branch/table: a 'mesa' order not yet PAGADO. */
export async function findOpenTableOrder(
  db: Queryable,
  q: { idCliente: string; idLocal: string; mesa?: number | null; orderId?: string },
  forUpdate = false,
): Promise<OrderRow | null> {
  const params: unknown[] = [q.idCliente, q.idLocal];
  let extra = '';
  if (q.orderId) {
    params.push(q.orderId);
    extra += ` AND id = $${params.length}`;
  } else if (q.mesa !== undefined && q.mesa !== null) {
    params.push(q.mesa);
    extra += ` AND mesa = $${params.length}`;
  }
  const { rows } = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE id_cliente = $1 AND id_local = $2 AND type = 'mesa' AND active
       AND completed_at IS NULL AND order_status <> 'PAGADO'${extra}
     ORDER BY created_at DESC LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
    params,
  );
  return rows[0] ?? null;
}

/** Order details for GET /pedido/detalles: the lines with what the detail screen shows. */
export function orderDetails(o: OrderRow) {
  return o.order_payment.map((l) => ({
    name: l.name,
    sku: l.sku,
    imageShow: l.imageShow,
    quantity: l.quantity,
    price: l.price,
    total: l.total,
    comments: l.comments,
    customization: l.customization.map((c) => ({ name: c.name, quantity: c.quantity, price: c.price })),
  }));
}

/** What a diner may change on their order (PUT /pedido/updateOrder): null leaves a field as it is. */
export interface DinerOrderUpdate {
  active: boolean | null;
  experiencia: string | null;
  valoracion: number | null;
  /** "RECIBIDO": the delivery arrived; the order is sent (ENVIADO) and completed. */
  received: boolean;
}

export async function updateOrderByDiner(db: Queryable, id: string, u: DinerOrderUpdate): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET
       active = coalesce($2, active),
       experiencia = coalesce($3, experiencia),
       valoracion = coalesce($4, valoracion),
       estado_de_orden = CASE WHEN $5 THEN 'RECIBIDO' ELSE estado_de_orden END,
       order_status = CASE WHEN $5 THEN 'ENVIADO' ELSE order_status END,
       completed_at = CASE WHEN $5 THEN coalesce(completed_at, now()) ELSE completed_at END,
       status_changed_at = CASE WHEN $5 THEN now() ELSE status_changed_at END,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, u.active, u.experiencia, u.valoracion, u.received],
  );
  return rows[0];
}
