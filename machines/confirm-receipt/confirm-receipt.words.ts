import type { FlowWords } from '../flow-words';

/** confirmReceipt: its states and guards in the product's words (docs/flows, /__flows). */
export const confirmReceiptWords: FlowWords = {
  states: {
    eligibility: 'Which orders can be confirmed',
    'eligibility.evaluating': 'Reading the orders',
    'eligibility.settled': 'X shown where due',
    'eligibility.waitingForHour': 'Waiting for an order to be 1 hour old',
    receipt: 'Confirming receipt',
    'receipt.idle': 'No question open',
    'receipt.asking': "'¿Recibiste tu pedido correctamente?'",
    'receipt.sending': 'Sending the confirmation',
  },
  guards: {
    hasUpcoming: 'a delivery order becomes confirmable later',
    canConfirmRequested: 'that order shows the X (updated 1 hour ago or more)',
    isAskedOrderGone: 'the order asked about is no longer active',
  },
  events: {
    'confirmReceipt.ordersChanged': 'The active orders arrive',
    'confirmReceipt.requested': "Tap the X on an order's card",
  },
};
