import { and } from 'xstate';
import { ROUTES } from '../rules/routes';
import { codeOf, normalizeEmail, pendingFromValues, personalBody, type SignUpStep } from './sign-up.form';
import { freshSignUp, type SignUpContext, signUpSetup } from './sign-up.setup';

/** Writes the pending user (never the password) with the step reached (docs/accounts-sign-up.md). */
const storeProgress = (step: SignUpStep, userId?: null) =>
  ({
    type: 'storePendingSignUp',
    params: ({ context }: { context: SignUpContext }) => ({
      pending: pendingFromValues(context.values, userId === null ? null : context.pendingUserId, step),
    }),
  }) as const;

/**
 * Sign-up in three steps (accounts.md §2.4 SIGN_UP, SIGN_UP_PERSONAL_DATA, VERIFY; §4.3; §5.3; §8): the
 * account data with an e-mail availability check, the personal data with POST /register and the code
 * sent (up to 3 attempts), then the 4-digit code. The social login's variant ends at the personal data
 * step with PUT /user/{id}. Each screen sends its `…opened` event on mount; the pending user is read
 * from session storage then. The pending user is written as the diner types and keeps the step reached,
 * so a reload resumes the step with everything but the password (docs/accounts-sign-up.md).
 */
export const signUpMachine = signUpSetup.createMachine({
  id: 'signUp',
  context: ({ input }) => ({ brandId: input.brandId, ...freshSignUp() }),
  initial: 'idle',
  on: {
    'signUp.opened': '.account',
    'signUp.personalDataOpened': '.personalData',
    'signUp.verifyOpened': '.verify',
  },
  states: {
    idle: {
      description: 'No sign-up screen is open.',
    },
    account: {
      description: 'SIGN_UP: Nombre completo, Email, Contraseña, Confirmar contraseña, with the checklist.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'readPendingSignUp',
            src: 'readPendingSignUp',
            onDone: {
              target: 'editing',
              actions: { type: 'prefill', params: ({ event }) => ({ stored: event.output }) },
            },
          },
        },
        editing: {
          on: {
            // Kept as typed (never the password), so a reload on SIGN_UP loses nothing but the password.
            'signUp.fieldChanged': { actions: ['changeField', storeProgress('account')] },
            'signUp.accountSubmitted': [
              { guard: 'isAccountValid', target: 'checkingEmail', actions: 'startAccountSubmit' },
              { actions: 'showAccountErrors' },
            ],
          },
        },
        checkingEmail: {
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({
              email: normalizeEmail(context.values.email),
              brandId: context.brandId,
            }),
            onDone: {
              target: '#signUp.personalData',
              actions: [
                storeProgress('personalData'),
                { type: 'navigate', params: { to: ROUTES.SIGN_UP_PERSONAL_DATA } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showEmailFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    personalData: {
      description:
        'SIGN_UP_PERSONAL_DATA: Nombre completo, teléfono (+54), género, fecha de nacimiento, DNI.',
      initial: 'loading',
      states: {
        loading: {
          entry: 'clearWelcomeModalFlag',
          invoke: {
            id: 'readPendingSignUp',
            src: 'readPendingSignUp',
            onDone: [
              {
                guard: { type: 'hasNoPendingUser', params: ({ event }) => ({ stored: event.output }) },
                target: '#signUp.idle',
                actions: { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
              },
              {
                // Typed on SIGN_UP but the e-mail was never checked: that step first.
                guard: {
                  type: 'isPendingAt',
                  params: ({ event }) => ({ stored: event.output, step: 'account' as const }),
                },
                target: '#signUp.account',
                actions: [
                  { type: 'prefill', params: ({ event }) => ({ stored: event.output }) },
                  { type: 'navigate', params: { to: ROUTES.SIGN_UP, replace: true } },
                ],
              },
              {
                target: 'editing',
                actions: { type: 'prefill', params: ({ event }) => ({ stored: event.output }) },
              },
            ],
          },
        },
        editing: {
          initial: 'ready',
          states: {
            ready: {},
            codeNotSent: {
              description: 'Sending the code failed 3 times: the registration toast was shown; submit again.',
            },
          },
          on: {
            'signUp.fieldChanged': {
              // Kept as typed (never the password), so a reload on this step loses nothing of it.
              actions: ['changeField', storeProgress('personalData')],
            },
            'signUp.personalDataSubmitted': [
              {
                // The social variant: the user exists already; only the profile is sent.
                guard: and(['isPersonalDataValid', 'isSocialSignUp']),
                target: 'updatingProfile',
                actions: 'startPersonalDataSubmit',
              },
              {
                // After a reload the password (memory only) is gone: SIGN_UP asks for it, all else kept.
                guard: and(['isPersonalDataValid', 'lacksPassword']),
                target: '#signUp.account.editing',
                actions: ['showAccountErrors', { type: 'navigate', params: { to: ROUTES.SIGN_UP } }],
              },
              { guard: 'isPersonalDataValid', target: 'registering', actions: 'startPersonalDataSubmit' },
              { actions: 'showPersonalDataErrors' },
            ],
          },
        },
        registering: {
          description: 'POST /register with the full payload.',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              ...personalBody(context.values),
              email: normalizeEmail(context.values.email),
              password: context.values.password,
              brandId: context.brandId,
            }),
            onDone: {
              target: 'sendingCode',
              actions: ['resetSendAttempts', storeProgress('personalData', null)],
            },
            onError: [
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'notifyTooManyAttempts',
              },
              {
                guard: { type: 'isDniTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'showDniTaken',
              },
              // Any other registration error stops the flow silently (accounts.md §8).
              { target: 'editing' },
            ],
          },
        },
        sendingCode: {
          description: 'POST /register/sentMail, tried up to 3 times.',
          entry: 'countSendAttempt',
          invoke: {
            id: 'sendVerificationCode',
            src: 'sendVerificationCode',
            input: ({ context }) => ({
              email: normalizeEmail(context.values.email),
              brandId: context.brandId,
            }),
            onDone: {
              target: '#signUp.verify',
              actions: [
                'clearCode',
                storeProgress('verify', null),
                { type: 'navigate', params: { to: ROUTES.VERIFY } },
              ],
            },
            onError: [
              // A 429 is not retried: another attempt would only count against the limit.
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'editing.codeNotSent',
                actions: 'notifyTooManyAttempts',
              },
              { guard: 'canRetrySending', target: 'sendingCode', reenter: true },
              { target: 'editing.codeNotSent', actions: 'notifyRegistrationFailed' },
            ],
          },
        },
        updatingProfile: {
          description: 'Social sign-up: PUT /user/{id} with the personal data, then the user is signed in.',
          invoke: {
            id: 'updateSocialProfile',
            src: 'updateSocialProfile',
            input: ({ context }) => ({
              userId: context.pendingUserId ?? '',
              brandId: context.brandId,
              body: personalBody(context.values),
            }),
            onDone: {
              target: '#signUp.done',
              actions: [
                { type: 'notifySignedIn', params: ({ event }) => ({ user: event.output }) },
                'clearAuthMethod',
                'clearPendingSignUp',
                { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
              ],
            },
            onError: [
              {
                guard: { type: 'isDniTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'showDniTaken',
              },
              { target: 'editing', actions: 'notifyRegistrationFailed' },
            ],
          },
        },
      },
    },
    verify: {
      description: 'VERIFY: four boxes for the e-mailed code, "Reenviar código" and "Finalizar".',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'readPendingSignUp',
            src: 'readPendingSignUp',
            onDone: [
              {
                guard: { type: 'hasNoPendingUser', params: ({ event }) => ({ stored: event.output }) },
                target: '#signUp.idle',
                actions: { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
              },
              // No code was sent for what is pending (a history step, an old tab): its step instead, else
              // the code would never arrive and 'Reenviar código' could only fail.
              {
                guard: {
                  type: 'isPendingAt',
                  params: ({ event }) => ({ stored: event.output, step: 'account' as const }),
                },
                target: '#signUp.account',
                actions: { type: 'navigate', params: { to: ROUTES.SIGN_UP, replace: true } },
              },
              {
                guard: {
                  type: 'isPendingAt',
                  params: ({ event }) => ({ stored: event.output, step: 'personalData' as const }),
                },
                target: '#signUp.personalData',
                actions: { type: 'navigate', params: { to: ROUTES.SIGN_UP_PERSONAL_DATA, replace: true } },
              },
              {
                target: 'editing',
                actions: { type: 'prefill', params: ({ event }) => ({ stored: event.output }) },
              },
            ],
          },
        },
        editing: {
          on: {
            // The e-mail is on SIGN_UP: the way out when the code went to a mistyped address.
            'signUp.changeEmailRequested': {
              target: '#signUp.account',
              actions: { type: 'navigate', params: { to: ROUTES.SIGN_UP } },
            },
            'signUp.codeDigitEntered': { actions: 'enterCode' },
            'signUp.codeSubmitted': [
              { guard: 'isCodeComplete', target: 'verifying' },
              { actions: 'showCodeIncomplete' },
            ],
            'signUp.codeResendRequested': {
              target: 'resendingCode',
              actions: ['resetSendAttempts', 'clearCode'],
            },
          },
        },
        verifying: {
          description: 'POST /register/mailVerified {email, codigoValidacion}.',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({
              email: normalizeEmail(context.values.email),
              code: codeOf(context.codeDigits),
              brandId: context.brandId,
            }),
            onDone: [
              {
                guard: { type: 'isVerified', params: ({ event }) => ({ output: event.output }) },
                target: '#signUp.done',
                actions: [
                  { type: 'notifySignedIn', params: ({ event }) => ({ user: event.output.user }) },
                  'notifyAccountActivated',
                  'clearPendingSignUp',
                  { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
                ],
              },
              { target: 'editing', actions: 'showCodeIncomplete' },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'showCodeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        resendingCode: {
          description: 'POST /register/sentMail again, tried up to 3 times.',
          entry: 'countSendAttempt',
          invoke: {
            id: 'sendVerificationCode',
            src: 'sendVerificationCode',
            input: ({ context }) => ({
              email: normalizeEmail(context.values.email),
              brandId: context.brandId,
            }),
            onDone: { target: 'editing', actions: 'notifyCodeResent' },
            onError: [
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'notifyTooManyAttempts',
              },
              { guard: 'canRetrySending', target: 'resendingCode', reenter: true },
              { target: 'editing', actions: 'notifyRegistrationFailed' },
            ],
          },
        },
      },
    },
    done: {
      description: 'Signed in; nothing typed is kept.',
      entry: 'resetAll',
    },
  },
});
