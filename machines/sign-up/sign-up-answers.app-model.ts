// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import { verifiedUser } from './sign-up.model';
import {
  ACCOUNT_ACTIVATED,
  AUTH_METHOD_KEYS,
  CODE_RESENT,
  PERSONAL_DATA_URL,
  REGISTRATION_FAILED,
  SIGN_UP_FIXTURES,
  SIGN_UP_URL,
  VERIFY_URL,
} from './sign-up-fixtures.app-model';
import { code, field, type PendingStorage, requestsTo } from './sign-up-screen.app-model';

/**
 * SIGN_UP's executable model (sign-up.app-model.ts): the scripted server's answers (SIGN_UP_FIXTURES) to POST
 * /register/checkemail, /register, /register/sentMail, /register/mailVerified and PUT /user/{id}, and what the
 * app shows after each.
 */

/** The answers while registering: the e-mail check, the registration and the code sent. */
export function registrationAnswers({ readPending }: PendingStorage): AppStep[] {
  return [
    {
      event: { type: 'xstate.done.actor.checkEmail', output: { available: true } },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register\/checkemail$/,
        fixture: 'emailAvailable',
        answer: SIGN_UP_FIXTURES.emailAvailable,
      },
      // §4.3: on to the personal data step; the pending user (never the password) is in session storage.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(PERSONAL_DATA_URL);
        const pending = readPending();
        app.expect(pending).toMatchObject({ email: 'lucia@example.com' });
        app.expect(pending).not.toHaveProperty('password');
      },
    },
    {
      event: {
        type: 'xstate.error.actor.checkEmail',
        error: Object.assign(new Error('Este email ya está registrado'), { status: 400 }),
      },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register\/checkemail$/,
        fixture: 'emailTaken',
        answer: SIGN_UP_FIXTURES.emailTaken,
      },
      // §8: the server's message under Email.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(SIGN_UP_URL);
        app.expect(app.descriptionOf(field(app, 'Email'))).toBe('Este email ya está registrado');
      },
    },
    {
      event: { type: 'xstate.done.actor.register', output: { ...verifiedUser, verified: false } },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register$/,
        fixture: 'registered',
        answer: SIGN_UP_FIXTURES.registered,
      },
      // §4.3, §7: the code is sent, POST /register/sentMail {email}.
      expectAfter: (app) => {
        app.expect(requestsTo(app, 'POST', '/register/sentMail').at(-1)?.body).toMatchObject({
          email: 'lucia@example.com',
        });
      },
    },
    {
      event: {
        type: 'xstate.error.actor.register',
        error: Object.assign(new Error('El dni ya está en uso'), { status: 400 }),
      },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register$/,
        fixture: 'dniTaken',
        answer: SIGN_UP_FIXTURES.dniTaken,
      },
      // §8: shown under DNI as "El DNI ya está en uso".
      expectAfter: (app) => {
        app.expect(app.url()).toBe(PERSONAL_DATA_URL);
        app.expect(app.descriptionOf(field(app, 'DNI'))).toBe('El DNI ya está en uso');
      },
    },
    {
      event: {
        type: 'xstate.error.actor.register',
        error: Object.assign(new Error('Ocurrió un error inesperado'), { status: 500 }),
      },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register$/,
        fixture: 'serverFails',
        answer: SIGN_UP_FIXTURES.serverFails,
      },
      // §8: any other registration error stops the flow silently: no code sent, no message, no toast.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(PERSONAL_DATA_URL);
        app.expect(requestsTo(app, 'POST', '/register/sentMail')).toEqual([]);
        app.expect(app.descriptionOf(field(app, 'DNI'))).toBe('');
        app.expect(app.toasts().join(' | ')).not.toContain(REGISTRATION_FAILED);
      },
    },
    {
      event: { type: 'xstate.done.actor.sendVerificationCode', output: { expiresInMinutes: 15 } },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register\/sentMail$/,
        fixture: 'codeSent',
        answer: SIGN_UP_FIXTURES.codeSent,
      },
      // After registering: VERIFY. After 'Reenviar código': the toast, and the boxes stay empty.
      expectAfter: (app, before) => {
        app.expect(app.url()).toBe(VERIFY_URL);
        if (before.url === VERIFY_URL) app.expect(app.toasts().join(' | ')).toContain(CODE_RESENT);
        app.expect(code(app)).toBe('');
      },
    },
    {
      event: {
        type: 'xstate.error.actor.sendVerificationCode',
        error: Object.assign(new Error('Ocurrió un error inesperado'), { status: 500 }),
      },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register\/sentMail$/,
        fixture: 'serverFails',
        answer: SIGN_UP_FIXTURES.serverFails,
      },
      // §4.3: tried up to 3 times; the screen stays (the toast after the third is the state's expectation).
      expectAfter: (app, before) => app.expect(app.url()).toBe(before.url),
    },
  ];
}

/** The answers that end the flow: the code verified, the social profile saved. */
export function verificationAnswers({ signedInAtBase }: PendingStorage): AppStep[] {
  return [
    {
      event: { type: 'xstate.done.actor.verifyCode', output: { status: 'success', user: verifiedUser } },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register\/mailVerified$/,
        fixture: 'codeAccepted',
        answer: SIGN_UP_FIXTURES.codeAccepted,
      },
      // §4.3: signed in, the pending user cleared, BASE; the activation toast (issue 10 #6).
      expectAfter: (app) => {
        signedInAtBase(app);
        app.expect(app.toasts().join(' | ')).toContain(ACCOUNT_ACTIVATED);
      },
    },
    {
      event: {
        type: 'xstate.error.actor.verifyCode',
        error: Object.assign(new Error('El código es incorrecto. Te quedan 4 intentos.'), { status: 400 }),
      },
      action: {
        kind: 'server',
        method: 'POST',
        path: /^\/register\/mailVerified$/,
        fixture: 'wrongCode',
        answer: SIGN_UP_FIXTURES.wrongCode,
      },
      expectAfter: (app) => {
        app.expect(app.url()).toBe(VERIFY_URL);
        app.screen.getByText('El código es incorrecto. Te quedan 4 intentos.');
      },
    },
    {
      event: { type: 'xstate.done.actor.updateSocialProfile', output: verifiedUser },
      action: {
        kind: 'server',
        method: 'PUT',
        path: /^\/user\/user-9/,
        fixture: 'profileSaved',
        answer: SIGN_UP_FIXTURES.profileSaved,
      },
      // §4.3: logged in, the auth-method flag and the pending user cleared, BASE.
      expectAfter: (app) => {
        signedInAtBase(app);
        for (const key of AUTH_METHOD_KEYS) app.expect(app.readLocal(key)).toBeNull();
      },
    },
    {
      event: {
        type: 'xstate.error.actor.updateSocialProfile',
        error: Object.assign(new Error('El dni ya está en uso'), { status: 400 }),
      },
      action: {
        kind: 'server',
        method: 'PUT',
        path: /^\/user\/user-9/,
        fixture: 'dniTaken',
        answer: SIGN_UP_FIXTURES.dniTaken,
      },
      expectAfter: (app) => {
        app.expect(app.url()).toBe(PERSONAL_DATA_URL);
        app.expect(app.descriptionOf(field(app, 'DNI'))).toBe('El DNI ya está en uso');
      },
    },
    {
      event: {
        type: 'xstate.error.actor.updateSocialProfile',
        error: Object.assign(new Error('Ocurrió un error inesperado'), { status: 500 }),
      },
      action: {
        kind: 'server',
        method: 'PUT',
        path: /^\/user\/user-9/,
        fixture: 'serverFails',
        answer: SIGN_UP_FIXTURES.serverFails,
      },
      expectAfter: (app) => {
        app.expect(app.url()).toBe(PERSONAL_DATA_URL);
        app.expect(app.toasts().join(' | ')).toContain(REGISTRATION_FAILED);
      },
    },
  ];
}
