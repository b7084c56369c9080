import type { FlowModel, StepCondition } from '../flow-model';
import { paymentVerificationMachine } from './payment-verification.machine';

const ORDER_ID = '64b7f0a1c2d3e4f5a6b7c9aa';
const start = {
  orderId: ORDER_ID,
  idLocal: '64b7f0a1c2d3e4f5a6b7c901',
  providerName: 'Mercado Pago',
  checkoutOrigin: 'http://localhost:4131',
};
const ID = 'paymentVerification';
const TAMPERED = '"><img src=x>';
// A forged close message (another origin) changes nothing, so no path takes it: tests/machines covers it.

/** 'Enviar orden' is on CHECKOUT before any payment: the result screen of a run offers no second order. */
const beforeAnyPayment: StepCondition = {
  text: "nothing about a payment happened yet: CHECKOUT shows 'Enviar orden'",
  holds: (at) => at.stateIds.includes('idle'),
};
/** The check on load runs as the app opens, before the diner does anything in it. */
const asTheAppOpens: StepCondition = {
  text: 'it is the first step: the key is stored before the app opens (the diner left with a payment pending)',
  holds: (at) => at.events.length === 0,
};
/**
 * 'Verificar nuevamente' is on the processing screen: after 'Enviar orden', or once CHECKOUT opened while a check on
 * load runs; in the background nothing shows.
 */
const onTheProcessingScreen: StepCondition = {
  text: "the processing screen shows the run ('Enviar orden' was pressed, or CHECKOUT opened during the check on load)",
  holds: (at) =>
    at.events.some(
      (e) =>
        (e.type === 'paymentVerification.started' && e.mode === 'processing') ||
        e.type === 'paymentVerification.screenOpened',
    ),
};

/** The stored key is read at once (local storage): nothing else happens while it is read. */
const notWhileReading: StepCondition = {
  text: 'the stored key is not being read (that read answers at once)',
  holds: (at) => !at.stateIds.some((id) => id === 'running.checking' || id === 'manualStarting'),
};

const lineOf = (line: unknown): string | null =>
  line === null ? null : typeof line === 'string' ? line : ((line as { key?: string }).key ?? 'text');

export const paymentVerificationModel: FlowModel = {
  id: ID,
  title: 'Payment verification',
  summary:
    "After the provider's checkout opens (or on load with a stored 'idOrder' + provider key), the order's payment is verified with POST /pedido/verificationordersend {idPayment, idLocal}: an initial delay of 1000 ms on the processing screen or 5000 ms in the background, cut short by the provider's close message from its origin or the page becoming visible; 3 attempts 1500 ms × attempt apart; 30 s at most; manual verification; every status line of ordering.md §8; the key removed on success and exhaustion; another tab removing it cancels the timers (ordering.md §4, §8, §9).",
  machine: paymentVerificationMachine,
  start:
    "As demo@demo.com with Hamburguesa clásica in the cart, choose 'Para llevar' on CHECKOUT and press 'Enviar orden'",
  steps: [
    {
      event: { type: 'paymentVerification.started', ...start, mode: 'processing' },
      step: "After 3.5 s the order is created and the provider's checkout opens in a new window (processing screen)",
      when: beforeAnyPayment,
    },
    {
      event: { type: 'paymentVerification.started', ...start, checkoutOrigin: '', mode: 'background' },
      step: "Reload the app while a payment is pending (the 'idOrderMercado Pago' key is in local storage)",
      when: asTheAppOpens,
    },
    {
      event: {
        type: 'paymentVerification.started',
        ...start,
        orderId: TAMPERED,
        checkoutOrigin: '',
        mode: 'background',
      },
      step: "Edit the 'idOrderMercado Pago' key by hand to '\"><img src=x>' and reload the app",
      when: asTheAppOpens,
    },
    {
      event: { type: `xstate.after.initialDelay.${ID}.running.waiting` },
      step: 'Wait for the initial delay',
    },
    {
      event: { type: 'paymentVerification.providerClosed', origin: start.checkoutOrigin },
      step: "Press 'Cerrar' in the provider's window (it posts {type:'close'} from its own origin)",
    },
    {
      event: { type: 'paymentVerification.providerWindowClosed' },
      step: "Close the provider's window without any decision (the app finds it closed; no message)",
    },
    {
      event: { type: 'paymentVerification.checkoutOriginFound', origin: start.checkoutOrigin },
      step: "After a reload, GET /payments/config answers the provider's checkout origin (so its close message counts)",
    },
    {
      event: { type: 'paymentVerification.screenOpened' },
      step: 'Open CHECKOUT while the check on load runs (the processing screen shows it from now on)',
      when: notWhileReading,
    },
    {
      event: { type: 'paymentVerification.pageShown' },
      step: 'Switch back to the app tab (the page becomes visible)',
    },
    {
      event: { type: `xstate.done.actor.readStoredPaymentId`, output: ORDER_ID },
      step: "The stored 'idOrderMercado Pago' holds the order's id",
      producedBy:
        "nothing to do: the app stores the order's id under 'idOrderMercado Pago' when it opens the payment sandbox ('Enviar orden' paid by card)",
    },
    {
      event: { type: `xstate.done.actor.readStoredPaymentId`, output: null },
      step: "There is no 'idOrderMercado Pago' key in local storage",
      producedBy:
        "in DevTools → Application → Local storage delete the 'idOrderMercado Pago' key before coming back",
    },
    {
      event: { type: `xstate.done.actor.readStoredPaymentId`, output: TAMPERED },
      step: "The 'idOrderMercado Pago' key was edited by hand to '\"><img src=x>'",
      producedBy:
        "in DevTools → Application → Local storage set 'idOrderMercado Pago' to \"><img src=x> before coming back",
    },
    {
      event: { type: 'xstate.done.actor.verifyPayment', output: { status: 'success' } },
      step: "The server answers the payment is approved ('Aprobar' was pressed)",
      producedBy: "press 'Aprobar' on the payment sandbox's page",
    },
    {
      event: { type: 'xstate.error.actor.verifyPayment', error: new Error('El pago fue rechazado') },
      step: "The server answers the payment is not approved (pending, or 'Rechazar' was pressed)",
      producedBy: "press 'Rechazar' on the payment sandbox's page (or leave it without pressing either)",
    },
    { event: { type: `xstate.after.backoff.${ID}.running.backingOff` }, step: 'Wait for the backoff' },
    {
      event: { type: `xstate.after.maxWait.${ID}.running` },
      step: 'Wait until 30 s have passed since the start',
      when: notWhileReading,
    },
    {
      event: { type: 'paymentVerification.storageChanged', key: 'idOrderMercado Pago', newValue: null },
      step: "Another tab of the app removes the 'idOrderMercado Pago' key",
      when: notWhileReading,
    },
    {
      event: { type: 'paymentVerification.activeOrdersSeen', orderIds: [ORDER_ID] },
      step: 'The active-orders watcher lists this order as active with its payment settled (its card appears on the branch home)',
    },
    {
      event: { type: 'paymentVerification.manualRequested' },
      step: "Press 'Verificar nuevamente'",
      when: onTheProcessingScreen,
    },
    {
      event: { type: 'xstate.done.actor.readStoredPaymentIdManually', output: null },
      step: "The stored key is gone (removed after the last attempt): the order's own id is used",
      producedBy:
        "press 'Rechazar' on the payment sandbox's page and let the 3 attempts run out (the app removes the key), or delete 'idOrderMercado Pago' in DevTools → Application → Local storage, before pressing 'Verificar nuevamente'",
    },
  ],
  expectations: {
    idle: 'nothing about a payment',
    awaitingProvider:
      "'Iniciando verificación de pago...' on the processing screen while the provider's window is open: no 'Verificando pago' attempt and no 30 s limit until the window closes (its 'Cerrar', the window found closed, or the page shown again)",
    'running.waiting':
      "'Iniciando verificación de pago...' (processing screen only; the background is silent)",
    'running.checking': "'Iniciando verificación de pago...' while the stored key is read",
    'running.attempting': "'Verificando pago (intento n de 3)...' and 'Intento n de 3'",
    'running.backingOff':
      "'Reintentando en 1,5 segundos...' after the 1st attempt, 'Reintentando en 3 segundos...' after the 2nd",
    verified:
      "'Pago verificado con éxito'; the key is gone from local storage; the screen shows 'Enviamos tu orden'",
    exhausted:
      "'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.' with 'Verificar nuevamente'; the key is gone (in the background nothing shows; the console logs 'Se agotaron los reintentos de verificación de pago')",
    timedOut: "'Se ha excedido el tiempo máximo de espera.' with 'Verificar nuevamente'; the key stays",
    noPaymentId: "'No se encontró ID de pago para verificar'; nothing is sent",
    insufficientData:
      "'No se puede verificar: datos insuficientes'; nothing is sent; an edited key is removed; the cart is intact",
    cancelled: 'no more attempts and no timeout: the other tab took over; the cart is intact',
    manualStarting: "'Iniciando verificación manual...'",
    manualNoPaymentId: "'No hay ID de pago para verificar manualmente'",
  },
  keyContext: (s) => ({
    mode: s.context.mode,
    attempt: s.context.attempt,
    statusLine: lineOf(s.context.statusLine),
  }),
};
