import type { FlowModel } from '../flow-model';
import { parseOrder } from '../rules/order-record';
import { confirmReceiptMachine } from './confirm-receipt.machine';

/** The model's clock: 23 Nov 2026, 15:00 UTC (the paths never read the real time). */
export const CONFIRM_RECEIPT_MODEL_NOW = Date.parse('2026-11-23T15:00:00.000Z');

const delivery = (id: string, idOrder: string, update: string) =>
  parseOrder({
    _id: id,
    idOrder,
    idLocal: '64b7f0a1c2d3e4f510000001',
    storeId: 'brasa-palermo',
    localInfo: { nameLocal: 'Brasa Palermo Soho' },
    type: 'delivery',
    estadoDeOrden: 'RETIRADO',
    orderStatus: 'ENVIADO',
    update,
    created: update,
    orderPayment: [{ name: 'Morcilla', quantity: 2, price: 4200 }],
  });

/** Updated 2 hours before the model's now: its X control shows at once. */
export const OLD_DELIVERY = delivery('order-old', '1041', '2026-11-23T13:00:00.000Z');
/** Updated 20 minutes before the model's now: its X control shows 40 minutes later. */
export const FRESH_DELIVERY = delivery('order-fresh', '1042', '2026-11-23T14:40:00.000Z');

/** Confirming receipt of a delivery order, told of the active orders by the watcher. */
export const confirmReceiptModel: FlowModel = {
  id: 'confirmReceipt',
  title: 'Confirm receipt of a delivery order',
  summary:
    'On the branch home\'s active order card, a delivery order gets an X control once 1 hour has passed since its update (one timer to the next order\'s hour, not a poll of the clock); the X asks \'¿Recibiste tu pedido correctamente?\' with Cancelar / Aceptar; Aceptar sends PUT /pedido/updateOrder/{id} {activeOrder:\'false\', estadoDeOrden:\'RECIBIDO\'} and asks the activeOrders watcher to refetch, so the card leaves the carousel; a failure says so in a toast and keeps the control (ordering.md §2 "Active order card", "Modals used by ordering", §4 "Active orders", §7 "Orders", §9 "Timings").',
  machine: confirmReceiptMachine,
  input: { now: () => CONFIRM_RECEIPT_MODEL_NOW },
  start:
    'Sign in as demo@demo.com and open the branch home of Brasa Palermo Soho (the carousel follows the active orders)',
  steps: [
    {
      event: { type: 'confirmReceipt.ordersChanged', orders: [FRESH_DELIVERY] },
      step: 'The active orders arrive: delivery order #1042, updated 20 minutes ago',
    },
    {
      event: { type: 'confirmReceipt.ordersChanged', orders: [OLD_DELIVERY] },
      step: 'The active orders arrive: delivery order #1041, updated 2 hours ago',
    },
    {
      event: { type: 'confirmReceipt.ordersChanged', orders: [] },
      step: 'The active orders arrive empty (the order was delivered or closed elsewhere)',
    },
    {
      event: { type: 'xstate.after.untilNextEligible.confirmReceipt.eligibility.waitingForHour' },
      step: 'Wait until 1 hour has passed since the order’s update (40 minutes for #1042)',
    },
    {
      event: { type: 'confirmReceipt.requested', orderId: 'order-fresh' },
      step: 'Tap the X on the card of #1042',
    },
    {
      event: { type: 'confirmReceipt.requested', orderId: 'order-old' },
      step: 'Tap the X on the card of #1041',
    },
    { event: { type: 'confirmReceipt.cancelled' }, step: "Tap 'Cancelar'" },
    { event: { type: 'confirmReceipt.accepted' }, step: "Tap 'Aceptar'" },
    {
      event: { type: 'xstate.done.actor.confirmReceipt', output: {} },
      step: 'The server confirms the receipt',
      producedBy:
        'the demo server confirms it by itself (a paid delivery order made older than an hour: POST /api/dev/pedido/<id>/age with {"minutes":60})',
    },
    {
      event: { type: 'xstate.error.actor.confirmReceipt', error: new Error('offline') },
      step: 'Confirming fails (e.g. no connection)',
    },
  ],
  expectations: {
    'eligibility.evaluating': 'nothing changes yet (the flow reads the orders’ update times)',
    'eligibility.settled':
      'every delivery order whose update is 1 hour old or more shows the X control on its card; no other does',
    'eligibility.waitingForHour':
      'a delivery order updated less than 1 hour ago shows no X control yet (it appears when its hour is up)',
    'receipt.idle': 'no confirm-receipt modal',
    'receipt.asking':
      "the drawer '¿Recibiste tu pedido correctamente?' with 'Cancelar' and 'Aceptar' covers the branch home",
    'receipt.sending': 'the drawer stays with its buttons busy while the receipt is sent',
  },
  keyContext: (s) => ({
    listed: (s.context.orders as Array<{ _id: string }>).map((o) => o._id),
    confirmable: (s.context.eligibleIds as string[]).filter(
      (id) => !(s.context.confirmedIds as string[]).includes(id),
    ),
    askedOrderId: s.context.orderId,
  }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      (s.context.orders as Array<{ _id: string }>).map((o) => o._id),
      s.context.eligibleIds,
      s.context.confirmedIds,
      s.context.orderId,
    ]),
};
