import { fromPromise } from 'xstate';
import {
  type ConfirmReceiptRequest,
  confirmReceiptMachine,
} from '@/machines/confirm-receipt/confirm-receipt.machine';
import type { RouteApi as Api } from '../adapters/route-apis';

/**
 * The confirmReceipt machine with the app's real effect (PUT /pedido/updateOrder/{id} with
 * {activeOrder:'false', estadoDeOrden:'RECIBIDO'}, src/adapters/confirm-receipt-api.ts), spawned by the
 * activeOrders watcher as its child (src/app/active-orders-flow.ts provides it).
 */
export function provideConfirmReceipt(api: Api) {
  return confirmReceiptMachine.provide({
    actors: {
      confirmReceipt: fromPromise<unknown, ConfirmReceiptRequest>(({ input }) =>
        api.confirmOrderReceipt(input),
      ),
    },
  });
}
