import {
  type AnyActorRef,
  type AnyEventObject,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import { TIMINGS } from '../rules/timings';
import { findSystemActor } from '../system-actors';
import { clearCartOfPaidOrder, draftOrderIdOf } from './paid-cart';
import type {
  PaymentEventsInput,
  PaymentVerificationContext,
  PaymentVerificationEvent,
  VerifyPaymentInput,
} from './payment-verification.context';
import { paymentVerificationGuards } from './payment-verification.guards';
import { backoffMs, initialDelayMs, isWellFormedPaymentId } from './payment-verification.rules';

const notProvided = (name: string) => () => {
  throw new Error(`paymentVerification: "${name}" was not provided`);
};

/** enqueueActions typed for this flow's context and events (inline, the delays defeat its inference). */
const contextActions = enqueueActions<
  PaymentVerificationContext,
  PaymentVerificationEvent,
  undefined,
  PaymentVerificationEvent,
  never,
  never,
  never,
  never,
  never
>;

/** Tells sendOrder the outcome (processing mode only: in the background nobody waits); no sendOrder: nothing. */
const reportToSendOrder = (type: 'sendOrder.paymentVerified' | 'sendOrder.paymentFailed') =>
  contextActions(({ context, system, enqueue }) => {
    if (context.mode !== 'processing') return;
    // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
    const sendOrder = findSystemActor(system, 'sendOrder', `report ${type}`);
    if (sendOrder) enqueue.sendTo(sendOrder, { type, draftOrderId: context.paidDraftOrderId });
  });

/**
 * The payment is verified: whoever shows it clears the cart of that order (never a full cart whose order was
 * paid). A processing run tells sendOrder (its success face clears the cart after 3 s); a background run tells
 * sendOrder too when it runs (idle, it clears the cart at once), else clears the cart itself.
 */
const settlePaidCart = contextActions(({ context, system, enqueue }) => {
  const sendOrder = system.get('sendOrder') as AnyActorRef | undefined;
  if (context.mode === 'processing' && !sendOrder) {
    // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
    findSystemActor(system, 'sendOrder', 'report sendOrder.paymentVerified');
  }
  if (sendOrder) {
    enqueue.sendTo(sendOrder, { type: 'sendOrder.paymentVerified', draftOrderId: context.paidDraftOrderId });
    return;
  }
  clearCartOfPaidOrder(system, enqueue, context.paidDraftOrderId);
});

/**
 * A background run while sendOrder runs (CHECKOUT opened in this visit): from now on it is the processing
 * screen's run (sendOrder shows it, its outcome is reported, the manual option shows).
 */
const offerToScreen = contextActions(({ context, system, enqueue }) => {
  if (context.mode !== 'background') return;
  const sendOrder = system.get('sendOrder') as AnyActorRef | undefined;
  if (!sendOrder) return;
  enqueue.assign({ mode: 'processing' });
  enqueue.sendTo(sendOrder, { type: 'sendOrder.paymentResumed', homePath: context.homePath ?? '' });
});
/**
 * The payment-verification flow's named actors, guards, actions and delays (the chart is in
 * payment-verification.machine.ts). The calls and storage throw "not provided"; the app supplies them
 * (src/app/payment-verification-flow.ts).
 */
export const paymentVerificationSetup = setup({
  types: {
    context: {} as PaymentVerificationContext,
    events: {} as PaymentVerificationEvent,
  },
  actors: {
    /** Reads local storage's 'idOrder' + providerName (null when absent or unreadable: the read never fails). */
    readStoredPaymentId: neverRejectingRead<string | null, { providerName: string }>(
      'paymentVerification',
      'readStoredPaymentId',
      null,
      notProvidedRead('paymentVerification', 'readStoredPaymentId'),
    ),
    /** POST /pedido/verificationordersend; rejects for any answer but success. */
    verifyPayment: fromPromise<unknown, VerifyPaymentInput>(async () => notProvided('verifyPayment')()),
    /**
     * The browser's `message` (only `{type:'close'}`), `visibilitychange` (only to visible) and `storage`
     * events, sent back as this flow's events (src/adapters/payment-events.ts).
     */
    paymentEvents: fromCallback<AnyEventObject, PaymentEventsInput>(() => notProvided('paymentEvents')()),
    /**
     * The provider's window: sends `paymentVerification.providerWindowClosed` once it is closed — at once when none
     * is open (a refused popup, a page that was reloaded) — src/adapters/payment-window.ts.
     */
    watchProviderWindow: fromCallback<AnyEventObject>(() => notProvided('watchProviderWindow')()),
  },
  guards: paymentVerificationGuards,
  actions: {
    start: assign(({ event }) =>
      event.type === 'paymentVerification.started'
        ? {
            orderId: event.orderId,
            idLocal: event.idLocal,
            providerName: event.providerName,
            checkoutOrigin: event.checkoutOrigin,
            mode: event.mode,
            homePath: event.homePath ?? '',
            paymentId: null,
            attempt: 0,
            statusLine: 'payment.starting' as UiText,
            paidDraftOrderId: null,
          }
        : {},
    ),
    /** On load the checkout origin is unknown until GET /payments/config answers; a known one is kept. */
    storeCheckoutOrigin: assign(({ context, event }) =>
      event.type === 'paymentVerification.checkoutOriginFound' && context.checkoutOrigin === ''
        ? { checkoutOrigin: event.origin }
        : {},
    ),
    storePaidOrder: assign((_, params: { answer: unknown }) => ({
      paidDraftOrderId: draftOrderIdOf(params.answer),
    })),
    offerToScreen,
    settlePaidCart,
    /** A new run after a failed one: the processing screen shows it working again (sendOrder.paymentResumed). */
    resumeOnScreen: contextActions(({ context, system, enqueue }) => {
      if (context.mode !== 'processing') return;
      const sendOrder = system.get('sendOrder') as AnyActorRef | undefined;
      if (sendOrder)
        enqueue.sendTo(sendOrder, { type: 'sendOrder.paymentResumed', homePath: context.homePath });
    }),
    storePaymentId: assign((_, params: { paymentId: string }) => ({ paymentId: params.paymentId })),
    /** The stored id when well-formed, else this flow's order id (the key is gone after exhaustion). */
    storeManualPaymentId: assign(({ context }, params: { stored: string | null }) => ({
      paymentId: isWellFormedPaymentId(params.stored) ? params.stored : context.orderId,
      attempt: 0,
    })),
    countAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    showStatus: assign((_, params: { line: UiText }) => ({ statusLine: params.line })),
    showVerifying: assign(({ context }) => ({
      statusLine: { key: 'payment.verifying', values: { attempt: context.attempt } } as UiText,
    })),
    showRetrying: assign(({ context }) => ({
      statusLine: {
        key: 'payment.retrying',
        values: { seconds: backoffMs(context.attempt) / 1000 },
      } as UiText,
    })),
    /**
     * Removes local storage's 'idOrder' + providerName. The app provides it (src/app/payment-verification-flow.ts);
     * the default does nothing, so the model replay (which stubs actors only) can walk every path.
     */
    removeStoredPaymentId: (_, _params: { providerName: string }) => {},
    /** ordering.md §8: background exhaustion is silent; only the log says so. */
    logBackgroundExhaustion: () => {
      // i18n-exempt: the spec's log line (ordering.md §8), never shown to the diner.
      console.info('Se agotaron los reintentos de verificación de pago');
    },
    reportFailed: reportToSendOrder('sendOrder.paymentFailed'),
  },
  delays: {
    initialDelay: ({ context }) => initialDelayMs(context.mode),
    backoff: ({ context }) => backoffMs(context.attempt),
    maxWait: TIMINGS.paymentVerificationMaxWait,
  },
});
