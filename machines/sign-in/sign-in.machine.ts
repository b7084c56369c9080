import { assign, fromPromise, setup } from 'xstate';
import { type MessageKey, outsideText, type UiText } from '../../locales/catalogue';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import {
  accountMessages,
  normalizeEmail,
  validateEmail,
  validateSignInField,
  validateSignInFields,
} from '../rules/account-validators';
import { isTooManyRequests, readApiFailure, tooManyRequestsText } from '../rules/api-failure';
import { ROUTES } from '../rules/routes';
import { notifySignedIn } from '../session/notify-signed-in';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams, User } from '../types';

export type SignInField = 'email' | 'password';
export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

export interface SignInInput {
  brandId: string;
}

export interface SignInContext {
  brandId: string;
  values: Record<SignInField, string>;
  /** The messages under the fields: a validator's key, or the server's own message (outside text). */
  errors: Partial<Record<SignInField, UiText>>;
  /** After the first submit every change is validated at once (before it, a change only clears its error). */
  hasSubmitted: boolean;
}

export type SignInEvent =
  | { type: 'signIn.opened' }
  | { type: 'signIn.fieldChanged'; field: SignInField; value: string }
  | { type: 'signIn.submitted' }
  | { type: 'signIn.forgotPasswordRequested' };

export interface LoginInput {
  email: string;
  password: string;
  brandId: string;
}

/** accounts.md §8 "Sign-in" (catalogue keys). */
export const SIGN_IN_FAILED: MessageKey = 'signIn.failed';
export const MISSING_BRAND: MessageKey = 'signIn.missingBrand';

const EMPTY_VALUES: Record<SignInField, string> = { email: '', password: '' };

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`signIn: actor "${name}" was not provided`);
  });

/**
 * Sign-in with e-mail and password, and "¿Olvidaste tu contraseña?" (accounts.md §2.4 SIGN_IN, §4.4,
 * §5.3, §8). A signed-in user is handed to the `session` actor, whose post-login redirect goes to a stored
 * path; this flow only goes to BASE when none is stored.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    /** POST /login {email, password} → the user. */
    login: notProvided<User, LoginInput>('login'),
    /** POST /forgotpassword {email}. */
    requestPasswordRecovery: notProvided<unknown, { email: string; brandId: string }>(
      'requestPasswordRecovery',
    ),
    /** The path stored before a social login ({prefix}_auth_pathname), if any. */
    readReturnPath: neverRejectingRead<string | null>(
      'signIn',
      'readReturnPath',
      null,
      notProvidedRead('signIn', 'readReturnPath'),
    ),
  },
  guards: {
    hasNoBrand: ({ context }) => !context.brandId,
    isFormValid: ({ context }) => Object.keys(validateSignInFields(context.values)).length === 0,
    isEmailEmpty: ({ context }) => context.values.email.trim() === '',
    isEmailInvalid: ({ context }) => validateEmail(context.values.email) !== undefined,
    isNotFound: (_, params: { error: unknown }) => readApiFailure(params.error).status === 404,
    isBadRequest: (_, params: { error: unknown }) => readApiFailure(params.error).status === 400,
    isTooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    hasReturnPath: (_, params: { path: string | null }) => Boolean(params.path),
  },
  actions: {
    resetForm: assign({ values: EMPTY_VALUES, errors: {}, hasSubmitted: false }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'signIn.fieldChanged') return {};
      const values = { ...context.values, [event.field]: event.value };
      const errors = { ...context.errors };
      const message = context.hasSubmitted ? validateSignInField(event.field, values) : undefined;
      if (message) errors[event.field] = message;
      else delete errors[event.field];
      return { values, errors };
    }),
    showFieldErrors: assign(({ context }) => ({
      hasSubmitted: true,
      errors: validateSignInFields(context.values),
    })),
    startSubmit: assign({ hasSubmitted: true, errors: {} }),
    showForgotEmailRequired: assign(({ context }) => ({
      errors: { ...context.errors, email: accountMessages.forgotEmailRequired },
    })),
    showEmailFormatError: assign(({ context }) => ({
      errors: { ...context.errors, email: validateEmail(context.values.email) },
    })),
    showServerError: assign(({ context }, params: { field: SignInField; error: unknown }) => {
      const message = readApiFailure(params.error).message;
      return {
        errors: { ...context.errors, [params.field]: message ? outsideText(message) : SIGN_IN_FAILED },
      };
    }),
    notifySignInFailed: showToast('error', SIGN_IN_FAILED),
    /** A 429: the server's "Hiciste demasiados intentos…" as a toast; the form keeps what was typed. */
    notifyTooManyAttempts: showToast<SignInContext, SignInEvent>('error', ({ event }) =>
      tooManyRequestsText('error' in event ? event.error : null),
    ),
    notifyMissingBrand: showToast('error', MISSING_BRAND),
    /** Hands the user to the session (which decides the routes and the post-login redirect). */
    notifySignedIn: notifySignedIn<SignInContext, SignInEvent>(),
    /** Keeps the e-mail for the recovery screens ({prefix}_auth_recover_password_email and the plain key). */
    storeRecoveryEmail: (_, _params: { email: string }) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    brandId: input.brandId,
    values: EMPTY_VALUES,
    errors: {},
    hasSubmitted: false,
  }),
  initial: 'editing',
  on: {
    'signIn.opened': { target: '.editing', actions: 'resetForm' },
  },
  states: {
    editing: {
      description: 'The form; fields are validated on submit, and on every change after the first submit.',
      on: {
        'signIn.fieldChanged': { actions: 'changeField' },
        'signIn.submitted': [
          { guard: 'hasNoBrand', actions: 'notifyMissingBrand' },
          { guard: 'isFormValid', target: 'signingIn', actions: 'startSubmit' },
          { actions: 'showFieldErrors' },
        ],
        'signIn.forgotPasswordRequested': [
          { guard: 'isEmailEmpty', actions: 'showForgotEmailRequired' },
          { guard: 'isEmailInvalid', actions: 'showEmailFormatError' },
          { guard: 'hasNoBrand', actions: 'notifyMissingBrand' },
          { target: 'requestingRecovery' },
        ],
      },
    },
    signingIn: {
      description: 'POST /login with the lowercased e-mail; the buttons ignore presses meanwhile.',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          email: normalizeEmail(context.values.email),
          password: context.values.password,
          brandId: context.brandId,
        }),
        onDone: {
          target: 'leaving',
          actions: { type: 'notifySignedIn', params: ({ event }) => ({ user: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'notifyTooManyAttempts',
          },
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: {
              type: 'showServerError',
              params: ({ event }) => ({ field: 'email', error: event.error }),
            },
          },
          {
            guard: { type: 'isBadRequest', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: {
              type: 'showServerError',
              params: ({ event }) => ({ field: 'password', error: event.error }),
            },
          },
          { target: 'editing', actions: 'notifySignInFailed' },
        ],
      },
    },
    leaving: {
      description:
        'Signed in: the session redirects to a stored path; without one (or an unreadable one: the read never fails) this flow goes to BASE.',
      invoke: {
        id: 'readReturnPath',
        src: 'readReturnPath',
        onDone: [
          {
            guard: { type: 'hasReturnPath', params: ({ event }) => ({ path: event.output }) },
            target: 'signedIn',
          },
          {
            target: 'signedIn',
            actions: { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
          },
        ],
      },
    },
    signedIn: {
      description: 'Done; the typed password is not kept.',
      entry: 'resetForm',
    },
    requestingRecovery: {
      description: 'POST /forgotpassword with the typed e-mail.',
      invoke: {
        id: 'requestPasswordRecovery',
        src: 'requestPasswordRecovery',
        input: ({ context }) => ({ email: normalizeEmail(context.values.email), brandId: context.brandId }),
        onDone: {
          target: 'editing',
          actions: [
            {
              type: 'storeRecoveryEmail',
              params: ({ context }) => ({ email: normalizeEmail(context.values.email) }),
            },
            { type: 'navigate', params: { to: ROUTES.RECOVER_PASSWORD_EMAIL_SENT } },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showServerError',
            params: ({ event }) => ({ field: 'email', error: event.error }),
          },
        },
      },
    },
  },
});
