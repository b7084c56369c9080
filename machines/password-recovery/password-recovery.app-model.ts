// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel, AppStep } from '../app-model';
import { passwordRecoveryModel } from './password-recovery.model';
import { passwordRecoveryStates } from './password-recovery-checks-on-the-app';
import {
  button,
  confirmation,
  EMAIL_SENT_URL,
  fromEmailSent,
  fromResetForm,
  heading,
  isBusy,
  isStrong,
  LINK_INVALID,
  LINK_URL,
  newLinkRequestSent,
  newPassword,
  newRequests,
  open,
  RECOVERY_FIXTURES,
  remember,
  SIGN_IN_URL,
  STORED_EMAIL_KEYS,
  storedEmail,
  toasts,
  typeInto,
  user,
} from './password-recovery-screen-on-the-app';

/**
 * RECOVER_PASSWORD_EMAIL_SENT and RECOVER_PASSWORD/{id}/{token} on the rendered app (accounts.md §2.4, §4.4,
 * §5.3, §8, issue 10 #1 and #6), written from the spec: its Spanish texts, its routes and its storage keys
 * (`{prefix}_auth_recover_password_email` with prefix `app`, and the plain `auth_recover_password_email`).
 */

export { RECOVERY_FIXTURES };

const steps: AppStep[] = [
  {
    event: { type: 'passwordRecovery.emailSentOpened' },
    action: { kind: 'navigation', run: open(EMAIL_SENT_URL) },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(EMAIL_SENT_URL);
      app.expect(heading(app, 'Te enviamos un email para reestablecer tu cuenta')).not.toBeNull();
    },
  },
  {
    event: { type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' },
    action: { kind: 'navigation', run: open(LINK_URL) },
    // The link is checked before anything shows: no form yet.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(LINK_URL);
      app.expect(heading(app, 'Creá una nueva contraseña')).toBeNull();
      app.expect(app.screen.queryByLabelText('Contraseña')).toBeNull();
    },
  },
  {
    event: { type: 'xstate.done.actor.readRecoveryEmail', output: 'lucia@example.com' },
    action: {
      kind: 'local',
      fixture: 'lucia@example.com stored by ¿Olvidaste tu contraseña?',
      arrange: (app) => {
        for (const key of STORED_EMAIL_KEYS) app.writeLocal(key, 'lucia@example.com');
      },
    },
    expectAfter: (app) => {
      if (app.url() === EMAIL_SENT_URL)
        app.expect(app.screen.queryByText('lucia@example.com')).not.toBeNull();
    },
  },
  {
    event: { type: 'xstate.done.actor.readRecoveryEmail', output: null },
    action: {
      kind: 'local',
      fixture: 'no recovery e-mail stored',
      arrange: (app) => {
        for (const key of STORED_EMAIL_KEYS) app.removeLocal(key);
      },
    },
    expectAfter: (app) => {
      if (app.url() === EMAIL_SENT_URL) app.expect(isBusy(button(app, 'Reenviar'))).toBe(true);
    },
  },
  {
    event: { type: 'xstate.done.actor.checkRecoveryLink', output: { valid: true } },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/forgotpassword\/resetpassword\/user-1\/token-1$/,
      fixture: 'linkValid',
      answer: RECOVERY_FIXTURES.linkValid,
    },
    expectAfter: (app) => {
      app.expect(heading(app, 'Creá una nueva contraseña')).not.toBeNull();
      app.expect(newPassword(app).value).toBe('');
      app.expect(confirmation(app).value).toBe('');
    },
  },
  {
    event: {
      type: 'xstate.error.actor.checkRecoveryLink',
      error: Object.assign(new Error(LINK_INVALID), { status: 400 }),
    },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/forgotpassword\/resetpassword\/user-1\/token-1$/,
      fixture: 'linkRefused',
      answer: RECOVERY_FIXTURES.linkRefused,
    },
    // Said at once, in place of the form, with a way to get a new link (issue 10 #1).
    expectAfter: (app) => {
      app.expect(heading(app, `${LINK_INVALID}.`)).not.toBeNull();
      app.expect(app.screen.queryByLabelText('Contraseña')).toBeNull();
      button(app, 'Enviarme un nuevo enlace');
    },
  },
  {
    event: { type: 'xstate.error.actor.checkRecoveryLink', error: new Error('offline') },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/forgotpassword\/resetpassword\/user-1\/token-1$/,
      fixture: 'noConnection',
      answer: RECOVERY_FIXTURES.noConnection,
    },
    // Not refused: the form shows and the reset will tell.
    expectAfter: (app) => {
      app.expect(heading(app, 'Creá una nueva contraseña')).not.toBeNull();
    },
  },
  {
    event: { type: 'passwordRecovery.newLinkRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await app.user.click(button(app, 'Enviarme un nuevo enlace'));
      },
    },
    expectAfter: (app) => {
      newLinkRequestSent(app);
      app.expect(isBusy(button(app, 'Enviarme un nuevo enlace'))).toBe(true);
    },
  },
  {
    event: { type: 'xstate.done.actor.requestNewRecoveryLink', output: null },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword\/sentMail\/user-1\/token-1$/,
      fixture: 'newLinkSent',
      answer: RECOVERY_FIXTURES.newLinkSent,
    },
    expectAfter: (app, before) => {
      if (fromResetForm(before)) {
        app
          .expect(toasts(app))
          .toContain(
            'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo',
          );
        app.expect(heading(app, 'Creá una nueva contraseña')).not.toBeNull();
      } else {
        app.expect(heading(app, 'Hemos enviado un nuevo enlace de recuperación a su correo.')).not.toBeNull();
      }
    },
  },
  {
    event: {
      type: 'xstate.error.actor.requestNewRecoveryLink',
      error: Object.assign(new Error(LINK_INVALID), { status: 400 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword\/sentMail\/user-1\/token-1$/,
      fixture: 'linkRefused',
      answer: RECOVERY_FIXTURES.linkRefused,
    },
    // No promise of an e-mail: the server's reason as a toast.
    expectAfter: (app, before) => {
      app.expect(toasts(app)).toContain(LINK_INVALID);
      app.expect(toasts(app)).not.toContain('Hemos enviado');
      if (fromResetForm(before)) app.expect(heading(app, 'Creá una nueva contraseña')).not.toBeNull();
      else app.expect(isBusy(button(app, 'Enviarme un nuevo enlace'))).toBe(false);
    },
  },
  {
    event: { type: 'passwordRecovery.resendRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await app.user.click(button(app, 'Reenviar'));
      },
    },
    expectAfter: (app) => {
      const email = storedEmail(app);
      const sent = newRequests(app).filter((r) => r.path === '/forgotpassword');
      if (email) {
        app.expect(sent.at(-1)?.body).toMatchObject({ email });
        app.expect(isBusy(button(app, 'Reenviar'))).toBe(true);
      } else {
        app.expect(sent).toEqual([]);
      }
    },
  },
  {
    event: { type: 'xstate.done.actor.requestPasswordRecovery', output: null },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword$/,
      fixture: 'recoveryEmailSent',
      answer: RECOVERY_FIXTURES.recoveryEmailSent,
    },
    expectAfter: (app, before) => {
      if (fromEmailSent(before)) {
        app.expect(toasts(app)).toContain('Te enviamos un nuevo email para reestablecer tu cuenta');
        app.expect(isBusy(button(app, 'Reenviar'))).toBe(false);
      } else if (fromResetForm(before)) {
        // §8 "Password reset failure": promised only once the new link was requested.
        app
          .expect(toasts(app))
          .toContain(
            'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo',
          );
        app.expect(app.url()).toBe(LINK_URL);
      } else {
        app.expect(heading(app, 'Hemos enviado un nuevo enlace de recuperación a su correo.')).not.toBeNull();
      }
    },
  },
  {
    event: {
      type: 'xstate.error.actor.requestPasswordRecovery',
      error: Object.assign(new Error('Ocurrió un error inesperado'), { status: 500 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword$/,
      fixture: 'serverFails',
      answer: RECOVERY_FIXTURES.serverFails,
    },
    expectAfter: (app, before) => {
      app.expect(toasts(app)).toContain('Ocurrió un error inesperado');
      app.expect(toasts(app)).not.toContain('Hemos enviado');
      app.expect(app.url()).toBe(before.url);
    },
  },
  {
    event: { type: 'passwordRecovery.fieldChanged', field: 'password', value: 'Nueva1234' },
    action: { kind: 'gesture', run: typeInto('Contraseña', 'Nueva1234') },
    expectAfter: (app) => app.expect(newPassword(app).value).toBe('Nueva1234'),
  },
  {
    event: { type: 'passwordRecovery.fieldChanged', field: 'confirmPassword', value: 'Nueva1234' },
    action: { kind: 'gesture', run: typeInto('Confirmar contraseña', 'Nueva1234') },
    expectAfter: (app) => app.expect(confirmation(app).value).toBe('Nueva1234'),
  },
  {
    event: { type: 'passwordRecovery.fieldChanged', field: 'confirmPassword', value: 'Nueva12' },
    action: { kind: 'gesture', run: typeInto('Confirmar contraseña', 'Nueva12') },
    expectAfter: (app) => app.expect(confirmation(app).value).toBe('Nueva12'),
  },
  {
    event: { type: 'passwordRecovery.submitted' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await app.user.click(button(app, 'Guardar e iniciar sesión'));
      },
    },
    expectAfter: (app) => {
      const password = newPassword(app).value;
      const confirm = confirmation(app).value;
      const sent = newRequests(app).filter((r) => r.method === 'POST' && r.path === LINK_URL);
      if (isStrong(password) && password === confirm) {
        app.expect(sent.at(-1)?.body).toMatchObject({ password, password2: confirm });
        app.expect(isBusy(button(app, 'Guardar e iniciar sesión'))).toBe(true);
      } else {
        app.expect(sent).toEqual([]);
        if (password === '')
          app.expect(app.descriptionOf(newPassword(app))).toBe('Por favor ingresa una contraseña');
        if (password !== confirm && confirm !== '')
          app.expect(app.descriptionOf(confirmation(app))).toBe('Las contraseñas no coinciden');
      }
    },
  },
  {
    event: {
      type: 'xstate.done.actor.resetPassword',
      output: { status: 'success', email: 'lucia@example.com' },
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword\/resetpassword\/user-1\/token-1$/,
      fixture: 'passwordChanged',
      answer: RECOVERY_FIXTURES.passwordChanged,
    },
    // The password changed (toast), then the app signs in with it.
    expectAfter: (app) => {
      app.expect(toasts(app)).toContain('Tu contraseña se cambió correctamente');
      const login = app
        .requests()
        .filter((r) => r.path === '/login')
        .at(-1);
      app.expect(login?.body).toMatchObject({ email: 'lucia@example.com', password: 'Nueva1234' });
    },
  },
  {
    event: {
      type: 'xstate.error.actor.resetPassword',
      error: Object.assign(new Error(LINK_INVALID), { status: 400 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/forgotpassword\/resetpassword\/user-1\/token-1$/,
      fixture: 'linkRefused',
      answer: RECOVERY_FIXTURES.linkRefused,
    },
    // §8 "Password reset failure": not signed in; a new link is requested (to the stored address, else
    // through the link) and the diner stays on the link's screen.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(LINK_URL);
      app.expect(app.requests().filter((r) => r.path === '/login')).toEqual([]);
      const email = storedEmail(app);
      const last = app.requests().at(-1);
      if (email) app.expect(last).toMatchObject({ method: 'POST', path: '/forgotpassword', body: { email } });
      else
        app.expect(last).toMatchObject({ method: 'POST', path: '/forgotpassword/sentMail/user-1/token-1' });
    },
  },
  {
    event: { type: 'xstate.done.actor.login', output: user },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/login$/,
      fixture: 'signedIn',
      answer: RECOVERY_FIXTURES.signedIn,
    },
    // Signed in: BASE, and the stored e-mail is removed under both keys.
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/');
      for (const key of STORED_EMAIL_KEYS) app.expect(app.readLocal(key)).toBeNull();
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
      answer: RECOVERY_FIXTURES.serverFails,
    },
    // The password did change: sign in by hand on SIGN_IN.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN_URL);
      app.expect(toasts(app)).toContain('No se pudo iniciar sesión. Por favor, inténtalo de nuevo.');
    },
  },
];

export const passwordRecoveryAppModel: AppFlowModel = {
  model: passwordRecoveryModel,
  systemId: 'passwordRecovery',
  // AUTH after the splash; the recovery screens are opened by the path's first step.
  start: { url: '/auth', waitMs: 3000 },
  // The stored e-mail is read from localStorage at once when a recovery screen opens.
  instantStates: ['emailSent.loading', 'newPassword.loading'],
  states: passwordRecoveryStates,
  steps,
};
