import type { SnapshotFrom } from 'xstate';
import type { confirmReceiptMachine } from './confirm-receipt.machine';

export type ConfirmReceiptSnapshot = SnapshotFrom<typeof confirmReceiptMachine>;

/** The X control shows on this order's card: a delivery order 1 hour after its update, not confirmed yet. */
export const selectCanConfirm = (s: ConfirmReceiptSnapshot, orderId: string): boolean =>
  s.context.eligibleIds.includes(orderId) && !s.context.confirmedIds.includes(orderId);
/** The ids of the orders whose X control shows (for a list of cards; compare by content). */
export const selectConfirmableIds = (s: ConfirmReceiptSnapshot): readonly string[] =>
  s.context.eligibleIds.filter((id) => !s.context.confirmedIds.includes(id));
/** The order '¿Recibiste tu pedido correctamente?' asks about, or null. */
export const selectAskedOrderId = (s: ConfirmReceiptSnapshot): string | null => s.context.orderId;
/** 'Aceptar' was pressed and the answer has not come yet (the modal's buttons are busy). */
export const selectIsSendingReceipt = (s: ConfirmReceiptSnapshot): boolean =>
  s.matches({ receipt: 'sending' });
