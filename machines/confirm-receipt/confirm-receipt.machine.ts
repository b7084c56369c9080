import { setup } from 'xstate';
import type { OrderRecord } from '../rules/order-record';

/**
 * Confirming receipt of a delivery order (ordering.md §4 "Active orders", confirm receipt). A child of the
 * activeOrders watcher (system id `confirmReceipt`), told of every active-orders list. SCAFFOLD: the issue-13
 * carousel helper replaces this machine; the event names below are the agreed contract
 * (/tmp/team/contracts-13.md).
 */
export type ConfirmReceiptEvent =
  | { type: 'confirmReceipt.ordersChanged'; orders: OrderRecord[] }
  | { type: 'confirmReceipt.requested'; orderId: string }
  | { type: 'confirmReceipt.accepted' }
  | { type: 'confirmReceipt.cancelled' };

export const confirmReceiptMachine = setup({
  types: { events: {} as ConfirmReceiptEvent },
}).createMachine({ id: 'confirmReceipt' });
