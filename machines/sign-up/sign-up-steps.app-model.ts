// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import { pendingAccount, pendingCodeSent, pendingWithPersonalData, socialPending } from './sign-up.model';
import { PERSONAL_DATA_URL, SIGN_UP_URL, VERIFY_LEAD, VERIFY_URL } from './sign-up-fixtures.app-model';
import {
  accountValid,
  box,
  button,
  code,
  countBefore,
  field,
  fieldValue,
  isBusy,
  onAnySignUpScreen,
  open,
  opened,
  type PendingStorage,
  passwordTyped,
  personalDataValid,
  requestsTo,
  typeInto,
  validBefore,
} from './sign-up-screen.app-model';

/**
 * SIGN_UP's executable model (sign-up.app-model.ts): the steps the diner takes on the app (opening a screen,
 * the pending user the browser holds, typing, tapping). The server's answers are in sign-up-answers.app-model.ts.
 */

/** Opening each screen, and the pending user the browser's storage holds when it does. */
export function openingSteps({ readPending, storePending }: PendingStorage): AppStep[] {
  return [
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
  ];
}

/** Typing into the fields and submitting the account and personal data steps. */
export function formSteps({ readPending }: PendingStorage): AppStep[] {
  return [
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
  ];
}

/** The code boxes on VERIFY: typing, pasting, submitting, resending, changing the e-mail. */
export function codeSteps(): AppStep[] {
  return [
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
  ];
}
