// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import {
  checkoutBackground,
  ORDER_FIXTURES,
  ORDER_ID,
  startOnCheckout,
} from '../send-order/checkout-on-the-app';
import { paymentVerificationModel } from './payment-verification.model';
import { run } from './payment-verification-fixtures.app-model';
import { PAYMENT_VERIFICATION_STATES } from './payment-verification-screen.app-model';
import { paymentVerificationSteps, step } from './payment-verification-steps.app-model';

/**
 * Payment verification on the rendered app (ordering.md §4 "Sending an order and online payment" step 5, §8
 * "Payment and order processing", §9 "Timings", "Storage keys"), written from the spec: after 'Enviar orden' and
 * the order's preference, 'Iniciando verificación de pago...' while the provider's window is open (our reading,
 * docs/ordering-payment.md: no attempt and no 30 s limit while the diner pays in it); the window's {type:'close'}
 * from its own origin or the page becoming visible starts at once, the window found closed after 1000 ms; then
 * POST /pedido/verificationordersend
 * {idPayment, idLocal} up to 3 times, 1500 ms × the attempt number apart, 'Verificando pago (intento n de 3)...'
 * and 'Intento n de 3', 'Reintentando en 1,5 / 3 segundos...'; 30 s at most ('Se ha excedido el tiempo máximo de
 * espera.'); 'Idorder' + provider removed on success and on exhaustion; another tab removing it stops everything;
 * 'Verificar nuevamente' asks again with the order's id. Every verification answer is held and given by a step.
 *
 * Split by concern: the texts, timings, answers and the run's memory (payment-verification-fixtures.app-model.ts),
 * the screen's helpers and each state's expectations (payment-verification-screen.app-model.ts) and the steps
 * (payment-verification-steps.app-model.ts).
 */

export const paymentVerificationAppModel: AppFlowModel = {
  model: paymentVerificationModel,
  systemId: 'paymentVerification',
  start: {
    ...startOnCheckout(),
    arrange: (app) => {
      startOnCheckout().arrange?.(app);
      run.current = app;
      run.startedAs = 'processing';
      run.shownOnScreen = false;
      run.orderId = ORDER_ID;
    },
    pendingPaymentCheck: true,
  },
  // sendOrder's create answers with the preference at once; every verification answer is a step.
  background: [
    ...checkoutBackground(false),
    {
      method: 'POST',
      path: /^\/pedido\/sendorder$/,
      fixture: 'withPreference',
      answer: ORDER_FIXTURES.withPreference,
    },
  ],
  instantStates: ['running.checking', 'manualStarting'],
  pending: [
    {
      event: step('paymentVerification.activeOrdersSeen'),
      reason:
        "the active-orders watcher's GET /pedido/active answer (when it asks, and the settled order record) belongs to issue 13's activeOrders app-model, written this session; tests/machines covers the transition",
    },
    {
      event: step('paymentVerification.checkoutOriginFound'),
      reason:
        "GET /payments/config's answer to a run started on load (without the checkout origin) is not held by a step yet; tests/machines covers the origin learnt later",
    },
  ],
  impossible: (events, before) => {
    const last = events.at(-1);
    const reading = before.stateIds.some((id) => id === 'running.checking' || id === 'manualStarting');
    if (reading && !last?.type.startsWith('xstate.done.actor.readStoredPaymentId'))
      return 'the stored key is read at once (local storage): nothing else can happen while it is read';
    if (last?.type === 'paymentVerification.started' && !before.stateIds.includes('idle'))
      return "a second order needs 'Enviar orden' again, which the result screen does not show";
    return null;
  },
  states: PAYMENT_VERIFICATION_STATES,
  steps: paymentVerificationSteps,
};
