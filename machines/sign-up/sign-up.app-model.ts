// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import {
  pendingAccount,
  pendingCodeSent,
  pendingWithPersonalData,
  signUpModel,
  socialPending,
  verifiedUser,
} from './sign-up.model';

/**
 * SIGN_UP → SIGN_UP_PERSONAL_DATA → VERIFY on the rendered app (accounts.md §2.4, §3, §4.3, §5.3, §7, §8),
 * written from the spec: its routes, its Spanish texts, the storage keys `unverified_user` (session storage)
 * and `{prefix}_auth_method` / `auth_method` (local), and the bodies of POST /register/checkemail,
 * /register, /register/sentMail, /register/mailVerified and PUT /user/{id}.
 *
 * The pending sign-up lives in the browser's session storage, which the driver does not reach (machines/
 * stays free of browser globals): the test file hands a `SessionArea` in (`createSignUpAppModel`).
 */

/** The browser's session storage, handed in by the test (tests/model-app/sign-up.app.test.tsx). */
export interface SessionArea {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

const SIGN_UP_URL = '/auth/registro';
const PERSONAL_DATA_URL = '/auth/registro/datos-personales';
const VERIFY_URL = '/verificacion';
const SIGN_UP_ROUTES = [SIGN_UP_URL, PERSONAL_DATA_URL, VERIFY_URL];
/** §3: the pending unverified user (session storage) and the auth method (local storage, both spellings). */
const PENDING_KEY = 'unverified_user';
const AUTH_METHOD_KEYS = ['app_auth_method', 'auth_method'];

const failure = (status: number, message: string): ServerAnswer => ({
  status,
  body: { status: 'error', message },
});

/** Named server answers (the scripted HTTP layer returns them). */
export const SIGN_UP_FIXTURES = {
  emailAvailable: { status: 200, body: { status: 'success', data: { available: true } } },
  emailTaken: failure(400, 'Este email ya está registrado'),
  registered: { status: 200, body: { status: 'success', data: { ...verifiedUser, verified: false } } },
  dniTaken: failure(400, 'El dni ya está en uso'),
  serverFails: failure(500, 'Ocurrió un error inesperado'),
  codeSent: { status: 200, body: { status: 'success', data: { expiresInMinutes: 15 } } },
  codeAccepted: { status: 200, body: { status: 'success', data: verifiedUser } },
  wrongCode: failure(400, 'El código es incorrecto. Te quedan 4 intentos.'),
  profileSaved: { status: 200, body: { status: 'success', data: verifiedUser } },
} satisfies Record<string, ServerAnswer>;

const REGISTRATION_FAILED = 'No se pudo completar el registro. Por favor, inténtalo de nuevo.';
const CODE_RESENT = 'Te enviamos un nuevo código a tu email';
const ACCOUNT_ACTIVATED = '¡Listo!, tu cuenta ya está activa 🎉';
const VERIFY_LEAD = 'Te enviamos un código a tu email para activar tu cuenta';

/** §5.3's shared validator, as far as the model's values need it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fullNameValid = (v: string) =>
  v
    .trim()
    .split(/\s+/)
    .filter((w) => w.length >= 2).length >= 2;
const passwordValid = (v: string) => v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);
const dniValid = (v: string) => /^\d{7,8}$/.test(v.trim());

const field = (app: AppDriver, label: string) => app.screen.getByLabelText(label) as HTMLInputElement;
const fieldValue = (app: AppDriver, label: string) => field(app, label).value;
const button = (app: AppDriver, name: string) =>
  app.screen.getByRole('button', { name }) as HTMLButtonElement;
const isBusy = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true' || element.getAttribute('aria-busy') === 'true';
const box = (app: AppDriver, position: number) => field(app, `Dígito ${position}`);
const code = (app: AppDriver) => [1, 2, 3, 4].map((p) => box(app, p).value).join('');
const requestsTo = (app: AppDriver, method: string, path: string | RegExp) =>
  app
    .requests()
    .filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const accountValid = (app: AppDriver) =>
  fullNameValid(fieldValue(app, 'Nombre completo')) &&
  EMAIL_SHAPE.test(fieldValue(app, 'Email').trim()) &&
  passwordValid(fieldValue(app, 'Contraseña')) &&
  fieldValue(app, 'Confirmar contraseña') === fieldValue(app, 'Contraseña');
/** Phone, gender and birth date come from the pending user in every path that submits this step. */
const personalDataValid = (app: AppDriver) =>
  fullNameValid(fieldValue(app, 'Nombre completo')) && dniValid(fieldValue(app, 'DNI'));
const onAnySignUpScreen = (app: AppDriver) => SIGN_UP_ROUTES.includes(app.url());

/** The screen the diner last opened, per running app: where a storage read's outcome is judged from. */
const opened = new WeakMap<AppDriver, string>();

/** Opens a screen as its link does; on it already, the diner leaves and comes back (the screen remounts). */
const open = (url: string) => async (app: AppDriver) => {
  opened.set(app, url);
  if (app.url() === url) await app.navigate('/auth');
  await app.navigate(url);
};

const typeInto = (label: string, value: string) => async (app: AppDriver) => {
  const element = field(app, label);
  await app.user.clear(element);
  await app.user.type(element, value);
};

/** The number of requests of a kind just before a step, per running app (for "one more was sent"). */
const countBefore = new WeakMap<AppDriver, number>();
/**
 * Whether the diner typed a password in this run (it lives in memory only and is typed on SIGN_UP, so the
 * personal data step cannot show it): without one, 'Continuar' goes to SIGN_UP for it.
 */
const passwordTyped = new WeakMap<AppDriver, boolean>();
/** Whether the personal data step was valid when 'Continuar' was tapped (the screen may change after). */
const validBefore = new WeakMap<AppDriver, boolean>();

export function createSignUpAppModel(session: SessionArea): AppFlowModel {
  const readPending = () => {
    const raw = session.read(PENDING_KEY);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  };
  const storePending = (app: AppDriver, pending: object | null, authMethod: string | null) => {
    if (pending) session.write(PENDING_KEY, JSON.stringify(pending));
    else session.remove(PENDING_KEY);
    for (const key of AUTH_METHOD_KEYS) {
      if (authMethod) app.writeLocal(key, authMethod);
      else app.removeLocal(key);
    }
  };
  /** The social-login pending user is ended: the auth method and the pending user are cleared (§4.3). */
  const signedInAtBase = (app: AppDriver) => {
    app.expect(app.url()).toBe('/');
    app.expect(readPending()).toBeNull();
    passwordTyped.delete(app); // the flow forgets what was typed once signed in
  };

  const steps: AppStep[] = [
    {
      event: { type: 'signUp.opened' },
      action: { kind: 'navigation', run: open(SIGN_UP_URL) },
      // §2.4: prefilled from any pending unverified user held in the session.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(SIGN_UP_URL);
        const pending = readPending();
        if (pending?.email) app.expect(fieldValue(app, 'Email')).toBe(pending.email);
        if (pending?.name) app.expect(fieldValue(app, 'Nombre completo')).toBe(pending.name);
      },
    },
    {
      event: { type: 'signUp.personalDataOpened' },
      action: { kind: 'navigation', run: open(PERSONAL_DATA_URL) },
      // §4.3: opening it clears the welcome-user-modal flag; without a pending unverified user it goes to BASE.
      expectAfter: (app) => {
        app.expect(app.readLocal('welcome_user_modal_state')).toBeNull();
        if (readPending() === null) app.expect(onAnySignUpScreen(app)).toBe(false);
      },
    },
    {
      event: { type: 'signUp.verifyOpened' },
      action: { kind: 'navigation', run: open(VERIFY_URL) },
    },
    {
      event: { type: 'xstate.done.actor.readPendingSignUp', output: { pending: null, authMethod: null } },
      action: {
        kind: 'local',
        fixture: 'no unverified_user in session storage',
        arrange: (app) => storePending(app, null, null),
      },
      // §2.4: SIGN_UP opens empty; §4.3: the personal data step (and VERIFY) without a pending user goes to BASE.
      expectAfter: (app) => {
        if (opened.get(app) === SIGN_UP_URL) {
          app.expect(app.url()).toBe(SIGN_UP_URL);
          app.expect(fieldValue(app, 'Nombre completo')).toBe('');
          app.expect(fieldValue(app, 'Email')).toBe('');
        } else app.expect(onAnySignUpScreen(app)).toBe(false);
      },
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: pendingAccount, authMethod: null },
      },
      action: {
        kind: 'local',
        fixture: "unverified_user = {name: 'Lucía Fernández', email: 'lucia@example.com', step: 'account'}",
        arrange: (app) => storePending(app, pendingAccount, null),
      },
      // The e-mail was never checked: whichever step was opened, SIGN_UP, prefilled (no code to wait for).
      expectAfter: (app) => {
        app.expect(app.url()).toBe(SIGN_UP_URL);
        app.expect(fieldValue(app, 'Nombre completo')).toBe('Lucía Fernández');
        app.expect(fieldValue(app, 'Email')).toBe('lucia@example.com');
      },
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: socialPending, authMethod: 'google' },
      },
      action: {
        kind: 'local',
        fixture: 'unverified_user with _id user-9, phone, gender, birth date; auth method google',
        arrange: (app) => storePending(app, socialPending, 'google'),
      },
      // The social login's pending user stays on the step it was opened on, prefilled.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(opened.get(app));
        if (app.url() !== VERIFY_URL) app.expect(fieldValue(app, 'Nombre completo')).toBe('Lucía Fernández');
        if (app.url() === PERSONAL_DATA_URL) {
          app.expect(fieldValue(app, 'Número de teléfono')).toBe('+5491155550101');
          // §2.4: back is hidden for the social login method.
          app.expect(app.screen.queryByRole('button', { name: /volver|atrás/i })).toBeNull();
        }
      },
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: pendingWithPersonalData, authMethod: null },
      },
      action: {
        kind: 'local',
        fixture: "unverified_user with phone, gender and birth date, step 'personalData'",
        arrange: (app) => storePending(app, pendingWithPersonalData, null),
      },
      // The step stays, prefilled, password or not (a reload loses nothing); VERIFY, with no code sent for
      // it, opens the personal data step instead.
      expectAfter: (app) => {
        const expected = opened.get(app) === VERIFY_URL ? PERSONAL_DATA_URL : opened.get(app);
        app.expect(app.url()).toBe(expected);
        app.expect(fieldValue(app, 'Nombre completo')).toBe('Lucía Fernández');
        if (app.url() === PERSONAL_DATA_URL)
          app.expect(fieldValue(app, 'Número de teléfono')).toBe('+5491155550101');
      },
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: pendingCodeSent, authMethod: null },
      },
      action: {
        kind: 'local',
        fixture: "unverified_user with the personal data and DNI, step 'verify' (the code was sent)",
        arrange: (app) => storePending(app, pendingCodeSent, null),
      },
      // A reload on any step keeps it: VERIFY shows its boxes, the personal data step its DNI.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(opened.get(app));
        if (app.url() === VERIFY_URL) app.screen.getByText(VERIFY_LEAD);
        if (app.url() === PERSONAL_DATA_URL) app.expect(fieldValue(app, 'DNI')).toBe('34567890');
      },
    },
    ...(
      [
        ['email', 'lucia@', 'Email'],
        ['email', 'lucia@example.com', 'Email'],
        ['password', 'Secreta123', 'Contraseña'],
        ['confirmPassword', 'Secreta123', 'Confirmar contraseña'],
        ['fullName', 'Lucía', 'Nombre completo'],
        ['dni', '34567890', 'DNI'],
      ] as const
    ).map(
      ([name, value, label]): AppStep => ({
        event: { type: 'signUp.fieldChanged', field: name, value },
        action: {
          kind: 'gesture',
          run: async (app) => {
            if (name === 'password') passwordTyped.set(app, true);
            await typeInto(label, value)(app);
          },
        },
        expectAfter: (app) => app.expect(fieldValue(app, label)).toBe(value),
      }),
    ),
    {
      event: { type: 'signUp.accountSubmitted' },
      action: {
        kind: 'gesture',
        run: async (app) => {
          countBefore.set(app, requestsTo(app, 'POST', '/register/checkemail').length);
          await app.user.click(button(app, 'Ingresar'));
        },
      },
      expectAfter: (app) => {
        const sent = requestsTo(app, 'POST', '/register/checkemail');
        if (accountValid(app)) {
          // §4.3, §7: the e-mail is checked first, lowercased.
          app.expect(sent.length).toBe((countBefore.get(app) ?? 0) + 1);
          app
            .expect(sent.at(-1)?.body)
            .toMatchObject({ email: fieldValue(app, 'Email').trim().toLowerCase() });
          app.expect(isBusy(button(app, 'Ingresar'))).toBe(true);
        } else {
          app.expect(sent.length).toBe(countBefore.get(app) ?? 0);
          app.expect(app.url()).toBe(SIGN_UP_URL);
          const messages = ['Nombre completo', 'Email', 'Contraseña', 'Confirmar contraseña'].map((l) =>
            app.descriptionOf(field(app, l)),
          );
          app.expect(messages.join('')).not.toBe('');
        }
      },
    },
    {
      event: { type: 'signUp.personalDataSubmitted' },
      action: {
        kind: 'gesture',
        run: async (app) => {
          countBefore.set(app, app.requests().length);
          validBefore.set(app, personalDataValid(app));
          await app.user.click(button(app, 'Continuar'));
        },
      },
      expectAfter: (app) => {
        const sent = app.requests().slice(countBefore.get(app) ?? 0);
        const writes = sent.filter((r) => r.method !== 'GET');
        if (!validBefore.get(app)) {
          app.expect(writes).toEqual([]);
          app.expect(app.descriptionOf(field(app, 'DNI'))).not.toBe('');
          return;
        }
        const social = readPending()?._id === 'user-9' && app.readLocal('app_auth_method') === 'google';
        if (!social && !passwordTyped.get(app)) {
          // The password lives in memory only (a reload lost it): SIGN_UP asks for it, nothing is sent,
          // and the e-mail is still there.
          app.expect(writes).toEqual([]);
          app.expect(app.url()).toBe(SIGN_UP_URL);
          app.expect(fieldValue(app, 'Email')).toBe('lucia@example.com');
          app.expect(app.descriptionOf(field(app, 'Contraseña'))).not.toBe('');
          return;
        }
        const profile = {
          name: 'Lucía Fernández',
          phoneNumber: '+5491155550101',
          gender: 'Female',
          birthDate: app.expect.stringContaining('1992-04-17'),
          identificationNumber: '34567890',
        };
        app.expect(writes).toHaveLength(1);
        if (social) {
          // §4.3, §7: the social sign-up only sends the profile, PUT /user/{id}.
          app
            .expect(writes[0])
            .toMatchObject({ method: 'PUT', path: app.expect.stringMatching(/^\/user\/user-9/) });
          app.expect(writes[0].body).toMatchObject(profile);
        } else {
          app.expect(writes[0]).toMatchObject({ method: 'POST', path: '/register' });
          app
            .expect(writes[0].body)
            .toMatchObject({ ...profile, email: 'lucia@example.com', password: 'Secreta123' });
        }
        app.expect(isBusy(button(app, 'Continuar'))).toBe(true);
      },
    },
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
    {
      event: { type: 'signUp.codeDigitEntered', index: 0, text: '1' },
      action: { kind: 'gesture', run: typeInto('Dígito 1', '1') },
      expectAfter: (app) => {
        app.expect(box(app, 1).value).toBe('1');
        // §2.4: typing moves the focus to the next box.
        app
          .expect(app.screen.getByLabelText('Dígito 2'))
          .toBe((box(app, 1).ownerDocument as Document).activeElement);
      },
    },
    {
      event: { type: 'signUp.codeDigitEntered', index: 0, text: '4821' },
      action: {
        kind: 'gesture',
        run: async (app) => {
          await app.user.click(box(app, 1));
          await app.user.paste('4821');
        },
      },
      // §2.4: pasting a 4-character string fills all four boxes; Finalizar is enabled.
      expectAfter: (app) => {
        app.expect(code(app)).toBe('4821');
        app.expect(button(app, 'Finalizar').disabled).toBe(false);
      },
    },
    {
      event: { type: 'signUp.codeSubmitted' },
      action: {
        kind: 'gesture',
        // 'Finalizar' when it can be pressed; otherwise Enter in a box (a disabled button cannot be pressed).
        run: async (app) => {
          countBefore.set(app, requestsTo(app, 'POST', '/register/mailVerified').length);
          if (!button(app, 'Finalizar').disabled) await app.user.click(button(app, 'Finalizar'));
          else {
            await app.user.click(box(app, 1));
            await app.user.keyboard('{Enter}');
          }
        },
      },
      expectAfter: (app) => {
        const sent = requestsTo(app, 'POST', '/register/mailVerified');
        if (/^\d{4}$/.test(code(app))) {
          // §7: POST /register/mailVerified {email, codigoValidacion}.
          app.expect(sent.length).toBe((countBefore.get(app) ?? 0) + 1);
          app
            .expect(sent.at(-1)?.body)
            .toMatchObject({ email: 'lucia@example.com', codigoValidacion: code(app) });
        } else {
          // §5.3: "Completa los 4 digitos"; nothing is sent.
          app.expect(sent.length).toBe(countBefore.get(app) ?? 0);
          app.screen.getByText('Completa los 4 digitos');
        }
      },
    },
    {
      event: { type: 'signUp.codeResendRequested' },
      action: {
        kind: 'gesture',
        run: async (app) => {
          countBefore.set(app, requestsTo(app, 'POST', '/register/sentMail').length);
          await app.user.click(button(app, 'Reenviar código'));
        },
      },
      expectAfter: (app) => {
        const sent = requestsTo(app, 'POST', '/register/sentMail');
        app.expect(sent.length).toBe((countBefore.get(app) ?? 0) + 1);
        app.expect(sent.at(-1)?.body).toMatchObject({ email: 'lucia@example.com' });
      },
    },
    {
      event: { type: 'signUp.changeEmailRequested' },
      action: { kind: 'gesture', run: async (app) => app.user.click(button(app, 'Cambiar email')) },
      // The way out when the code went to a mistyped address: SIGN_UP, with the e-mail to correct.
      expectAfter: (app) => {
        app.expect(app.url()).toBe(SIGN_UP_URL);
        app.expect(fieldValue(app, 'Email')).toBe('lucia@example.com');
      },
    },
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

  /** The personal data step as typed, with 'Continuar' idle. */
  const personalDataEditing = (app: AppDriver) => {
    app.expect(app.url()).toBe(PERSONAL_DATA_URL);
    for (const label of ['Nombre completo', 'Número de teléfono', 'Fecha de nacimiento', 'DNI'])
      field(app, label);
    app.expect(isBusy(button(app, 'Continuar'))).toBe(false);
  };
  const personalDataBusy = (app: AppDriver) => {
    app.expect(app.url()).toBe(PERSONAL_DATA_URL);
    app.expect(isBusy(button(app, 'Continuar'))).toBe(true);
  };

  return {
    model: signUpModel,
    systemId: 'signUp',
    // The splash (2 s, then 1 s settling) is the layout flow's; sign-up paths start after it.
    start: { url: '/auth', waitMs: 3000 },
    // Each screen reads the pending user from the browser's storage at once when it opens.
    instantStates: ['account.loading', 'personalData.loading', 'verify.loading'],
    modelGaps: [
      {
        type: 'xstate.error.actor.readPendingSignUp',
        reason: 'reading the browser storage failed (blocked): no model step yet; the flow goes to BASE',
      },
    ],
    states: {
      idle: (app) => app.expect(onAnySignUpScreen(app)).toBe(false),
      'account.loading': () => {},
      'account.editing': (app) => {
        // Left for another screen (VERIFY, BASE), the flow still edits with nothing of it shown.
        if (app.url() !== SIGN_UP_URL) return;
        app.screen.getByRole('form', { name: 'Registro' });
        for (const label of ['Nombre completo', 'Email', 'Contraseña', 'Confirmar contraseña'])
          field(app, label);
        app.expect(isBusy(button(app, 'Ingresar'))).toBe(false);
      },
      'account.checkingEmail': (app) => {
        app.expect(app.url()).toBe(SIGN_UP_URL);
        app.expect(isBusy(button(app, 'Ingresar'))).toBe(true);
      },
      'personalData.loading': () => {},
      'personalData.editing.ready': personalDataEditing,
      'personalData.editing.codeNotSent': (app) => {
        personalDataEditing(app);
        app.expect(app.toasts().join(' | ')).toContain(REGISTRATION_FAILED);
      },
      'personalData.registering': personalDataBusy,
      'personalData.sendingCode': personalDataBusy,
      'personalData.updatingProfile': personalDataBusy,
      'verify.loading': () => {},
      'verify.editing': (app) => {
        app.expect(app.url()).toBe(VERIFY_URL);
        app.screen.getByText(VERIFY_LEAD);
        app.screen.getByText('Si no lo visualizas, revisa en la carpeta spam.');
        // §2.4: 'Finalizar' is disabled until all 4 digits are entered.
        app.expect(button(app, 'Finalizar').disabled).toBe(!/^\d{4}$/.test(code(app)));
        app.expect(button(app, 'Reenviar código').getAttribute('aria-busy')).not.toBe('true');
        // No dead end: a way back to the e-mail besides the header's back.
        app.expect(button(app, 'Cambiar email').disabled).toBe(false);
      },
      'verify.verifying': (app) => {
        app.expect(app.url()).toBe(VERIFY_URL);
        app.expect(isBusy(button(app, 'Finalizar'))).toBe(true);
      },
      'verify.resendingCode': (app) => {
        app.expect(app.url()).toBe(VERIFY_URL);
        app.expect(button(app, 'Reenviar código').getAttribute('aria-busy')).toBe('true');
      },
      done: (app) => app.expect(onAnySignUpScreen(app)).toBe(false),
    },
    steps,
  };
}
