// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import {
  BRANCH_ID,
  browser,
  CHECKOUT_URL_OF_PROVIDER,
  FAILED,
  HOME,
  heading,
  ORDER_ID,
  PENDING_KEY,
  pathOf,
  SENT,
  verificationRequests,
  WORKING,
} from '../send-order/checkout-on-the-app';
import { attemptsOfRun, LINES, run } from './payment-verification-fixtures.app-model';

/**
 * PAYMENT_VERIFICATION's executable model (payment-verification.app-model.ts) on the screen: the status lines,
 * the failure face and 'Verificar nuevamente', the provider's window, and what each state of the flow shows.
 */

/** In the background (§8) no status line shows: nothing about the payment on screen. */
export const silent = (app: AppDriver) => {
  app.expect(app.screen.queryByText(/verificaci[oó]n|Verificando pago|Reintentando en/)).toBeNull();
  app.expect(heading(app, WORKING)).toBeNull();
  app.expect(heading(app, FAILED)).toBeNull();
  app.expect(verifyAgain(app)).toBeNull();
};

export const lineIs = (app: AppDriver, text: string) => app.screen.getByText(text);
export const verifyAgain = (app: AppDriver) =>
  app.screen.queryByRole('button', { name: 'Verificar nuevamente' });
/** The run ended with the manual option: the error face with the line and 'Verificar nuevamente'. */
export const endedWith = (app: AppDriver, line: string) => {
  app.screen.getByRole('heading', { name: FAILED });
  lineIs(app, line);
  app.expect(verifyAgain(app)).not.toBeNull();
};
export const nothingSentThisRun = (app: AppDriver) => app.expect(attemptsOfRun(app)).toBe(0);
/** The provider's window (the newest the app opened) shows the checkout, still open. */
export const providerWindowOpen = () =>
  browser().windows().at(-1)?.url === CHECKOUT_URL_OF_PROVIDER &&
  browser().windows().at(-1)?.closed === false;

/** What each state of the flow shows on the app. */
export const PAYMENT_VERIFICATION_STATES: AppFlowModel['states'] = {
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
    if (run.shownOnScreen) {
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
    if (run.shownOnScreen) {
      lineIs(app, `Verificando pago (intento ${n} de 3)...`);
      lineIs(app, `Intento ${n} de 3`);
    } else silent(app);
    app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
  },
  'running.backingOff': (app) => {
    const n = attemptsOfRun(app);
    if (!run.shownOnScreen) return silent(app);
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
    if (run.shownOnScreen) endedWith(app, LINES.exhausted);
    else silent(app);
    app.expect(attemptsOfRun(app)).toBe(3);
    app.expect(app.readLocal(PENDING_KEY)).toBeNull();
  },
  timedOut: (app) => {
    if (run.shownOnScreen) endedWith(app, LINES.timedOut);
    else silent(app);
    app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
  },
  noPaymentId: (app) => {
    if (run.shownOnScreen) endedWith(app, LINES.noPaymentId);
    else silent(app);
    nothingSentThisRun(app);
  },
  insufficientData: (app) => {
    if (run.shownOnScreen) endedWith(app, LINES.insufficientData);
    else silent(app);
    nothingSentThisRun(app);
    // An id the app never wrote is removed.
    app.expect(app.readLocal(PENDING_KEY)).toBeNull();
  },
  cancelled: (app) => {
    // Another tab took over: no more attempts, and the diner is not left waiting — the failure face offers
    // 'Verificar nuevamente' (this run's order id) and 'Ver orden'.
    app.expect(app.readLocal(PENDING_KEY)).toBeNull();
    if (!run.shownOnScreen) return silent(app);
    app.expect(heading(app, FAILED)).not.toBeNull();
    app.expect(verifyAgain(app)).not.toBeNull();
  },
  manualStarting: () => {},
  manualNoPaymentId: (app) => endedWith(app, LINES.manualNoPaymentId),
};
