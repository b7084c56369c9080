import { assign, fromPromise, setup } from 'xstate';
import { type MessageKey, outsideText, type UiText } from '../../locales/catalogue';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import { normalizeEmail, validateAccountFields } from '../rules/account-validators';
import { isTooManyRequests, readApiFailure, tooManyRequestsText } from '../rules/api-failure';
import { ROUTES } from '../rules/routes';
import { notifySignedIn } from '../session/notify-signed-in';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams, User } from '../types';

export type NewPasswordField = 'password' | 'confirmPassword';
export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'confirmPassword'];

/** accounts.md §8 "Password reset failure" and "Sign-in" (catalogue keys). */
export const RESET_FAILED: MessageKey = 'recovery.resetFailed';
export const SIGN_IN_FAILED: MessageKey = 'signIn.failed';
/** Success toasts (issue 10 #6): the recovery e-mail was sent again; the password changed. */
export const RECOVERY_EMAIL_RESENT: MessageKey = 'recovery.resent';
export const PASSWORD_CHANGED: MessageKey = 'recovery.passwordChanged';
/** A failed request for a new link, when the server gave no message of its own. */
export const NEW_LINK_FAILED: MessageKey = 'recovery.linkInvalid';

export interface PasswordRecoveryInput {
  brandId: string;
}

export interface ResetPasswordOutput {
  status?: string;
  /** The server answers the account's e-mail too; used when none was stored in this browser. */
  email?: string | null;
}

export interface PasswordRecoveryContext {
  brandId: string;
  /** The e-mail stored by "¿Olvidaste tu contraseña?" ({prefix}_auth_recover_password_email). */
  storedEmail: string | null;
  /** From the e-mailed link RECOVER_PASSWORD/{id}/{token}. */
  link: { id: string; token: string } | null;
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, MessageKey>>;
  hasSubmitted: boolean;
  /** The e-mail to sign in with after a successful reset. */
  signInEmail: string | null;
}

export type PasswordRecoveryEvent =
  | { type: 'passwordRecovery.emailSentOpened' }
  | { type: 'passwordRecovery.resendRequested' }
  | { type: 'passwordRecovery.resetOpened'; id: string; token: string }
  | { type: 'passwordRecovery.fieldChanged'; field: NewPasswordField; value: string }
  | { type: 'passwordRecovery.submitted' }
  /** "Enviarme un nuevo enlace" on a link that is no longer valid. */
  | { type: 'passwordRecovery.newLinkRequested' };

const EMPTY_VALUES: Record<NewPasswordField, string> = { password: '', confirmPassword: '' };

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`passwordRecovery: actor "${name}" was not provided`);
  });

/**
 * Password recovery after "¿Olvidaste tu contraseña?" (accounts.md §2.4 RECOVER_PASSWORD_EMAIL_SENT and
 * RECOVER_PASSWORD, §4.4, §5.3 "New password", §8): resend the e-mail, then set a new password from the
 * e-mailed link and sign in with it. A failed reset requests a new link to the stored address.
 */
type NewLinkDone = string | { target: string; actions: 'notifyResetFailed' };

/**
 * A new recovery link: to the stored address (POST /forgotpassword), else to the account of the link
 * (POST /forgotpassword/sentMail/{id}/{token}); a failure says so with 'notifyNewLinkFailed'. Used after a
 * refused link and after a failed reset, which differ only in where they go next.
 */
function newLinkRequest({ onDone, onError }: { onDone: NewLinkDone; onError: string }) {
  const failed = { target: onError, actions: 'notifyNewLinkFailed' as const };
  return {
    initial: 'choosing' as const,
    states: {
      choosing: {
        always: [{ guard: 'hasStoredEmail' as const, target: 'byEmail' }, { target: 'byLink' }],
      },
      byEmail: {
        invoke: {
          id: 'requestPasswordRecovery',
          src: 'requestPasswordRecovery' as const,
          input: ({ context }: { context: PasswordRecoveryContext }) => ({
            email: context.storedEmail ?? '',
            brandId: context.brandId,
          }),
          onDone,
          onError: failed,
        },
      },
      byLink: {
        invoke: {
          id: 'requestNewRecoveryLink',
          src: 'requestNewRecoveryLink' as const,
          input: ({ context }: { context: PasswordRecoveryContext }) => ({
            id: context.link?.id ?? '',
            token: context.link?.token ?? '',
          }),
          onDone,
          onError: failed,
        },
      },
    },
  };
}

export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
    input: {} as PasswordRecoveryInput,
  },
  actors: {
    /** Reads {prefix}_auth_recover_password_email (or auth_recover_password_email). */
    readRecoveryEmail: neverRejectingRead<string | null>(
      'passwordRecovery',
      'readRecoveryEmail',
      null,
      notProvidedRead('passwordRecovery', 'readRecoveryEmail'),
    ),
    /** POST /forgotpassword {email}. */
    requestPasswordRecovery: notProvided<unknown, { email: string; brandId: string }>(
      'requestPasswordRecovery',
    ),
    /** POST /forgotpassword/resetpassword/{id}/{token} {password, password2}. */
    resetPassword: notProvided<
      ResetPasswordOutput,
      { id: string; token: string; password: string; password2: string }
    >('resetPassword'),
    /** GET /forgotpassword/resetpassword/{id}/{token}: resolves for a live link, rejects (400/404) otherwise. */
    checkRecoveryLink: notProvided<unknown, { id: string; token: string }>('checkRecoveryLink'),
    /** POST /forgotpassword/sentMail/{id}/{token}: a new link to the account of a used or expired one. */
    requestNewRecoveryLink: notProvided<unknown, { id: string; token: string }>('requestNewRecoveryLink'),
    /** POST /login {email, password} → the user. */
    login: notProvided<User, { email: string; password: string; brandId: string }>('login'),
  },
  guards: {
    hasStoredEmail: ({ context }) => Boolean(context.storedEmail),
    isFormValid: ({ context }) =>
      Object.keys(validateAccountFields(NEW_PASSWORD_FIELDS, context.values)).length === 0,
    isResetDone: (_, params: { output: ResetPasswordOutput }) => params.output.status === 'success',
    isTooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    /** The server refused the link (used, expired, made up, or no such account); not a network failure. */
    isLinkRefused: (_, params: { error: unknown }) => {
      const { status } = readApiFailure(params.error);
      return status === 400 || status === 404;
    },
  },
  actions: {
    storeEmail: assign((_, params: { email: string | null }) => ({ storedEmail: params.email || null })),
    openLink: assign(({ event }) =>
      event.type === 'passwordRecovery.resetOpened'
        ? {
            link: { id: event.id, token: event.token },
            values: EMPTY_VALUES,
            errors: {},
            hasSubmitted: false,
            signInEmail: null,
          }
        : {},
    ),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'passwordRecovery.fieldChanged') return {};
      const values = { ...context.values, [event.field]: event.value };
      if (!context.hasSubmitted) {
        const { [event.field]: _cleared, ...errors } = context.errors;
        return { values, errors };
      }
      // After the first submit both fields follow every change (the confirmation compares with the password).
      return { values, errors: validateAccountFields(NEW_PASSWORD_FIELDS, values) };
    }),
    showFieldErrors: assign(({ context }) => ({
      hasSubmitted: true,
      errors: validateAccountFields(NEW_PASSWORD_FIELDS, context.values),
    })),
    startSubmit: assign({ hasSubmitted: true, errors: {} }),
    chooseSignInEmail: assign(({ context }, params: { output: ResetPasswordOutput }) => ({
      signInEmail: context.storedEmail ?? params.output.email ?? null,
    })),
    clearPasswords: assign({ values: EMPTY_VALUES, errors: {}, hasSubmitted: false }),
    notifyResetFailed: showToast('error', RESET_FAILED),
    notifyResent: showToast('success', RECOVERY_EMAIL_RESENT),
    notifyPasswordChanged: showToast('success', PASSWORD_CHANGED),
    /** A 429 on the reset: the server's "Hiciste demasiados intentos…"; the passwords stay typed, no new link. */
    notifyTooManyAttempts: showToast<PasswordRecoveryContext, PasswordRecoveryEvent>('error', ({ event }) =>
      tooManyRequestsText('error' in event ? event.error : null),
    ),
    notifySignInFailed: showToast('error', SIGN_IN_FAILED),
    /** No new link could be requested: the server's reason (or that the link is not valid); no promise. */
    notifyNewLinkFailed: showToast<PasswordRecoveryContext, PasswordRecoveryEvent>(
      'error',
      ({ event }): UiText => {
        const message = 'error' in event ? readApiFailure(event.error).message : '';
        return message ? outsideText(message) : NEW_LINK_FAILED;
      },
    ),
    notifyResendFailed: showToast<PasswordRecoveryContext, PasswordRecoveryEvent>(
      'error',
      ({ event }): UiText => {
        const message = 'error' in event ? readApiFailure(event.error).message : '';
        return message ? outsideText(message) : SIGN_IN_FAILED;
      },
    ),
    notifySignedIn: notifySignedIn<PasswordRecoveryContext, PasswordRecoveryEvent>(),
    /** Removes {prefix}_auth_recover_password_email and auth_recover_password_email. */
    removeRecoveryEmail: () => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    brandId: input.brandId,
    storedEmail: null,
    link: null,
    values: EMPTY_VALUES,
    errors: {},
    hasSubmitted: false,
    signInEmail: null,
  }),
  initial: 'idle',
  on: {
    'passwordRecovery.emailSentOpened': '.emailSent',
    'passwordRecovery.resetOpened': { target: '.newPassword', actions: 'openLink' },
  },
  states: {
    idle: {
      description: 'No recovery screen is open.',
    },
    emailSent: {
      description: 'RECOVER_PASSWORD_EMAIL_SENT: "Te enviamos un email…", the spam hint and "Reenviar".',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'readRecoveryEmail',
            src: 'readRecoveryEmail',
            onDone: {
              target: 'ready',
              actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.output }) },
            },
          },
        },
        ready: {
          on: {
            'passwordRecovery.resendRequested': { guard: 'hasStoredEmail', target: 'resending' },
          },
        },
        resending: {
          description: 'POST /forgotpassword again with the stored e-mail.',
          invoke: {
            id: 'requestPasswordRecovery',
            src: 'requestPasswordRecovery',
            input: ({ context }) => ({ email: context.storedEmail ?? '', brandId: context.brandId }),
            onDone: { target: 'ready', actions: 'notifyResent' },
            onError: { target: 'ready', actions: 'notifyResendFailed' },
          },
        },
      },
    },
    newPassword: {
      description: 'RECOVER_PASSWORD/{id}/{token}: "Creá una nueva contraseña" with the checklist.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'readRecoveryEmail',
            src: 'readRecoveryEmail',
            onDone: {
              target: 'checkingLink',
              actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.output }) },
            },
          },
        },
        checkingLink: {
          description:
            'GET /forgotpassword/resetpassword/{id}/{token}: a used, expired or made-up link is told at once, before anything is typed.',
          invoke: {
            id: 'checkRecoveryLink',
            src: 'checkRecoveryLink',
            input: ({ context }) => ({ id: context.link?.id ?? '', token: context.link?.token ?? '' }),
            onDone: 'editing',
            onError: [
              {
                guard: { type: 'isLinkRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'linkInvalid',
              },
              // No answer (offline, a 429): the form shows, and the reset will tell.
              { target: 'editing' },
            ],
          },
        },
        linkInvalid: {
          description:
            '"El enlace para reestablecer la contraseña no es válido o ya venció." and "Enviarme un nuevo enlace"; no form.',
          on: { 'passwordRecovery.newLinkRequested': 'sendingNewLink' },
        },
        sendingNewLink: {
          description:
            'A new link: to the stored address (POST /forgotpassword), else to the account of the link.',
          ...newLinkRequest({
            onDone: '#passwordRecovery.newPassword.newLinkSent',
            onError: '#passwordRecovery.newPassword.linkInvalid',
          }),
        },
        newLinkSent: {
          description: '"Hemos enviado un nuevo enlace de recuperación a su correo."',
        },
        editing: {
          on: {
            'passwordRecovery.fieldChanged': { actions: 'changeField' },
            'passwordRecovery.submitted': [
              { guard: 'isFormValid', target: 'resetting', actions: 'startSubmit' },
              { actions: 'showFieldErrors' },
            ],
          },
        },
        resetting: {
          description: 'POST /forgotpassword/resetpassword/{id}/{token} {password, password2}.',
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({
              id: context.link?.id ?? '',
              token: context.link?.token ?? '',
              password: context.values.password,
              password2: context.values.confirmPassword,
            }),
            onDone: [
              {
                guard: { type: 'isResetDone', params: ({ event }) => ({ output: event.output }) },
                target: 'signingIn',
                actions: [
                  { type: 'chooseSignInEmail', params: ({ event }) => ({ output: event.output }) },
                  'notifyPasswordChanged',
                ],
              },
              { target: 'resetFailed' },
            ],
            onError: [
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'notifyTooManyAttempts',
              },
              { target: 'resetFailed' },
            ],
          },
        },
        signingIn: {
          description: 'POST /login with the stored e-mail and the new password.',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({
              email: normalizeEmail(context.signInEmail ?? ''),
              password: context.values.password,
              brandId: context.brandId,
            }),
            onDone: {
              target: '#passwordRecovery.done',
              actions: [
                { type: 'notifySignedIn', params: ({ event }) => ({ user: event.output }) },
                'removeRecoveryEmail',
                { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
              ],
            },
            onError: {
              // The password did change: sign in by hand with it.
              target: '#passwordRecovery.idle',
              actions: [
                'notifySignInFailed',
                { type: 'navigate', params: { to: ROUTES.SIGN_IN, replace: true } },
              ],
            },
          },
        },
        resetFailed: {
          description: 'The reset failed: a new recovery e-mail is requested, then the toast says so.',
          always: 'requestingNewLink',
        },
        requestingNewLink: {
          description:
            'To the stored address (POST /forgotpassword), else to the account of the link (POST /forgotpassword/sentMail/{id}/{token}); the toast promises the e-mail only once it was requested.',
          ...newLinkRequest({
            onDone: { target: '#passwordRecovery.newPassword.editing', actions: 'notifyResetFailed' },
            onError: '#passwordRecovery.newPassword.editing',
          }),
        },
      },
    },
    done: {
      description: 'Signed in with the new password; it is not kept.',
      entry: 'clearPasswords',
    },
  },
});
