// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { signOut as signOutOnProfile } from '../session/diners-on-the-app';
import { signInModel } from './sign-in.model';

/**
 * SIGN_IN on the rendered app (accounts.md §2.4, §4.4, §5.1, §8), written from the spec: its Spanish texts,
 * its route `/auth/inicio-de-sesion`, its storage key `{prefix}_auth_pathname` (prefix `app`).
 */

const SIGN_IN_URL = '/auth/inicio-de-sesion';
const EMAIL_SENT_URL = '/reestablecer-cuenta';
const user = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

/** Named server answers (the scripted HTTP layer returns them). */
export const SIGN_IN_FIXTURES = {
  passwordAccepted: { status: 200, body: { status: 'success', data: user } },
  noSuchAccount: { status: 404, body: { status: 'error', message: 'No existe una cuenta con este email' } },
  wrongPassword: { status: 400, body: { status: 'error', message: 'La contraseña es incorrecta' } },
  serverFails: { status: 500, body: { status: 'error', message: 'Ocurrió un error inesperado' } },
  recoveryEmailSent: { status: 200, body: { status: 'success', data: null } },
} satisfies Record<string, ServerAnswer>;

const onSignInScreen = (app: AppDriver) => app.url() === SIGN_IN_URL;
const email = (app: AppDriver) => app.screen.getByLabelText('Email') as HTMLInputElement;
const password = (app: AppDriver) => app.screen.getByLabelText('Contraseña') as HTMLInputElement;
const submit = (app: AppDriver) => app.screen.getByRole('button', { name: 'Ingresar' });
const forgot = (app: AppDriver) => app.screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' });
const messageUnder = (app: AppDriver, field: HTMLElement) => app.descriptionOf(field);
const isBusy = (button: HTMLElement) =>
  button.getAttribute('aria-disabled') === 'true' ||
  button.getAttribute('aria-busy') === 'true' ||
  (button as HTMLButtonElement).disabled;

/** §5.1: an e-mail is required and must look like one. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const typeInto = (label: 'Email' | 'Contraseña', value: string) => async (app: AppDriver) => {
  if (!onSignInScreen(app)) await app.navigate(SIGN_IN_URL);
  const field = app.screen.getByLabelText(label);
  await app.user.clear(field);
  await app.user.type(field, value);
};

const lastRequest = (app: AppDriver, method: string, path: string) =>
  app
    .requests()
    .filter((r) => r.method === method && r.path === path)
    .at(-1);

const steps: AppStep[] = [
  {
    event: { type: 'signIn.opened' },
    action: {
      kind: 'navigation',
      // AUTH → 'Ingresar con email'; a signed-in diner signs out first (PROFILE → 'Cerrar sesión').
      run: async (app) => {
        await app.navigate('/auth');
        if (!app.url().startsWith('/auth')) await signOut(app);
        await app.user.click(app.screen.getByRole('link', { name: 'Ingresar con email' }));
        await app.settle();
      },
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(email(app).value).toBe('');
      app.expect(password(app).value).toBe('');
      app.expect(messageUnder(app, email(app))).toBe('');
      app.expect(messageUnder(app, password(app))).toBe('');
    },
  },
  {
    event: { type: 'signIn.fieldChanged', field: 'email', value: 'Lucia@Example.com' },
    action: { kind: 'gesture', run: typeInto('Email', 'Lucia@Example.com') },
    expectAfter: (app) => {
      app.expect(email(app).value).toBe('Lucia@Example.com');
      app.expect(messageUnder(app, email(app))).toBe('');
    },
  },
  {
    event: { type: 'signIn.fieldChanged', field: 'email', value: 'lucia@' },
    action: { kind: 'gesture', run: typeInto('Email', 'lucia@') },
    expectAfter: (app) => {
      app.expect(email(app).value).toBe('lucia@');
      // Before the first submit a change only clears the message; after it, every change is validated.
      app.expect(['', 'Por favor ingresa un email válido']).toContain(messageUnder(app, email(app)));
    },
  },
  {
    event: { type: 'signIn.fieldChanged', field: 'password', value: 'Secreta123' },
    action: { kind: 'gesture', run: typeInto('Contraseña', 'Secreta123') },
    expectAfter: (app) => {
      app.expect(password(app).value).toBe('Secreta123');
      app.expect(messageUnder(app, password(app))).toBe('');
    },
  },
  {
    event: { type: 'signIn.submitted' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const before = app.requests().length;
        await app.user.click(submit(app));
        // Remembered for `expectAfter`: did this tap send the form?
        sentLogin.set(app, app.requests().length > before);
      },
    },
    expectAfter: (app) => {
      const typedEmail = email(app).value;
      const valid = EMAIL_SHAPE.test(typedEmail.trim()) && password(app).value !== '';
      if (valid) {
        // §4.4: POST /login with the e-mail lowercased; 'Ingresar' shows a spinner meanwhile.
        const request = lastRequest(app, 'POST', '/login');
        app
          .expect(request?.body)
          .toMatchObject({ email: typedEmail.trim().toLowerCase(), password: 'Secreta123' });
        app.expect(isBusy(submit(app))).toBe(true);
      } else {
        app.expect(sentLogin.get(app)).toBe(false);
        const emailMessage =
          typedEmail === '' ? 'Por favor ingresa su email' : 'Por favor ingresa un email válido';
        app.expect(messageUnder(app, email(app))).toBe(emailMessage);
        if (password(app).value === '')
          app.expect(messageUnder(app, password(app))).toBe('Por favor ingresa una contraseña');
      }
    },
  },
  {
    event: { type: 'signIn.forgotPasswordRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(forgot(app));
      },
    },
    expectAfter: (app) => {
      const typedEmail = email(app).value;
      if (typedEmail.trim() === '') {
        app.expect(messageUnder(app, email(app))).toBe('Ingrese su email para recuperar su contraseña.');
      } else if (!EMAIL_SHAPE.test(typedEmail.trim())) {
        app.expect(messageUnder(app, email(app))).toBe('Por favor ingresa un email válido');
      } else {
        // POST /forgotpassword with the typed e-mail, lowercased.
        app.expect(lastRequest(app, 'POST', '/forgotpassword')?.body).toMatchObject({
          email: typedEmail.trim().toLowerCase(),
        });
        app.expect(forgot(app).getAttribute('aria-busy')).toBe('true');
      }
    },
  },
  {
    event: { type: 'xstate.done.actor.login', output: user },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/login$/,
      fixture: 'passwordAccepted',
      answer: SIGN_IN_FIXTURES.passwordAccepted,
    },
    // Signed in: the sign-in screen is left (no user route is the sign-in form).
    expectAfter: (app) => {
      app.expect(app.url()).not.toBe(SIGN_IN_URL);
      app.expect(app.screen.queryByLabelText('Contraseña')).toBeNull();
    },
  },
  {
    event: {
      type: 'xstate.error.actor.login',
      error: Object.assign(new Error('No existe una cuenta con este email'), { status: 404 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/login$/,
      fixture: 'noSuchAccount',
      answer: SIGN_IN_FIXTURES.noSuchAccount,
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(messageUnder(app, email(app))).toBe('No existe una cuenta con este email');
      app.expect(messageUnder(app, password(app))).toBe('');
    },
  },
  {
    event: {
      type: 'xstate.error.actor.login',
      error: Object.assign(new Error('La contraseña es incorrecta'), { status: 400 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/login$/,
      fixture: 'wrongPassword',
      answer: SIGN_IN_FIXTURES.wrongPassword,
    },
    // §8: the server's message under Contraseña; Email keeps no message; the URL stays.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(messageUnder(app, password(app))).toBe('La contraseña es incorrecta');
      app.expect(messageUnder(app, email(app))).toBe('');
    },
  },
  {
    event: {
      type: 'xstate.error.actor.login',
      error: Object.assign(new Error('Ocurrió un error inesperado'), { status: 500 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/login$/,
      fixture: 'serverFails',
      answer: SIGN_IN_FIXTURES.serverFails,
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app
        .expect(app.toasts().join(' | '))
        .toContain('No se pudo iniciar sesión. Por favor, inténtalo de nuevo.');
      app.expect(messageUnder(app, email(app))).toBe('');
      app.expect(messageUnder(app, password(app))).toBe('');
    },
  },
  {
    event: { type: 'xstate.done.actor.readReturnPath', output: null },
    action: {
      kind: 'local',
      fixture: 'no app_auth_pathname stored',
      arrange: (app) => app.writeLocal('app_auth_pathname', ''),
    },
    // BASE.
    expectAfter: (app) => app.expect(app.url()).toBe('/'),
  },
  {
    event: { type: 'xstate.done.actor.readReturnPath', output: '/puntos' },
    action: {
      kind: 'local',
      fixture: "app_auth_pathname = '/puntos'",
      arrange: (app) => app.writeLocal('app_auth_pathname', '/puntos'),
    },
    // The session opens the stored path (after its own short redirect delay); this flow does not go to BASE
    // on top of it.
    expectAfter: (app) => app.expect(['/', '/puntos']).toContain(app.url()),
  },
  {
    event: { type: 'xstate.done.actor.requestPasswordRecovery', output: null },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword$/,
      fixture: 'recoveryEmailSent',
      answer: SIGN_IN_FIXTURES.recoveryEmailSent,
    },
    // RECOVER_PASSWORD_EMAIL_SENT, with the e-mail kept for it under both spellings of the key (§3).
    expectAfter: (app) => {
      app.expect(app.url()).toBe(EMAIL_SENT_URL);
      app.expect(app.readLocal('app_auth_recover_password_email')).toBe('lucia@example.com');
      app.expect(app.readLocal('auth_recover_password_email')).toBe('lucia@example.com');
    },
  },
  {
    event: {
      type: 'xstate.error.actor.requestPasswordRecovery',
      error: Object.assign(new Error('No existe una cuenta con este email'), { status: 404 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword$/,
      fixture: 'noSuchAccount',
      answer: SIGN_IN_FIXTURES.noSuchAccount,
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(messageUnder(app, email(app))).toBe('No existe una cuenta con este email');
    },
  },
];

/** PROFILE → 'Cerrar sesión' → confirm; the session opens AUTH after its short redirect delay. */
async function signOut(app: AppDriver) {
  await signOutOnProfile(app);
  app.expect(app.url()).toBe('/auth');
}

/** Whether the last 'Ingresar' tap sent the form, per running app. */
const sentLogin = new WeakMap<AppDriver, boolean>();

export const signInAppModel: AppFlowModel = {
  model: signInModel,
  systemId: 'signIn',
  // The splash (2 s, then 1 s settling) is the layout flow's; sign-in paths start after it.
  start: { url: SIGN_IN_URL, waitMs: 3000 },
  // The stored return path is read from localStorage at once after the password is accepted.
  instantStates: ['leaving'],
  states: {
    // The form is the sign-in screen's; elsewhere (the e-mail-sent screen after a recovery request) the flow
    // still edits, with nothing of it shown.
    editing: (app) => {
      if (!onSignInScreen(app)) {
        app.expect(app.screen.queryByRole('button', { name: 'Ingresar' })).toBeNull();
        return;
      }
      app.expect(app.screen.getByRole('form', { name: 'Inicio de sesión' })).toBeTruthy();
      email(app);
      password(app);
      app.expect(isBusy(submit(app))).toBe(false);
      app.expect(forgot(app).getAttribute('aria-busy')).not.toBe('true');
    },
    signingIn: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(isBusy(submit(app))).toBe(true);
    },
    leaving: (app) => {
      app.expect(app.screen.queryByRole('button', { name: 'Ingresar' })).toBeNull();
    },
    signedIn: (app) => {
      app.expect(app.url()).not.toMatch(/^\/auth/);
      app.expect(app.screen.queryByRole('form', { name: 'Inicio de sesión' })).toBeNull();
    },
    requestingRecovery: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(forgot(app).getAttribute('aria-busy')).toBe('true');
      app.expect(isBusy(submit(app))).toBe(true);
    },
  },
  steps,
};
