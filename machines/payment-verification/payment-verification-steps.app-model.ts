// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import {
  BRANCH_ID,
  browser,
  CARD_TOTAL,
  CHECKOUT,
  CHECKOUT_ORIGIN,
  FAILED,
  heading,
  ORDER_ID,
  PENDING_KEY,
  tapSendOrder,
  verificationRequests,
  WORKING,
} from '../send-order/checkout-on-the-app';
import { paymentVerificationModel } from './payment-verification.model';
import {
  attemptsOfRun,
  BACKOFF_STEP_MS,
  INITIAL_DELAY_MS,
  LINES,
  markRunStart,
  PAYING_MS,
  reopenWith,
  run,
  TAMPERED,
  verificationFixtures,
} from './payment-verification-fixtures.app-model';
import {
  lineIs,
  nothingSentThisRun,
  providerWindowOpen,
  verifyAgain,
} from './payment-verification-screen.app-model';

/**
 * PAYMENT_VERIFICATION's executable model (payment-verification.app-model.ts): the diner's steps, the clock's
 * and the scripted server's verification answers, each with what follows.
 */

/** The model's step of that event type (the n-th of that type): robust to steps added to the human model. */
export const step = (type: string, nth = 0) => {
  const found = paymentVerificationModel.steps.filter((s) => s.event.type === type)[nth];
  if (!found) throw new Error(`paymentVerification's model has no step ${nth + 1} of type ${type}`);
  return found.event;
};

export const paymentVerificationSteps: AppStep[] = [
  {
    event: step('paymentVerification.started', 0),
    action: {
      kind: 'gesture',
      // 'Enviar orden', then sendOrder's 3.5 s; the server answers the order with its preference.
      run: async (app) => {
        markRunStart(app);
        run.startedAs = 'processing';
        run.shownOnScreen = true;
        run.orderId = ORDER_ID;
        await tapSendOrder(app, CARD_TOTAL);
        await app.wait(3500);
      },
    },
    expectAfter: (app) => {
      app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
      nothingSentThisRun(app);
    },
  },
  {
    event: step('paymentVerification.started', 1),
    action: { kind: 'navigation', run: (app) => reopenWith(app, ORDER_ID) },
    // The check on load asks nothing before its initial delay, and keeps the key.
    expectAfter: (app) => {
      app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
      nothingSentThisRun(app);
    },
  },
  {
    event: step('paymentVerification.started', 2),
    action: { kind: 'navigation', run: (app) => reopenWith(app, TAMPERED) },
    expectAfter: (app) => nothingSentThisRun(app),
  },
  {
    event: step('paymentVerification.screenOpened'),
    action: {
      kind: 'navigation',
      run: async (app) => {
        run.shownOnScreen = true;
        await app.navigate(CHECKOUT);
      },
    },
    // CHECKOUT gives way to the processing screen, which shows the run from now on.
    expectAfter: (app) => {
      app.screen.getByRole('heading', { name: WORKING });
      app.expect(app.screen.queryByRole('button', { name: 'Enviar orden' })).toBeNull();
    },
  },
  {
    event: step('xstate.after.initialDelay.paymentVerification.running.waiting'),
    action: {
      kind: 'clock',
      get ms() {
        return INITIAL_DELAY_MS[run.startedAs];
      },
    },
  },
  {
    event: step('paymentVerification.providerClosed'),
    action: {
      kind: 'gesture',
      // First a forged {type:'close'} from another origin: ignored (§4 step 5, the provider's origin only); nothing
      // is asked. Then the provider's own.
      run: async (app) => {
        const asked = verificationRequests(app).length;
        await browser().postMessage({ type: 'close' }, 'https://forged.example');
        await app.settle();
        app.expect(verificationRequests(app).length, 'a forged close message was obeyed').toBe(asked);
        // After a run that ended (the failure face), the provider's close starts a new run (attempts from 1).
        if (heading(app, FAILED)) markRunStart(app);
        await browser().postMessage({ type: 'close' }, CHECKOUT_ORIGIN);
      },
    },
    // The provider's close moves the run on at once (no clock moved): the first line is gone (an attempt, or the
    // line of what the stored key held).
    expectAfter: (app) => app.expect(app.screen.queryByText(LINES.starting)).toBeNull(),
  },
  {
    event: step('paymentVerification.providerWindowClosed'),
    action: {
      kind: 'gesture',
      // The diner pays for a minute in the provider's window: no attempt and no 30 s limit meanwhile. Then the
      // window is closed with no message; the app finds it closed.
      run: async (app) => {
        await app.wait(PAYING_MS);
        app.expect(attemptsOfRun(app), 'an attempt while the provider window was open').toBe(0);
        app.expect(app.screen.queryByText(LINES.timedOut)).toBeNull();
        lineIs(app, LINES.starting);
        app.expect(providerWindowOpen()).toBe(true);
        await browser().closeProviderWindow();
      },
    },
    // Nothing asked yet: the initial delay (1000 ms) runs first.
    expectAfter: (app) => nothingSentThisRun(app),
  },
  {
    event: step('paymentVerification.pageShown'),
    action: { kind: 'gesture', run: async () => browser().showPage() },
  },
  {
    event: step('xstate.done.actor.readStoredPaymentId', 0),
    action: {
      kind: 'local',
      fixture: "the stored 'idOrderMercado Pago' holds the order's id",
      arrange: (app) => app.writeLocal(PENDING_KEY, ORDER_ID),
    },
  },
  {
    event: step('xstate.done.actor.readStoredPaymentId', 1),
    action: {
      kind: 'local',
      fixture: "no 'idOrderMercado Pago' key",
      arrange: (app) => app.removeLocal(PENDING_KEY),
    },
  },
  {
    event: step('xstate.done.actor.readStoredPaymentId', 2),
    action: {
      kind: 'local',
      fixture: "'idOrderMercado Pago' edited by hand",
      arrange: (app) => app.writeLocal(PENDING_KEY, TAMPERED),
    },
  },
  {
    event: step('xstate.done.actor.verifyPayment'),
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/verificationordersend$/,
      fixture: 'approved',
      answer: verificationFixtures.approved,
    },
    // §8: the key is removed on success; the order is sent.
    expectAfter: (app) => app.expect(app.readLocal(PENDING_KEY)).toBeNull(),
  },
  {
    event: step('xstate.error.actor.verifyPayment'),
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/verificationordersend$/,
      fixture: 'rejected',
      answer: verificationFixtures.rejected,
    },
  },
  {
    event: step('xstate.after.backoff.paymentVerification.running.backingOff'),
    action: {
      kind: 'clock',
      // 1500 ms after the 1st attempt, 3000 ms after the 2nd.
      get ms() {
        return BACKOFF_STEP_MS * (run.current ? attemptsOfRun(run.current) : 1);
      },
    },
  },
  {
    event: step('xstate.after.maxWait.paymentVerification.running'),
    action: { kind: 'clock', ms: 30000 },
  },
  {
    event: step('paymentVerification.storageChanged'),
    action: { kind: 'gesture', run: async () => browser().removeInAnotherTab(PENDING_KEY) },
  },
  {
    event: step('paymentVerification.manualRequested'),
    action: {
      kind: 'gesture',
      run: async (app) => {
        markRunStart(app);
        const button = verifyAgain(app);
        if (!button) throw new Error("no 'Verificar nuevamente' to press");
        await app.user.click(button);
      },
    },
  },
  {
    event: step('xstate.done.actor.readStoredPaymentIdManually'),
    action: {
      kind: 'local',
      fixture: 'the key is gone',
      arrange: (app) => app.removeLocal(PENDING_KEY),
    },
    // Asked at once with the order's own id; an id the app never wrote (the edited key it started with) is not sent.
    expectAfter: (app) => {
      if (run.orderId === TAMPERED) return nothingSentThisRun(app);
      app.expect(attemptsOfRun(app)).toBe(1);
      app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    },
  },
];
