import type { Context } from 'hono';
import * as v from 'valibot';
import type { OrderFields } from '@/machines/rules/order-payload-schema';
import { appOrigin, requireOwnRecord, requireOwnUser } from '../http/access';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, badRequest, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import { escapeHtml } from '../mail/templates';
import { newId } from '../security/crypto';
import { type BranchRow, branchStatus, findBranchById } from '../services/branches';
import { type BrandRow, findBrandById, originBelongsToBrand } from '../services/brands';
import { createKitchen } from '../services/kitchen';
import { quoteOrder } from '../services/order-quote';
import { submitOrder } from '../services/order-submit';
import {
  findOrderById,
  listActiveOrders,
  listOrderHistory,
  type OrderRow,
  orderDetails,
  toOrderDto,
  updateOrderByDiner,
} from '../services/orders';
import { paymentProviderFor } from '../services/payments';
import { creditCashback } from '../services/points-ledger';
import type { Session } from '../services/sessions';
import { findUserById } from '../services/users';
import { orderParties, quotedPayload } from './order-parties';
import { type SendOrderBody, sendOrderBody, toPayloadLines, updateOrderBody } from './order-schemas';

export const orderMessages = {
  notFound: 'Orden no encontrada',
  branchNotFound: 'Sucursal no encontrada',
  closed: (branch: string) => `En este momento ${branch} está cerrado y no podés realizar pedidos.`,
  notEditable: 'Esta orden ya no admite cambios',
  nothingToUpdate: 'No hay datos para actualizar la orden',
} as const;

const TYPE_LABELS = { mesa: 'Consumir aquí', takeaway: 'Para llevar', delivery: 'Delivery' } as const;

function typeEnabled(branch: BranchRow, type: SendOrderBody['type']): boolean {
  if (type === 'mesa') return branch.table_system;
  if (type === 'takeaway') return branch.takeaway_system;
  if (type === 'delivery') return branch.delivery_system;
  return branch.delivery_propio_activo;
}

/** The order, or 404; another user's order is 403 (another brand's too: users are per brand). */
async function ownOrder(deps: Deps, session: Session, id: string): Promise<OrderRow> {
  return requireOwnRecord(
    await findOrderById(deps.db, id),
    orderMessages.notFound,
    (order) => order.id_cliente === session.user.id && order.id_marca === session.idMarca,
  );
}

/** Branch checks shared by send and table update: exists in the brand, open, consume type enabled. */
async function orderBranch(deps: Deps, brand: BrandRow, idLocal: string, type: SendOrderBody['type']) {
  return checkOrderBranch(brand, await findBranchById(deps.db, idLocal), type);
}

function checkOrderBranch(brand: BrandRow, branch: BranchRow | null, type: SendOrderBody['type']) {
  if (!branch || branch.id_marca !== brand.id) throw notFound(orderMessages.branchNotFound);
  if (branchStatus(branch).status === 'close') throw new ApiError(409, orderMessages.closed(branch.name));
  if (!typeEnabled(branch, type)) {
    const label =
      type === 'delivery_propio' ? branch.delivery_propio_name || 'Envío propio' : TYPE_LABELS[type];
    throw new ApiError(409, `${branch.name} no tiene habilitado "${label}". Elegí otro tipo de consumición.`);
  }
  return branch;
}

function requireTypeFields(body: Pick<SendOrderBody, 'type' | 'mesa' | 'horaRetiro'>) {
  if (body.type === 'mesa' && (body.mesa === undefined || body.mesa === null))
    throw badRequest('Debe ingresar su mesa');
  if (body.type === 'takeaway' && !body.horaRetiro) throw badRequest('Debe seleccionar una hora de retiro');
}

function originFor(c: Context<AppEnv>, brand: BrandRow, domain?: string | null): string {
  if (domain && originBelongsToBrand(brand, domain)) {
    try {
      return new URL(domain).origin;
    } catch {
      // fall through
    }
  }
  return appOrigin(c, brand);
}

const fieldsOf = (b: SendOrderBody): OrderFields => ({
  mesa: b.mesa,
  mesaId: b.mesaId,
  comments: b.comments,
  horaRetiro: b.horaRetiro,
  recomendedProduct: b.recomendedProduct,
  deliveryAddressId: b.deliveryAddressId,
  shipping_type_id: b.shipping_type_id,
});

/** A list of the session user's own orders (`:userId` must be that user, in the brand the app sent). */
function userOrdersRoute(
  path: string,
  summary: string,
  list: (db: Deps['db'], userId: string, brandId: string) => Promise<OrderRow[]>,
) {
  return defineRoute({
    method: 'GET',
    path,
    summary,
    auth: 'session',
    params: v.object({ userId: idParam }),
    async handler({ c, deps, params, me }) {
      const user = await requireOwnUser(c, deps.db, me(), params.userId);
      const rows = await list(deps.db, user.id, user.id_marca);
      return ok(c, rows.map(toOrderDto));
    },
  });
}

export const orderRoutes = [
  defineRoute({
    method: 'POST',
    path: '/pedido/sendorder',
    summary: 'Send an order (idempotent on draftOrderId); online payment answers preferenceId',
    auth: 'session',
    body: sendOrderBody,
    async handler({ c, deps, body, me }) {
      const { brand, branch: branchRow, user } = await orderParties(c, deps, me(), body);
      requireTypeFields(body);
      const branch = checkOrderBranch(brand, branchRow, body.type);
      if (String(body.storeId) !== branch.store_id)
        throw badRequest('El storeId no corresponde a la sucursal');
      const quote = await quoteOrder(deps.db, {
        brand,
        user,
        branchId: branch.id,
        ...quotedPayload(body),
      });
      const result = await submitOrder(deps.db, {
        brand,
        user,
        branch,
        type: body.type,
        draftOrderId: body.draftOrderId ?? `srv-${newId()}`,
        total: body.total ?? 0,
        quote,
        appOrigin: originFor(c, brand, body.domain),
        provider: paymentProviderFor(deps.db),
        fields: fieldsOf(body),
        preferMerge: true,
      });
      const extras: Record<string, unknown> = {};
      if (result.preferenceId) {
        extras.preferenceId = result.preferenceId;
        extras.checkoutUrl = result.checkoutUrl;
      }
      if (result.duplicate) extras.duplicate = true;
      if (result.merged) extras.orderChangeState = 'update';
      return ok(c, toOrderDto(result.order), extras);
    },
  }),
  userOrdersRoute('/pedido/active/:userId', "The user's active orders (data: array)", listActiveOrders),
  defineRoute({
    method: 'PUT',
    path: '/pedido/updateOrder/:id',
    summary: 'Rate, confirm receipt, close, or add lines to an open table order',
    auth: 'session',
    params: v.object({ id: idParam }),
    body: updateOrderBody,
    async handler({ c, deps, params, body, me }) {
      const known = ['activeOrder', 'experiencia', 'valoracion', 'estadoDeOrden', 'orderPayment'] as const;
      if (known.every((k) => body[k] === undefined)) throw badRequest(orderMessages.nothingToUpdate);
      const session = me();
      let order = await ownOrder(deps, session, params.id);
      if (body.orderPayment) {
        if (order.type !== 'mesa' || order.completed_at || order.order_status === 'PAGADO') {
          throw new ApiError(409, orderMessages.notEditable);
        }
        const brand = (await findBrandById(deps.db, order.id_marca)) as BrandRow;
        const user = (await findUserById(deps.db, session.user.id)) ?? session.user;
        const branch = await orderBranch(deps, brand, order.id_local, 'mesa');
        const quote = await quoteOrder(deps.db, {
          brand,
          user,
          branchId: branch.id,
          type: 'mesa',
          lines: toPayloadLines(body.orderPayment),
        });
        const result = await submitOrder(deps.db, {
          brand,
          user,
          branch,
          type: 'mesa',
          draftOrderId: body.draftOrderId ?? `srv-${newId()}`,
          total: body.total ?? 0,
          quote,
          appOrigin: order.domain ?? appOrigin(c, brand),
          provider: paymentProviderFor(deps.db),
          fields: { mesa: order.mesa ?? undefined, recomendedProduct: body.recomendedProduct },
          mergeInto: order.id,
          preferMerge: true,
        });
        order = result.order;
      }
      if (body.estadoDeOrden === 'RECIBIDO') {
        if (order.type !== 'delivery' && order.type !== 'delivery_propio') {
          throw badRequest('Solo los pedidos con envío se confirman como recibidos');
        }
        if (order.payment_status === 'pending' || order.payment_status === 'rejected') {
          throw new ApiError(409, 'El pago de esta orden no fue aprobado');
        }
      }
      const updated = await deps.db.transaction(async (tx) => {
        const row = await updateOrderByDiner(tx, order.id, {
          active: body.activeOrder ?? null,
          experiencia: body.experiencia ?? null,
          valoracion: body.valoracion ?? null,
          received: body.estadoDeOrden === 'RECIBIDO',
        });
        if (body.estadoDeOrden === 'RECIBIDO') await creditCashback(tx, row);
        return row;
      });
      return ok(c, toOrderDto(updated));
    },
  }),
  userOrdersRoute(
    '/pedido/usuario/:userId',
    "The user's order history, newest first (data: array)",
    listOrderHistory,
  ),
  defineRoute({
    method: 'GET',
    path: '/pedido/detalles/:id',
    summary: 'One order of the session user: {order, details:{orderDetails}}',
    auth: 'session',
    params: v.object({ id: idParam }),
    async handler({ c, deps, params, me }) {
      const order = await ownOrder(deps, me(), params.id);
      const answer = { order: toOrderDto(order), details: { orderDetails: orderDetails(order) } };
      return ok(c, answer, answer);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/pedido/tracking/:id',
    summary: "A delivery order's tracking page (tracking_url), HTML",
    auth: 'none',
    params: v.object({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'Orden no encontrada')) }),
    async handler({ c, deps, params }) {
      const order = await findOrderById(deps.db, params.id);
      if (order?.type !== 'delivery') throw notFound(orderMessages.notFound);
      return c.html(trackingPage(order));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/dev/kitchen/tick',
    summary: 'Dev/e2e only: advance the demo kitchen one step (as of `now`)',
    auth: 'none',
    body: v.optional(
      v.object({
        now: v.optional(
          v.pipe(
            v.string('El campo "now" debe ser una fecha ISO'),
            v.isoTimestamp('El campo "now" debe ser una fecha ISO'),
          ),
        ),
      }),
    ),
    async handler({ c, deps, body }) {
      if (!deps.config.devOutbox) throw notFound(messages.routeNotFound);
      const kitchen = createKitchen({ db: deps.db, speedSeconds: deps.config.kitchenSpeedSeconds });
      const moved = await kitchen.tick(body?.now ? new Date(body.now) : new Date());
      return ok(c, { moved });
    },
  }),
];

const STEP_TEXT: Record<string, string> = {
  COCINA: 'Tu pedido está en preparación',
  PREPARADO: 'Tu pedido está listo y espera al repartidor',
  RETIRADO: 'Tu pedido está en camino',
  RECIBIDO: 'Tu pedido ha sido entregado',
  RECHAZADO: 'El pago fue rechazado',
};

function trackingPage(o: OrderRow): string {
  const text = STEP_TEXT[o.estado_de_orden] ?? 'Tu pedido está en camino';
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Seguimiento del pedido #${o.id_order ?? ''}</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;display:grid;place-items:center;min-height:100vh">
<main style="background:#fff;border-radius:12px;padding:24px;width:min(420px,92vw)">
<h1 style="font-size:20px;margin:0 0 8px">Pedido #${o.id_order ?? ''}</h1>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(o.local_name)}</p>
<p data-testid="tracking-status" style="font-size:18px;font-weight:600">${escapeHtml(text)}</p>
<p style="color:#71717a;font-size:13px">Actualizado: ${escapeHtml(o.updated_at.toISOString())}</p>
</main></body></html>`;
}
