import type { ConfirmReceiptRequest } from '@/machines/confirm-receipt/confirm-receipt.machine';
import type { HttpCall } from './http';

/** The receipt confirmation's body (ordering.md §7 "Orders": receipt {activeOrder:'false', estadoDeOrden:'RECIBIDO'}). */
export const CONFIRM_RECEIPT_BODY = { activeOrder: 'false', estadoDeOrden: 'RECIBIDO' } as const;

/** Confirming receipt of a delivery order (ordering.md §4 "Active orders", §7 "Orders"). */
export function createConfirmReceiptApi(call: HttpCall) {
  return {
    /** PUT /pedido/updateOrder/{id} {activeOrder:'false', estadoDeOrden:'RECIBIDO'}; a 4xx rejects with the server's message. */
    confirmOrderReceipt: async ({ orderId }: ConfirmReceiptRequest): Promise<void> => {
      await call(`/pedido/updateOrder/${encodeURIComponent(orderId)}`, {
        method: 'PUT',
        body: CONFIRM_RECEIPT_BODY,
      });
    },
  };
}

export type ConfirmReceiptApi = ReturnType<typeof createConfirmReceiptApi>;
