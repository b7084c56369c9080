import type { FlowLevers } from './flow-levers';

/**
 * confirmReceipt in the browser (docs/browser-paths-plan.md W16). The start is a real guest (the model's guest-1) on
 * Brasa Palermo Soho's home, with no active order, and a list that arrives empty: both checked for real. Every step that puts a delivery
 * order in the list is cut: the order itself can be produced (real-orders.ts places, pays, advances and ages one, as
 * tests/e2e/active-orders.spec.ts does), but the model's checks name it by its number.
 */

const NUMBERED =
  "the model's checks find the card by its number ('Compra: #1042', the X named 'Confirmar la recepción del pedido #1041', machines/confirm-receipt/confirm-receipt.app-model.ts); the real server numbers each order from the brand's counter (#1005 onwards after the seed's #1001–#1004, more after earlier specs), and the id map translates ids in paths and bodies, not a number on screen: the checks would have to read the created order's number (an ALIGN left to the app-model)";

export const confirmReceiptLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
  },
  browserImpossible: (_before, step) =>
    step.event.type === 'confirmReceipt.ordersChanged' &&
    (step.event as { orders?: unknown[] }).orders?.length
      ? NUMBERED
      : null,
};
