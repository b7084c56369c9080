import type { FlowModel } from '../flow-model';
import type { OrderRecord } from '../rules/order-record';
import { orderRatingMachine } from './order-rating.machine';

/** An active order as GET /pedido/active/{userId} lists it (the fields the prompt reads). */
const activeOrder = (
  _id: string,
  type: string,
  estadoDeOrden: string,
  orderStatus: string,
  branchName = 'Brasa Palermo Soho',
): OrderRecord => ({
  _id,
  idOrder: '1042',
  idLocal: 'branch-1',
  storeId: 'store-1',
  branchName,
  type,
  estadoDeOrden,
  orderStatus,
  update: '2026-11-23T12:00:00.000Z',
  created: '2026-11-23T11:40:00.000Z',
  horaRetiro: null,
  mesa: null,
  mesaId: null,
  orderPayment: [],
  tracking_url: null,
  totalFacturado: null,
  total: 12000,
  account: { totalinvoiced: 12000, pointsToUse: null, pointsPercentage: null, winPoints: null },
  metodoDePago: ['cash'],
});

export const RATING_MODEL_ORDERS = {
  cooking: activeOrder('order-1', 'takeaway', 'COCINA', 'COCINA'),
  pickedUp: activeOrder('order-1', 'takeaway', 'RETIRADO', 'ENVIADO'),
  paidTable: activeOrder('order-2', 'mesa', 'PREPARADO', 'PAGADO', 'Brasa Recoleta'),
};

/** Starts as the activeOrders watcher starts it: a signed-in diner, nothing prompted on this device yet. */
export const orderRatingModel: FlowModel = {
  id: 'orderRating',
  title: 'Order rating prompt',
  summary:
    'When an active order reaches a rating state (takeaway RETIRADO or orderStatus ENVIADO, delivery RECIBIDO, mesa orderStatus PAGADO), \'¿Cómo fue tu experiencia en {branch name}?\' opens once for that order (remembered on this device, across reloads); \'Enviar\' needs 1–5 stars and sends {activeOrder:\'false\', experiencia, valoracion}, closing sends {activeOrder:\'false\'}, and either refetches the active orders (ordering.md §2 "Modals used by ordering", §3 "Order rating payload", §4 "Order rating prompt", §5 "Order rating", §8 toasts).',
  machine: orderRatingMachine,
  start:
    'Sign in as demo@demo.com with an order in progress, on the branch home (the active orders are being watched)',
  steps: [
    {
      event: { type: 'xstate.done.actor.readPromptedOrders', output: [] },
      step: 'The app reads the orders already rated on this device: none',
      producedBy: 'a fresh private window (no order prompted on this device yet)',
    },
    {
      event: { type: 'xstate.done.actor.readPromptedOrders', output: ['order-1'] },
      step: 'The app reads the orders already rated on this device: order 1042 was prompted on an earlier visit (or in another tab)',
      producedBy:
        'while the prompt shows in one tab, open the branch home in a second tab: that tab reads the order as already prompted',
    },
    {
      event: { type: 'orderRating.ordersChanged', orders: [RATING_MODEL_ORDERS.cooking] },
      step: 'The active orders arrive: the takeaway order 1042 is in the kitchen (COCINA)',
    },
    {
      event: { type: 'orderRating.ordersChanged', orders: [RATING_MODEL_ORDERS.pickedUp] },
      step: 'The active orders arrive: the kitchen marked the takeaway order 1042 RETIRADO (orderStatus ENVIADO)',
    },
    {
      event: {
        type: 'orderRating.ordersChanged',
        orders: [RATING_MODEL_ORDERS.pickedUp, RATING_MODEL_ORDERS.paidTable],
      },
      step: 'The active orders arrive: order 1042 RETIRADO and a table order at Brasa Recoleta PAGADO',
    },
    { event: { type: 'orderRating.starsChosen', stars: 4 }, step: 'Tap the fourth star' },
    {
      event: { type: 'orderRating.textChanged', text: 'Todo muy rico' },
      step: "Type 'Todo muy rico' in 'Comparte tu experiencia en el lugar'",
    },
    { event: { type: 'orderRating.submitted' }, step: "Press 'Enviar'" },
    {
      event: { type: 'xstate.done.actor.sendRating' },
      step: 'The server saves the rating',
      producedBy: 'the demo server saves it by itself',
    },
    {
      event: { type: 'xstate.error.actor.sendRating', error: new Error('offline') },
      step: 'Sending the rating fails (e.g. no connection)',
    },
    {
      event: { type: 'orderRating.closed' },
      step: 'Close the prompt (its close button, a tap outside, Escape or dragging it down)',
    },
    {
      event: { type: 'orderRating.modalLost', orderId: 'order-1' },
      step: "Press the browser's back button (the sheet closes)",
    },
    {
      event: { type: 'xstate.done.actor.closeOrder' },
      step: 'The server closes the order',
      producedBy: 'the demo server closes it by itself',
    },
    {
      event: { type: 'xstate.error.actor.closeOrder', error: new Error('offline') },
      step: 'Closing the order fails (e.g. no connection)',
    },
  ],
  expectations: {
    reading: 'no rating prompt yet (the ids prompted on this device are read again)',
    watching: 'no rating prompt (no active order to rate, or it was prompted already)',
    'prompting.choosing':
      "the prompt '¿Cómo fue tu experiencia en {branch name}?' (a bottom drawer on a phone) with 5 stars, 'Comparte tu experiencia en el lugar' and 'Enviar', enabled only once a star is chosen",
    'prompting.submitting': "the prompt stays, 'Enviar' busy; PUT /pedido/updateOrder/{id} with the rating",
    closing: "the prompt has gone; PUT /pedido/updateOrder/{id} with {activeOrder:'false'} only",
  },
  keyContext: (s) => ({
    orderId: s.context.order?._id ?? null,
    stars: s.context.stars,
    text: s.context.text,
    prompted: s.context.prompted,
  }),
};
