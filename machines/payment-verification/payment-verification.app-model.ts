// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import {
  BRANCH_ID,
  browser,
  CARD_TOTAL,
  CHECKOUT,
  CHECKOUT_ORIGIN,
  CHECKOUT_URL_OF_PROVIDER,
  checkoutBackground,
  FAILED,
  HOME,
  heading,
  ORDER_FIXTURES,
  ORDER_ID,
  ok,
  PENDING_KEY,
  pathOf,
  SENT,
  startOnCheckout,
  tapSendOrder,
  verificationRequests,
  WORKING,
} from '../send-order/checkout-on-the-app';
import { paymentVerificationModel } from './payment-verification.model';

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
 */
/** The model's step of that event type (the n-th of that type): robust to steps added to the human model. */
const step = (type: string, nth = 0) => {
  const found = paymentVerificationModel.steps.filter((s) => s.event.type === type)[nth];
  if (!found) throw new Error(`paymentVerification's model has no step ${nth + 1} of type ${type}`);
  return found.event;
};
const TAMPERED = '"><img src=x>';
const LINES = {
  starting: 'Iniciando verificación de pago...',
  verified: 'Pago verificado con éxito',
  exhausted: 'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.',
  timedOut: 'Se ha excedido el tiempo máximo de espera.',
  noPaymentId: 'No se encontró ID de pago para verificar',
  insufficientData: 'No se puede verificar: datos insuficientes',
  manualNoPaymentId: 'No hay ID de pago para verificar manualmente',
};
/** §9: the backoff is 1500 ms × the attempt that failed. */
const BACKOFF_STEP_MS = 1500;

/** The verification requests sent before the current run (started, or 'Verificar nuevamente'). */
const runStarts = new WeakMap<AppDriver, number>();
const markRunStart = (app: AppDriver) => runStarts.set(app, verificationRequests(app).length);
/** Attempts sent in the current run (1..3). */
const attemptsOfRun = (app: AppDriver) => verificationRequests(app).length - (runStarts.get(app) ?? 0);
/** The driver of the path being walked (a clock step's length depends on the attempts it made). */
let current: AppDriver | null = null;
/**
 * How the path's run started: 'processing' after 'Enviar orden', 'background' when the app opened with the key
 * (§4 step 5 "on load, when a stored id exists"; §9: the initial delay 1000 ms on the processing screen, 5000 ms
 * in the background).
 */
let startedAs: 'processing' | 'background' = 'processing';
/** Whether the processing screen shows the run (after 'Enviar orden', or CHECKOUT opened during a check on load). */
let shownOnScreen = false;
/** The order id the run was started with (the stored key's value when the app opened with it). */
let runOrderId = ORDER_ID;
/** §9 "Timings": the initial delay of a run. */
const INITIAL_DELAY_MS = { processing: 1000, background: 5000 };
/** Where the diner opens the app again with the key stored: the branch home (no processing screen there). */
const REOPENED_AT = HOME;

/** The diner opens the app again with `stored` in the pending key (the check on load starts, silently). */
const reopenWith = async (app: AppDriver, stored: string) => {
  if (!app.reload) throw new Error('the runner cannot reload the app');
  markRunStart(app);
  startedAs = 'background';
  shownOnScreen = false;
  runOrderId = stored;
  app.writeLocal(PENDING_KEY, stored);
  await app.reload(REOPENED_AT);
};
/** In the background (§8) no status line shows: nothing about the payment on screen. */
const silent = (app: AppDriver) => {
  app.expect(app.screen.queryByText(/verificaci[oó]n|Verificando pago|Reintentando en/)).toBeNull();
  app.expect(heading(app, WORKING)).toBeNull();
  app.expect(heading(app, FAILED)).toBeNull();
  app.expect(verifyAgain(app)).toBeNull();
};

const verificationFixtures = {
  approved: ok({ status: 'approved' }),
  rejected: { status: 422, body: { status: 'error', message: 'El pago fue rechazado' } },
} satisfies Record<string, ServerAnswer>;

const lineIs = (app: AppDriver, text: string) => app.screen.getByText(text);
const verifyAgain = (app: AppDriver) => app.screen.queryByRole('button', { name: 'Verificar nuevamente' });
/** The run ended with the manual option: the error face with the line and 'Verificar nuevamente'. */
const endedWith = (app: AppDriver, line: string) => {
  app.screen.getByRole('heading', { name: FAILED });
  lineIs(app, line);
  app.expect(verifyAgain(app)).not.toBeNull();
};
const nothingSentThisRun = (app: AppDriver) => app.expect(attemptsOfRun(app)).toBe(0);
/** The provider's window (the newest the app opened) shows the checkout, still open. */
const providerWindowOpen = () =>
  browser().windows().at(-1)?.url === CHECKOUT_URL_OF_PROVIDER &&
  browser().windows().at(-1)?.closed === false;
/** How long the diner stays in the provider's window before closing it: longer than the 30 s maximum wait. */
const PAYING_MS = 60_000;

const steps: AppStep[] = [
  {
    event: step('paymentVerification.started', 0),
    action: {
      kind: 'gesture',
      // 'Enviar orden', then sendOrder's 3.5 s; the server answers the order with its preference.
      run: async (app) => {
        markRunStart(app);
        startedAs = 'processing';
        shownOnScreen = true;
        runOrderId = ORDER_ID;
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
        shownOnScreen = true;
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
        return INITIAL_DELAY_MS[startedAs];
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
        return BACKOFF_STEP_MS * (current ? attemptsOfRun(current) : 1);
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
      if (runOrderId === TAMPERED) return nothingSentThisRun(app);
      app.expect(attemptsOfRun(app)).toBe(1);
      app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    },
  },
];

export const paymentVerificationAppModel: AppFlowModel = {
  model: paymentVerificationModel,
  systemId: 'paymentVerification',
  start: {
    ...startOnCheckout(),
    arrange: (app) => {
      startOnCheckout().arrange?.(app);
      current = app;
      startedAs = 'processing';
      shownOnScreen = false;
      runOrderId = ORDER_ID;
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
  modelGaps: [
    {
      type: 'xstate.error.actor.readStoredPaymentId',
      reason:
        "local storage refusing the read (blocked storage): the human model has no step for it; tests/machines/payment-verification covers 'No se encontró ID de pago para verificar'",
    },
    {
      type: 'xstate.error.actor.readStoredPaymentIdManually',
      reason:
        "the same refusal on 'Verificar nuevamente': no human step; tests/machines covers 'No hay ID de pago para verificar manualmente'",
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
  states: {
    idle: (app) => {
      // CHECKOUT before 'Enviar orden'.
      app.screen.getByRole('button', { name: 'Enviar orden' });
      app.expect(app.screen.queryByText(LINES.starting)).toBeNull();
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
    },
    awaitingProvider: (app) => {
      // The processing screen while the diner pays in the provider's window: the first line, no attempt.
      app.screen.getByRole('heading', { name: WORKING });
      lineIs(app, LINES.starting);
      app.expect(app.screen.queryByText(/^Intento \d de 3$/)).toBeNull();
      nothingSentThisRun(app);
      app.expect(providerWindowOpen()).toBe(true);
      app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
    },
    'running.waiting': (app) => {
      if (shownOnScreen) {
        app.screen.getByRole('heading', { name: WORKING });
        lineIs(app, LINES.starting);
      } else silent(app);
      nothingSentThisRun(app);
    },
    'running.checking': () => {},
    'running.attempting': (app) => {
      const n = attemptsOfRun(app);
      app.expect(n).toBeGreaterThanOrEqual(1);
      app.expect(n).toBeLessThanOrEqual(3);
      if (shownOnScreen) {
        lineIs(app, `Verificando pago (intento ${n} de 3)...`);
        lineIs(app, `Intento ${n} de 3`);
      } else silent(app);
      app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    },
    'running.backingOff': (app) => {
      const n = attemptsOfRun(app);
      if (!shownOnScreen) return silent(app);
      lineIs(app, `Reintentando en ${n === 1 ? '1,5' : '3'} segundos...`);
      lineIs(app, `Intento ${n} de 3`);
    },
    verified: (app) => {
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
      // sendOrder shows 'Enviamos tu orden', then the branch home.
      if (pathOf(app) !== HOME) app.screen.getByRole('heading', { name: SENT });
    },
    exhausted: (app) => {
      // §8: in the background the stored id is cleared silently.
      if (shownOnScreen) endedWith(app, LINES.exhausted);
      else silent(app);
      app.expect(attemptsOfRun(app)).toBe(3);
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
    },
    timedOut: (app) => {
      if (shownOnScreen) endedWith(app, LINES.timedOut);
      else silent(app);
      app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
    },
    noPaymentId: (app) => {
      if (shownOnScreen) endedWith(app, LINES.noPaymentId);
      else silent(app);
      nothingSentThisRun(app);
    },
    insufficientData: (app) => {
      if (shownOnScreen) endedWith(app, LINES.insufficientData);
      else silent(app);
      nothingSentThisRun(app);
      // An id the app never wrote is removed.
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
    },
    cancelled: (app) => {
      // Another tab took over: no more attempts, and the diner is not left waiting — the failure face offers
      // 'Verificar nuevamente' (this run's order id) and 'Ver orden'.
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
      if (!shownOnScreen) return silent(app);
      app.expect(heading(app, FAILED)).not.toBeNull();
      app.expect(verifyAgain(app)).not.toBeNull();
    },
    manualStarting: () => {},
    manualNoPaymentId: (app) => endedWith(app, LINES.manualNoPaymentId),
  },
  steps,
};
