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
import { TIMINGS } from '../rules/timings';
import { findSystemActor } from '../system-actors';
import { clearCartOfPaidOrder, draftOrderIdOf } from './paid-cart';
import {
  backoffMs,
  hasAttemptsLeft,
  initialDelayMs,
  isFromCheckoutOrigin,
  isPendingKeyRemoved,
  isUsableBranchId,
  isWellFormedPaymentId,
  type VerificationMode,
} from './payment-verification.rules';

/** How verification starts (sendOrder with mode 'processing'; the app on load and the watcher with 'background'). */
export interface PaymentVerificationStart {
  /** The order `_id` stored under 'idOrder' + providerName when the provider opened. */
  orderId: string;
  /** The branch id sent as `idLocal` ('' when none is known). */
  idLocal: string;
  providerName: string;
  /** The provider's checkout origin: the only origin whose `{type:'close'}` message counts ('' for none). */
  checkoutOrigin: string;
  mode: VerificationMode;
  /** The branch home `/sucursal/{id}/{storeId}`, when known: where a resumed processing screen goes on success. */
  homePath?: string;
}

export interface PaymentVerificationContext extends PaymentVerificationStart {
  /** The id being verified (the stored one, or this flow's order id on a manual verification); null before. */
  paymentId: string | null;
  /** The current attempt, 1..3; 0 before the first. */
  attempt: number;
  /** The status line of ordering.md §8 ("Payment and order processing"); null before any start. */
  statusLine: UiText | null;
  /** The paid order's draftOrderId, as the verification answered it (null when unknown: the watcher's path). */
  paidDraftOrderId: string | null;
}

export type PaymentVerificationEvent =
  | ({ type: 'paymentVerification.started' } & PaymentVerificationStart)
  /** 'Verificar nuevamente'. */
  | { type: 'paymentVerification.manualRequested' }
  /** The provider window posted `{type:'close'}` (from `origin`; only the checkout origin counts). */
  | { type: 'paymentVerification.providerClosed'; origin: string }
  /** The page became visible again. */
  | { type: 'paymentVerification.pageShown' }
  /** Another tab changed local storage (`key` null: it was cleared). */
  | { type: 'paymentVerification.storageChanged'; key: string | null; newValue: string | null }
  /** The active-orders watcher's new list: the ids of the active orders whose payment is settled. */
  | { type: 'paymentVerification.activeOrdersSeen'; orderIds: string[] }
  /** The provider's window is closed (or none is open: a refused popup, a reload), src/adapters/payment-window.ts. */
  | { type: 'paymentVerification.providerWindowClosed' }
  /** The provider's checkout origin, learnt after a start that had none (on load: GET /payments/config). */
  | { type: 'paymentVerification.checkoutOriginFound'; origin: string }
  /** sendOrder started (CHECKOUT opened): a background run is shown on its processing screen from now on. */
  | { type: 'paymentVerification.screenOpened' };

/** POST /pedido/verificationordersend {idPayment, idLocal}: resolves when `status === 'success'`, throws otherwise. */
export interface VerifyPaymentInput {
  idPayment: string;
  idLocal: string;
}

export interface PaymentEventsInput {
  providerName: string;
  /** '' when unknown: the actor then looks it up and sends `paymentVerification.checkoutOriginFound`. */
  checkoutOrigin: string;
}

/** What a successful verification answered: the paid order's draftOrderId when the server tells it. */
export interface VerifiedPayment {
  draftOrderId?: string | null;
}

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
 * After a run ended without the payment (exhausted, timed out, nothing to verify, another tab took over): the
 * browser's events are still heard, so the provider window's close message (the diner paid after all) starts a new
 * run; visibility and storage changes are ignored there.
 */
const LISTEN_AFTER_RUN = {
  id: 'paymentEventsAfterRun',
  src: 'paymentEvents',
  input: ({ context }: { context: PaymentVerificationContext }) => ({
    providerName: context.providerName,
    checkoutOrigin: context.checkoutOrigin,
  }),
} as const;

/**
 * What a run that ended still hears: the manual option; paid after all (after the attempts ran out, or after a
 * reload): the watcher lists the order as settled, or the provider window closes: a new run (the stored id, else
 * this order id) shown on the processing screen again.
 */
const AFTER_RUN = {
  'paymentVerification.manualRequested': 'manualStarting',
  'paymentVerification.activeOrdersSeen': { guard: 'isAmongActiveOrders', target: 'verified' },
  'paymentVerification.providerClosed': {
    guard: 'isFromCheckoutOrigin',
    target: 'manualStarting',
    actions: 'resumeOnScreen',
  },
} as const;

const START = {
  homePath: '',
  orderId: '',
  idLocal: '',
  providerName: '',
  checkoutOrigin: '',
  mode: 'processing' as VerificationMode,
};

/**
 * Online payment verification (ordering.md §4 "Sending an order and online payment" step 5, "Payment verification
 * on the active-orders watcher", "Processing screen"; §8 "Payment and order processing"; §9 Timings, Storage keys).
 * Started by sendOrder once the provider opened (mode 'processing') and by the app on load with a stored id (mode
 * 'background': 5000 ms; shown on the processing screen when CHECKOUT is open). A processing run waits while the
 * provider's window is open (no attempt, no timer); it starts when the window posts `{type:'close'}` from its
 * checkout origin or the page becomes visible again (at once), or when the window is found closed (after 1000 ms).
 * It reads the stored id and sends {idPayment, idLocal} up to 3 times, 1500 ms × attempt apart, within 30 s.
 * Success and exhaustion remove the stored key; another tab removing it cancels the timers. The outcome is reported
 * to sendOrder; a verified payment clears the cart of that order (through sendOrder when it runs). The watcher
 * listing the order as settled, or the close message after a failed run, still verifies it later.
 */
export const paymentVerificationMachine = setup({
  types: {
    context: {} as PaymentVerificationContext,
    events: {} as PaymentVerificationEvent,
  },
  actors: {
    /** Reads local storage's 'idOrder' + providerName (null when absent). */
    readStoredPaymentId: fromPromise<string | null, { providerName: string }>(async () =>
      notProvided('readStoredPaymentId')(),
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
  guards: {
    isFromCheckoutOrigin: ({ context, event }) =>
      event.type === 'paymentVerification.providerClosed' &&
      isFromCheckoutOrigin(event.origin, context.checkoutOrigin),
    isPendingKeyRemoved: ({ context, event }) =>
      event.type === 'paymentVerification.storageChanged' && isPendingKeyRemoved(event, context.providerName),
    /** §4 "Payment verification on the active-orders watcher": the stored id is among the active orders. */
    isAmongActiveOrders: ({ context, event }) =>
      event.type === 'paymentVerification.activeOrdersSeen' &&
      context.orderId !== '' &&
      event.orderIds.includes(context.orderId),
    isProcessingStart: ({ event }) =>
      event.type === 'paymentVerification.started' && event.mode === 'processing',
    hasNoStoredId: (_, params: { stored: string | null }) => !params.stored,
    /** A stored id the app never wrote (edited by hand): it is removed, since no verification can use it. */
    hasTamperedId: (_, params: { stored: string | null }) => !isWellFormedPaymentId(params.stored),
    hasNoBranchId: ({ context }) => !isUsableBranchId(context.idLocal),
    hasAttemptsLeft: ({ context }) => hasAttemptsLeft(context.attempt),
    isBackground: ({ context }) => context.mode === 'background',
    /** A manual verification needs an id: the stored one, else the order this flow was started for. */
    hasManualPaymentId: ({ context }, params: { stored: string | null }) =>
      isWellFormedPaymentId(params.stored) || isWellFormedPaymentId(context.orderId),
  },
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
}).createMachine({
  id: 'paymentVerification',
  context: { ...START, paymentId: null, attempt: 0, statusLine: null, paidDraftOrderId: null },
  on: {
    'paymentVerification.started': [
      { guard: 'isProcessingStart', target: '.awaitingProvider', reenter: true, actions: 'start' },
      { target: '.running', reenter: true, actions: ['start', 'offerToScreen'] },
    ],
    'paymentVerification.checkoutOriginFound': { actions: 'storeCheckoutOrigin' },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing to verify: no payment was started in this visit and none was stored.',
    },
    awaitingProvider: {
      description:
        "The provider's window is open (the diner is paying in it): no attempt and no timer runs. Verification starts when the window posts its close message from the checkout origin, when the page becomes visible again, or when the window is found closed (then after the 1000 ms delay); the watcher seeing the order settled verifies it.",
      invoke: [
        {
          id: 'paymentEventsWhileOpen',
          src: 'paymentEvents',
          input: ({ context }) => ({
            providerName: context.providerName,
            checkoutOrigin: context.checkoutOrigin,
          }),
        },
        { id: 'watchProviderWindow', src: 'watchProviderWindow' },
      ],
      on: {
        'paymentVerification.providerClosed': { guard: 'isFromCheckoutOrigin', target: 'running.checking' },
        'paymentVerification.pageShown': 'running.checking',
        'paymentVerification.providerWindowClosed': 'running',
        'paymentVerification.storageChanged': { guard: 'isPendingKeyRemoved', target: 'cancelled' },
        'paymentVerification.activeOrdersSeen': { guard: 'isAmongActiveOrders', target: 'verified' },
      },
    },
    running: {
      description:
        'A verification is under way; after 30 s without a result it stops. Another tab removing the stored key cancels every timer.',
      invoke: {
        id: 'paymentEvents',
        src: 'paymentEvents',
        input: ({ context }) => ({
          providerName: context.providerName,
          checkoutOrigin: context.checkoutOrigin,
        }),
      },
      after: { maxWait: 'timedOut' },
      on: {
        // CHECKOUT opened while a background run is under way: the processing screen shows it from now on.
        'paymentVerification.screenOpened': { actions: 'offerToScreen' },
        'paymentVerification.storageChanged': {
          guard: 'isPendingKeyRemoved',
          target: 'cancelled',
        },
        // The watcher lists the order as active: verified, the timers cancelled (leaving `running`), key removed.
        'paymentVerification.activeOrdersSeen': { guard: 'isAmongActiveOrders', target: 'verified' },
      },
      initial: 'waiting',
      states: {
        waiting: {
          description:
            "'Iniciando verificación de pago...': the initial delay (1000 ms processing, 5000 ms background), cut short by the provider's close message from its origin or the page becoming visible.",
          after: { initialDelay: 'checking' },
          on: {
            'paymentVerification.providerClosed': { guard: 'isFromCheckoutOrigin', target: 'checking' },
            'paymentVerification.pageShown': 'checking',
          },
        },
        checking: {
          description: "Reads the stored 'idOrder' + provider key.",
          invoke: {
            id: 'readStoredPaymentId',
            src: 'readStoredPaymentId',
            input: ({ context }) => ({ providerName: context.providerName }),
            onDone: [
              {
                guard: { type: 'hasNoStoredId', params: ({ event }) => ({ stored: event.output }) },
                target: '#paymentVerification.noPaymentId',
              },
              {
                guard: { type: 'hasTamperedId', params: ({ event }) => ({ stored: event.output }) },
                target: '#paymentVerification.insufficientData',
                actions: { type: 'removeStoredPaymentId', params: ({ context }) => context },
              },
              { guard: 'hasNoBranchId', target: '#paymentVerification.insufficientData' },
              {
                target: 'attempting',
                actions: {
                  type: 'storePaymentId',
                  params: ({ event }) => ({ paymentId: event.output as string }),
                },
              },
            ],
            onError: { target: '#paymentVerification.noPaymentId' },
          },
        },
        attempting: {
          description:
            "'Verificando pago (intento n de 3)...': POST /pedido/verificationordersend {idPayment, idLocal}.",
          entry: ['countAttempt', 'showVerifying'],
          invoke: {
            id: 'verifyPayment',
            src: 'verifyPayment',
            input: ({ context }) => ({ idPayment: context.paymentId ?? '', idLocal: context.idLocal }),
            onDone: {
              target: '#paymentVerification.verified',
              actions: { type: 'storePaidOrder', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: [
              { guard: 'hasAttemptsLeft', target: 'backingOff' },
              {
                guard: 'isBackground',
                target: '#paymentVerification.exhausted',
                actions: [
                  { type: 'removeStoredPaymentId', params: ({ context }) => context },
                  'logBackgroundExhaustion',
                ],
              },
              {
                target: '#paymentVerification.exhausted',
                actions: [
                  { type: 'removeStoredPaymentId', params: ({ context }) => context },
                  'reportFailed',
                ],
              },
            ],
          },
        },
        backingOff: {
          description:
            "'Reintentando en {s} segundos...': 1500 ms × the attempt number, cut short by the close message or the page becoming visible.",
          entry: 'showRetrying',
          after: { backoff: 'attempting' },
          on: {
            'paymentVerification.providerClosed': { guard: 'isFromCheckoutOrigin', target: 'attempting' },
            'paymentVerification.pageShown': 'attempting',
          },
        },
      },
    },
    verified: {
      description: "'Pago verificado con éxito': the stored key is removed and sendOrder is told.",
      entry: [
        { type: 'showStatus', params: { line: 'payment.verified' } },
        { type: 'removeStoredPaymentId', params: ({ context }) => context },
        'settlePaidCart',
      ],
    },
    exhausted: {
      description:
        "'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.' with the manual option; the stored key is removed (in the background silently, with the log line).",
      entry: { type: 'showStatus', params: { line: 'payment.exhausted' } },
      invoke: LISTEN_AFTER_RUN,
      on: AFTER_RUN,
    },
    timedOut: {
      description:
        "'Se ha excedido el tiempo máximo de espera.' with the manual option; the stored key stays.",
      entry: [{ type: 'showStatus', params: { line: 'payment.timedOut' } }, 'reportFailed'],
      invoke: LISTEN_AFTER_RUN,
      on: AFTER_RUN,
    },
    noPaymentId: {
      description: "'No se encontró ID de pago para verificar': nothing is sent.",
      entry: [{ type: 'showStatus', params: { line: 'payment.noPaymentId' } }, 'reportFailed'],
      invoke: LISTEN_AFTER_RUN,
      on: AFTER_RUN,
    },
    insufficientData: {
      description:
        "'No se puede verificar: datos insuficientes': no branch id, or a stored id the app never wrote (tampered), which is removed; nothing is sent.",
      entry: [{ type: 'showStatus', params: { line: 'payment.insufficientData' } }, 'reportFailed'],
      invoke: LISTEN_AFTER_RUN,
      on: AFTER_RUN,
    },
    cancelled: {
      description:
        "Another tab removed the stored key (it verified the payment or gave up): the timers are cancelled and nothing is sent; sendOrder is told the run ended, so the processing screen offers 'Verificar nuevamente' (this flow's order id) and 'Ver orden'.",
      entry: 'reportFailed',
      invoke: LISTEN_AFTER_RUN,
      on: AFTER_RUN,
    },
    manualStarting: {
      description:
        "'Iniciando verificación manual...': reads the stored key; without it, this flow's order id.",
      entry: { type: 'showStatus', params: { line: 'payment.manualStarting' } },
      invoke: {
        id: 'readStoredPaymentIdManually',
        src: 'readStoredPaymentId',
        input: ({ context }) => ({ providerName: context.providerName }),
        onDone: [
          { guard: 'hasNoBranchId', target: 'insufficientData' },
          {
            guard: { type: 'hasManualPaymentId', params: ({ event }) => ({ stored: event.output }) },
            target: 'running.attempting',
            actions: { type: 'storeManualPaymentId', params: ({ event }) => ({ stored: event.output }) },
          },
          { target: 'manualNoPaymentId' },
        ],
        onError: { target: 'manualNoPaymentId' },
      },
    },
    manualNoPaymentId: {
      description:
        "'No hay ID de pago para verificar manualmente': sendOrder is told the run ended (the processing screen shows the line and the manual option again).",
      entry: [{ type: 'showStatus', params: { line: 'payment.manualNoPaymentId' } }, 'reportFailed'],
      invoke: LISTEN_AFTER_RUN,
      on: AFTER_RUN,
    },
  },
});
