/**
 * The payment-verification flow's guards (named in the chart, payment-verification.machine.ts; registered in
 * payment-verification.setup.ts).
 */
import type { PaymentVerificationContext, PaymentVerificationEvent } from './payment-verification.context';
import {
  hasAttemptsLeft,
  isFromCheckoutOrigin,
  isPendingKeyRemoved,
  isUsableBranchId,
  isWellFormedPaymentId,
} from './payment-verification.rules';

type GuardArgs = { context: PaymentVerificationContext; event: PaymentVerificationEvent };

export const paymentVerificationGuards = {
  isFromCheckoutOrigin: ({ context, event }: GuardArgs) =>
    event.type === 'paymentVerification.providerClosed' &&
    isFromCheckoutOrigin(event.origin, context.checkoutOrigin),
  isPendingKeyRemoved: ({ context, event }: GuardArgs) =>
    event.type === 'paymentVerification.storageChanged' && isPendingKeyRemoved(event, context.providerName),
  /** §4 "Payment verification on the active-orders watcher": the stored id is among the active orders. */
  isAmongActiveOrders: ({ context, event }: GuardArgs) =>
    event.type === 'paymentVerification.activeOrdersSeen' &&
    context.orderId !== '' &&
    event.orderIds.includes(context.orderId),
  isProcessingStart: ({ event }: GuardArgs) =>
    event.type === 'paymentVerification.started' && event.mode === 'processing',
  hasNoStoredId: (_: GuardArgs, params: { stored: string | null }) => !params.stored,
  /** A stored id the app never wrote (edited by hand): it is removed, since no verification can use it. */
  hasTamperedId: (_: GuardArgs, params: { stored: string | null }) => !isWellFormedPaymentId(params.stored),
  hasNoBranchId: ({ context }: GuardArgs) => !isUsableBranchId(context.idLocal),
  hasAttemptsLeft: ({ context }: GuardArgs) => hasAttemptsLeft(context.attempt),
  isBackground: ({ context }: GuardArgs) => context.mode === 'background',
  /** A manual verification needs an id: the stored one, else the order this flow was started for. */
  hasManualPaymentId: ({ context }: GuardArgs, params: { stored: string | null }) =>
    isWellFormedPaymentId(params.stored) || isWellFormedPaymentId(context.orderId),
};
