import { confirmReceiptMachine } from '@/machines/confirm-receipt/confirm-receipt.machine';
import type { Api } from '../adapters/http';

/**
 * The confirmReceipt machine with the app's real effects, spawned by the activeOrders watcher as its child
 * (src/app/active-orders-flow.ts provides it). SCAFFOLD: the carousel helper fills in `.provide`.
 */
export function provideConfirmReceipt(_api: Api) {
  return confirmReceiptMachine;
}
