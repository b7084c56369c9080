import type { FlowModel } from '../flow-model';
import { demoOrder, olderOrder, seededTakeaway } from './order-history.fixtures';
import { orderHistoryMachine } from './order-history.machine';
import { ApiErrorLike } from './order-history.model-errors';

const older = olderOrder();

export const orderHistoryModel: FlowModel = {
  id: 'orderHistory',
  title: 'Order history and detail',
  summary:
    "PROFILE_ORDERS (GET /pedido/usuario/{userId}, newest first, status icon, totalinvoiced, date-time, 'No tenes actividades registradas') and PROFILE_ORDERS/{id} (GET /pedido/detalles/{id}: every §2 item; another user's order or an unknown id shows the server's message and a way back; back to previousPath when the active-order card opened it, else PROFILE_ORDERS) (ordering.md §2, §4, §7).",
  machine: orderHistoryMachine,
  start: 'Signed in as demo@demo.com (user-1), on PROFILE',
  steps: [
    { event: { type: 'orderHistory.opened', userId: 'user-1' }, step: "Tap 'Ordenes' on PROFILE" },
    {
      event: { type: 'xstate.done.actor.fetchOrderHistory', output: [older, seededTakeaway()] },
      step: 'The server answers two orders',
      producedBy:
        'signed in as the seeded demo@demo.com: the demo server answers its four seeded orders (#1004 to #1001, newest first)',
    },
    {
      event: { type: 'xstate.done.actor.fetchOrderHistory', output: [] },
      step: 'The server answers no orders',
      producedBy:
        'signed in as the seeded perfil@demo.com (Demo1234), who has no orders (close its profile prompt first), or a new guest',
    },
    {
      event: { type: 'xstate.error.actor.fetchOrderHistory', error: new ApiErrorLike('network error', null) },
      step: 'The history cannot load (no connection)',
    },
    { event: { type: 'orderHistory.retryRequested' }, step: "Tap 'Intentar nuevamente' on the history" },
    {
      event: {
        type: 'orderDetail.opened',
        orderId: 'order-1',
        previousPath: '/perfil/ordenes',
        userId: 'user-1',
      },
      step: 'Open /perfil/ordenes/order-1 (the list stored previousPath /perfil/ordenes)',
    },
    {
      event: {
        type: 'xstate.done.actor.fetchOrderDetail',
        output: { order: seededTakeaway(), orderDetails: [] },
      },
      step: 'The server answers the order',
      producedBy: 'tap an order of the list: the demo server answers it',
    },
    {
      event: {
        type: 'xstate.done.actor.fetchOrderDetail',
        output: {
          order: demoOrder({ orderPayment: '[{"name":"Pizza muzzarella","quantity":2' }),
          orderDetails: [],
        },
      },
      step: 'The server answers the order with a malformed orderPayment string',
      producedBy:
        "only checked automatically (tests/model, tests/model-app): the demo server always stores an order's lines as a list",
    },
    {
      event: {
        type: 'xstate.error.actor.fetchOrderDetail',
        error: new ApiErrorLike('No tenés permiso para acceder a este recurso.', 403),
      },
      step: "The order is another user's (403 with the server's message)",
      producedBy:
        "signed in as the seeded perfil@demo.com, open /perfil/ordenes/64b7f0a1c2d3e4f5a6b7f001 (an order of demo@demo.com): the demo server answers 403 'No tenés permiso para acceder a este recurso.'",
    },
    {
      event: { type: 'xstate.error.actor.fetchOrderDetail', error: new ApiErrorLike('network error', null) },
      step: 'The detail cannot load (no connection)',
    },
    { event: { type: 'orderDetail.retryRequested' }, step: "Tap 'Intentar nuevamente' on the detail" },
    {
      event: { type: 'orderDetail.backRequested' },
      step: "Tap back (the header's, or 'Volver' under a message): PROFILE_ORDERS, whose list is asked afresh",
    },
  ],
  expectations: {
    'list.idle': 'PROFILE_ORDERS is not open (or there is no user): nothing is asked',
    'list.loading': "'Órdenes' with skeleton rows",
    'list.loaded':
      "'Órdenes' with the orders newest first (status icon, totalinvoiced, date-time, each opening its detail), or 'No tenes actividades registradas'",
    'list.failed': "a message that the orders could not load, with 'Intentar nuevamente'",
    'detail.idle': 'no order detail open',
    'detail.loading': "'Detalle de orden' with a skeleton",
    'detail.loaded':
      "the status label, totals, 'Metodo de pago', points and consumption details, product lines (a malformed orderPayment: what could be read, a note, a console warning)",
    'detail.refused': "the server's message (another user's order, an unknown id) with 'Volver'; no retry",
    'detail.failed': "a message that the order could not load, with 'Intentar nuevamente' and 'Volver'",
  },
  keyContext: (s) => ({
    orders: (s.context.orders as { _id: string }[]).map((o) => o._id),
    orderId: s.context.orderId,
    backTo: s.context.backTo,
    items: (s.context.items as unknown[]).length,
    malformed: s.context.malformed,
  }),
};
