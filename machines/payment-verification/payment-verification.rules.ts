/**
 * Pure rules of payment verification (ordering.md §4 "Sending an order and online payment" step 5, "Payment
 * verification on the active-orders watcher", §8 "Payment and order processing", §9 Timings, Storage keys).
 */
import { pendingPaymentKey } from '../rules/storage-keys';
import { TIMINGS } from '../rules/timings';

/** 2 retries: 3 attempts in all. */
export const MAX_VERIFICATION_ATTEMPTS = 3;

/** Where verification was started from; each has its reading of the initial delay (ordering.md §4, §9). */
export type VerificationMode = 'processing' | 'background';

/** The initial delay: 1000 ms on the processing screen, 5000 ms in the background (on load, the watcher). */
export const initialDelayMs = (mode: VerificationMode): number =>
  mode === 'background'
    ? TIMINGS.paymentVerificationBackgroundDelay
    : TIMINGS.paymentVerificationProcessingDelay;

/** The wait after a failed attempt: 1500 ms × the attempt number (1500 after the 1st, 3000 after the 2nd). */
export const backoffMs = (attempt: number): number => TIMINGS.paymentVerificationBackoffStep * attempt;

/** Another attempt follows a failed one until the 3rd. */
export const hasAttemptsLeft = (attempt: number): boolean => attempt < MAX_VERIFICATION_ATTEMPTS;

/**
 * A stored payment id the app could have written: the order `_id` (24 hex), or a provider's preference or
 * payment id — letters, digits, '-' and '_', at most 100 characters (the server's limit for `idPayment`).
 * Anything else was edited by hand (a tampered key) and is not sent.
 */
export const isWellFormedPaymentId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value);

/** A branch id to send as `idLocal`: non-blank text of at most 100 characters. */
export const isUsableBranchId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100;

/**
 * A `{type:'close'}` message counts only from the provider's checkout origin (docs/api.md "GET
 * /api/payments/config": the only origin whose close message the app accepts). No known origin: none counts.
 */
export const isFromCheckoutOrigin = (origin: string, checkoutOrigin: string): boolean =>
  checkoutOrigin !== '' && origin === checkoutOrigin;

/**
 * A `storage` event from another tab removed this provider's pending payment key (or cleared the storage:
 * key null).
 */
export const isPendingKeyRemoved = (
  change: { key: string | null; newValue: string | null },
  providerName: string,
): boolean =>
  change.key === null || (change.key === pendingPaymentKey(providerName) && change.newValue === null);

/** The provider's name of a stored pending-payment key ('idOrder' + name), or null for any other key. */
export const providerNameOfKey = (key: string): string | null => {
  const prefix = pendingPaymentKey('');
  return key.startsWith(prefix) ? key.slice(prefix.length) : null;
};
