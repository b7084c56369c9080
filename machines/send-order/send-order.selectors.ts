import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { sendOrderMachine } from './send-order.machine';

export type SendOrderSnapshot = SnapshotFrom<typeof sendOrderMachine>;

/** The processing/result screen's faces (ordering.md §4 "Processing screen"). */
export type ProcessingView = 'working' | 'success' | 'error';

/**
 * True from the 'Enviar orden' tap until the result screen is done (contract of issue 12): the checkout screen
 * renders the processing screen instead of its content while it holds.
 */
export const selectIsSending = (s: SendOrderSnapshot): boolean => !s.matches('idle');

/** Which face shows: working (waiting, sending, awaiting the payment), success, or error; null when idle. */
export const selectProcessingView = (s: SendOrderSnapshot): ProcessingView | null => {
  if (s.matches('idle')) return null;
  if (s.matches('succeeded')) return 'success';
  if (s.matches('orderFailed') || s.matches('requestFailed') || s.matches('paymentFailed')) return 'error';
  return 'working';
};

/** 'Cancelar orden' shows for the first 3 s after the tap. */
export const selectCanCancel = (s: SendOrderSnapshot): boolean => s.matches({ waiting: 'cancellable' });

/** Waiting for the provider's payment (paymentVerification's status line and 'Intento n de 3' show). */
export const selectIsAwaitingPayment = (s: SendOrderSnapshot): boolean => s.matches('awaitingPayment');

/** 'Verificar nuevamente': only after a payment that was not verified. */
export const selectCanVerifyAgain = (s: SendOrderSnapshot): boolean => s.matches('paymentFailed');

/** 'Ver orden' (back to the order, the cart kept): on every error face. */
export const selectCanViewOrder = (s: SendOrderSnapshot): boolean => selectProcessingView(s) === 'error';

/** The server's message when the create or update was refused (shown under the error heading). */
export const selectErrorDetail = (s: SendOrderSnapshot): UiText | null =>
  s.matches('orderFailed') ? s.context.errorDetail : null;

/** The order's `_id` once the server answered (the one order, also after a retried send). */
export const selectSentOrderId = (s: SendOrderSnapshot): string | null => s.context.answer?.orderId ?? null;
