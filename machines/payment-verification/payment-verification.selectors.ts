import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { paymentVerificationMachine } from './payment-verification.machine';

export type PaymentVerificationSnapshot = SnapshotFrom<typeof paymentVerificationMachine>;

/** The status line of ordering.md §8 the processing screen shows; null before any verification started. */
export const selectStatusLine = (s: PaymentVerificationSnapshot): UiText | null => s.context.statusLine;

/** 'Intento n de 3': the current attempt, 1..3; 0 before the first. */
export const selectAttempt = (s: PaymentVerificationSnapshot): number => s.context.attempt;

/**
 * 'Verificar nuevamente' is offered: after the last attempt, after the 30 s maximum wait, and when the run ended
 * without sending (no stored id, insufficient data, another tab took over). Never for a background run, which no
 * screen shows.
 */
export const selectCanVerifyManually = (s: PaymentVerificationSnapshot): boolean =>
  s.context.mode === 'processing' &&
  (s.matches('exhausted') ||
    s.matches('timedOut') ||
    s.matches('noPaymentId') ||
    s.matches('insufficientData') ||
    s.matches('cancelled') ||
    s.matches('manualNoPaymentId'));

/** A verification is under way (the initial delay, an attempt, a backoff, or a manual start). */
export const selectIsVerifying = (s: PaymentVerificationSnapshot): boolean =>
  s.matches('running') || s.matches('manualStarting');

/** The payment was verified in this visit. */
export const selectIsPaymentVerified = (s: PaymentVerificationSnapshot): boolean => s.matches('verified');
