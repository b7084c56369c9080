// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, BeforeStep, ServerAnswer } from '../app-model';

/** The recovery app-model's fixtures, URLs and screen helpers (password-recovery.app-model.ts uses them). */

export const EMAIL_SENT_URL = '/reestablecer-cuenta';
export const LINK_URL = '/forgotpassword/resetpassword/user-1/token-1';
export const SIGN_IN_URL = '/auth/inicio-de-sesion';
export const STORED_EMAIL_KEYS = ['app_auth_recover_password_email', 'auth_recover_password_email'];
export const LINK_INVALID = 'El enlace para reestablecer la contraseña no es válido o ya venció';
export const user = {
  _id: 'user-1',
  idMarca: 'brand-1',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
};

/** Named server answers (the scripted HTTP layer returns them). */
export const RECOVERY_FIXTURES = {
  linkValid: { status: 200, body: { status: 'success', data: { valid: true } } },
  linkRefused: { status: 400, body: { status: 'error', message: LINK_INVALID } },
  noConnection: { status: 0, networkError: true },
  newLinkSent: { status: 200, body: { status: 'success', data: null } },
  recoveryEmailSent: { status: 200, body: { status: 'success', data: null } },
  serverFails: { status: 500, body: { status: 'error', message: 'Ocurrió un error inesperado' } },
  passwordChanged: { status: 200, body: { status: 'success', data: { email: 'lucia@example.com' } } },
  signedIn: { status: 200, body: { status: 'success', data: user } },
} satisfies Record<string, ServerAnswer>;

export const heading = (app: AppDriver, name: string) => app.screen.queryByRole('heading', { name });
export const button = (app: AppDriver, name: string) => app.screen.getByRole('button', { name });
export const isBusy = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true' || (element as HTMLButtonElement).disabled;
export const newPassword = (app: AppDriver) => app.screen.getByLabelText('Contraseña') as HTMLInputElement;
export const confirmation = (app: AppDriver) =>
  app.screen.getByLabelText('Confirmar contraseña') as HTMLInputElement;
export const storedEmail = (app: AppDriver) =>
  STORED_EMAIL_KEYS.map((key) => app.readLocal(key)).find(Boolean) ?? null;
export const requestsSince = (app: AppDriver, count: number) => app.requests().slice(count);
export const toasts = (app: AppDriver) => app.toasts().join(' | ');

/** Requests seen before the current step (the step's `expectAfter` looks only at what the step caused). */
export const requestCount = new WeakMap<AppDriver, number>();
export const remember = (app: AppDriver) => requestCount.set(app, app.requests().length);
export const newRequests = (app: AppDriver) => requestsSince(app, requestCount.get(app) ?? 0);

/** Leaves the screen and opens a recovery URL, as a person following a link does. */
export const open = (url: string) => async (app: AppDriver) => {
  remember(app);
  await app.navigate('/auth');
  await app.navigate(url);
};

/**
 * §5.3: at least 8 characters, upper and lower case, a digit. Restated from the spec on purpose (the oracle
 * must not share the app's validatePassword, or a fault in it would agree with itself).
 */
export const isStrong = (password: string) =>
  /^.{8,}$/.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);

export const typeInto = (label: string, value: string) => async (app: AppDriver) => {
  remember(app);
  const field = app.screen.getByLabelText(label);
  await app.user.clear(field);
  await app.user.type(field, value);
};

/** After a new link was asked for (from an invalid link): to the stored address, else through the link. */
export const newLinkRequestSent = (app: AppDriver) => {
  const email = storedEmail(app);
  const sent = newRequests(app).filter((r) => r.method === 'POST');
  if (email) app.expect(sent.find((r) => r.path === '/forgotpassword')?.body).toMatchObject({ email });
  else app.expect(sent.map((r) => r.path)).toContain('/forgotpassword/sentMail/user-1/token-1');
};

export const fromResetForm = (before: BeforeStep) => before.text.includes('Creá una nueva contraseña');
export const fromEmailSent = (before: BeforeStep) => before.url === EMAIL_SENT_URL;
