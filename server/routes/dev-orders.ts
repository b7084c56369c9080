import * as v from 'valibot';
import { ApiError, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import { ageOrder } from '../services/dev-tools';
import { applyStep, nextStep } from '../services/kitchen';
import { findOrderById, type OrderRow, toOrderDto } from '../services/orders';

/**
 * Demo/test tools for the order follow-up (issue 13): move an order one kitchen step, or make it
 * older. Served only where the e-mail sandbox is (not in production unless DEV_OUTBOX=1), exactly
 * like PUT /dev/local/:id/status. No session: the e2e drives them beside the diner's browser.
 */
export const devOrderMessages = {
  notFound: 'Orden no encontrada',
  awaitingPayment: 'La orden espera la aprobación de su pago',
  lastStep: 'La orden ya está en su último estado',
  minutes: 'El campo "minutes" debe ser un número entero entre 1 y 43200',
} as const;

const MAX_MINUTES = 43_200; // 30 days

async function orderOr404(db: Parameters<typeof findOrderById>[0], id: string): Promise<OrderRow> {
  const order = await findOrderById(db, id);
  if (!order) throw notFound(devOrderMessages.notFound);
  return order;
}

export const devOrderRoutes = [
  defineRoute({
    method: 'POST',
    path: '/dev/pedido/:id/advance',
    summary: "Demo/test only: move an order one step of the demo kitchen's flow for its type",
    auth: 'none',
    params: v.object({ id: idParam }),
    async handler({ c, deps, params }) {
      if (!deps.config.devOutbox) throw notFound(messages.routeNotFound);
      const order = await orderOr404(deps.db, params.id);
      if (order.payment_status !== 'not_required' && order.payment_status !== 'approved')
        throw new ApiError(409, devOrderMessages.awaitingPayment);
      const step = nextStep(order.type, order.estado_de_orden);
      if (!step || order.completed_at !== null) throw new ApiError(409, devOrderMessages.lastStep);
      if (!(await applyStep(deps.db, order, step))) throw new ApiError(409, devOrderMessages.lastStep);
      return ok(c, toOrderDto(await orderOr404(deps.db, params.id)));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/dev/pedido/:id/age',
    summary: "Demo/test only: move an order's `created` and `update` back by {minutes}",
    auth: 'none',
    params: v.object({ id: idParam }),
    body: v.object({
      minutes: v.pipe(
        v.number(devOrderMessages.minutes),
        v.integer(devOrderMessages.minutes),
        v.minValue(1, devOrderMessages.minutes),
        v.maxValue(MAX_MINUTES, devOrderMessages.minutes),
      ),
    }),
    async handler({ c, deps, params, body }) {
      if (!deps.config.devOutbox) throw notFound(messages.routeNotFound);
      await orderOr404(deps.db, params.id);
      await ageOrder(deps.db, params.id, body.minutes);
      return ok(c, toOrderDto(await orderOr404(deps.db, params.id)));
    },
  }),
];
