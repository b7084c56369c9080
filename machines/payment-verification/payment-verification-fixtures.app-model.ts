// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, ServerAnswer } from '../app-model';
import { HOME, ORDER_ID, ok, PENDING_KEY, verificationRequests } from '../send-order/checkout-on-the-app';

/**
 * The data of PAYMENT_VERIFICATION's executable model (payment-verification.app-model.ts): the texts and
 * timings it checks, the named verification answers, and what it remembers of the run being walked.
 */

export const TAMPERED = '"><img src=x>';
export const LINES = {
  starting: 'Iniciando verificación de pago...',
  verified: 'Pago verificado con éxito',
  exhausted: 'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.',
  timedOut: 'Se ha excedido el tiempo máximo de espera.',
  noPaymentId: 'No se encontró ID de pago para verificar',
  insufficientData: 'No se puede verificar: datos insuficientes',
  manualNoPaymentId: 'No hay ID de pago para verificar manualmente',
};
/** §9: the backoff is 1500 ms × the attempt that failed. */
export const BACKOFF_STEP_MS = 1500;

/** The run being walked: its driver, how it started, whether it shows on screen, and its order id. */
export const run: {
  /** The driver of the path being walked (a clock step's length depends on the attempts it made). */
  current: AppDriver | null;
  /**
   * How the path's run started: 'processing' after 'Enviar orden', 'background' when the app opened with the key
   * (§4 step 5 "on load, when a stored id exists"; §9: the initial delay 1000 ms on the processing screen, 5000 ms
   * in the background).
   */
  startedAs: 'processing' | 'background';
  /** Whether the processing screen shows the run (after 'Enviar orden', or CHECKOUT opened during a check on load). */
  shownOnScreen: boolean;
  /** The order id the run was started with (the stored key's value when the app opened with it). */
  orderId: string;
} = { current: null, startedAs: 'processing', shownOnScreen: false, orderId: ORDER_ID };

/** The verification requests sent before the current run (started, or 'Verificar nuevamente'). */
export const runStarts = new WeakMap<AppDriver, number>();
export const markRunStart = (app: AppDriver) => runStarts.set(app, verificationRequests(app).length);
/** Attempts sent in the current run (1..3). */
export const attemptsOfRun = (app: AppDriver) => verificationRequests(app).length - (runStarts.get(app) ?? 0);
/** §9 "Timings": the initial delay of a run. */
export const INITIAL_DELAY_MS = { processing: 1000, background: 5000 };
/** Where the diner opens the app again with the key stored: the branch home (no processing screen there). */
export const REOPENED_AT = HOME;

/** The diner opens the app again with `stored` in the pending key (the check on load starts, silently). */
export const reopenWith = async (app: AppDriver, stored: string) => {
  if (!app.reload) throw new Error('the runner cannot reload the app');
  markRunStart(app);
  run.startedAs = 'background';
  run.shownOnScreen = false;
  run.orderId = stored;
  app.writeLocal(PENDING_KEY, stored);
  await app.reload(REOPENED_AT);
};

export const verificationFixtures = {
  approved: ok({ status: 'approved' }),
  rejected: { status: 422, body: { status: 'error', message: 'El pago fue rechazado' } },
} satisfies Record<string, ServerAnswer>;
/** How long the diner stays in the provider's window before closing it: longer than the 30 s maximum wait. */
export const PAYING_MS = 60_000;
