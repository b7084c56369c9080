import type {
  PaymentEventsInput,
  PaymentVerificationContext,
  PaymentVerificationEvent,
  PaymentVerificationStart,
  VerifiedPayment,
  VerifyPaymentInput,
} from './payment-verification.context';
import type { VerificationMode } from './payment-verification.rules';
import { paymentVerificationSetup } from './payment-verification.setup';

/** The context, events and inputs moved to payment-verification.context.ts, still importable from here. */
export type {
  PaymentEventsInput,
  PaymentVerificationContext,
  PaymentVerificationEvent,
  PaymentVerificationStart,
  VerifiedPayment,
  VerifyPaymentInput,
};

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
export const paymentVerificationMachine = paymentVerificationSetup.createMachine({
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
