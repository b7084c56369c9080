import { type AnyActorRef, and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  accountMessages,
  validateAccountField,
  validateAccountFields,
  validateVerificationCode,
} from '../rules/account-validators';
import { readApiFailure } from '../rules/api-failure';
import { ROUTES } from '../rules/routes';
import { showToast } from '../toasts/show-toast';
import type { Gender, NavigateParams, User } from '../types';

export type SignUpField =
  | 'fullName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'phoneNumber'
  | 'gender'
  | 'birthDate'
  | 'dni';

/** SIGN_UP (accounts.md §2.4, §5.3 "Sign up"). */
export const ACCOUNT_FIELDS: readonly SignUpField[] = ['fullName', 'email', 'password', 'confirmPassword'];
/** SIGN_UP_PERSONAL_DATA (accounts.md §2.4, §5.3 "Personal data"). */
export const PERSONAL_DATA_FIELDS: readonly SignUpField[] = [
  'fullName',
  'phoneNumber',
  'gender',
  'birthDate',
  'dni',
];

/** The default phone prefix (accounts.md §9). */
export const PHONE_PREFIX = '+54';
export const CODE_LENGTH = 4;
/** Sending the verification code is tried at most 3 times (accounts.md §4.3, §9). */
export const MAX_CODE_SEND_ATTEMPTS = 3;

/** accounts.md §8 "Sign-up" and "Verification code". */
export const SERVER_DNI_TAKEN = 'El dni ya está en uso';
export const DNI_TAKEN = 'El DNI ya está en uso';
export const REGISTRATION_FAILED = 'No se pudo completar el registro. Por favor, inténtalo de nuevo.';

/**
 * The pending unverified user held in session storage under `unverified_user` (accounts.md §3): the
 * register data without the password, which stays in memory only. The social login sets it with the
 * user's `_id` before opening the personal data step.
 */
export interface PendingSignUp {
  _id?: string;
  name?: string;
  email?: string;
  phoneNumber?: string;
  gender?: string;
  birthDate?: string;
  identificationNumber?: string;
}

/** What the storage holds when a step opens. */
export interface StoredSignUp {
  pending: PendingSignUp | null;
  /** The local auth_method: a social method's name when the sign-up came from the social login. */
  authMethod: string | null;
}

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  gender: string;
  birthDate: string;
  identificationNumber: string;
  brandId: string;
}

export interface SocialProfilePayload {
  userId: string;
  brandId: string;
  body: {
    name: string;
    phoneNumber: string;
    gender: string;
    birthDate: string;
    identificationNumber: string;
  };
}

export interface VerifyCodeOutput {
  status?: string;
  user: User;
}

export interface SignUpInput {
  brandId: string;
}

export interface SignUpContext {
  brandId: string;
  values: Record<SignUpField, string>;
  errors: Partial<Record<SignUpField, string>>;
  /** Per step: after its first submit, every change is validated at once. */
  hasSubmittedAccount: boolean;
  hasSubmittedPersonalData: boolean;
  /** The social login's user id (from the pending user), for PUT /user/{id}. */
  pendingUserId: string | null;
  authMethod: string | null;
  codeDigits: string[];
  codeError: string | null;
  /** Attempts at sending the code in the current round (at most 3). */
  sendAttempts: number;
}

export type SignUpEvent =
  | { type: 'signUp.opened' }
  | { type: 'signUp.personalDataOpened' }
  | { type: 'signUp.verifyOpened' }
  | { type: 'signUp.fieldChanged'; field: SignUpField; value: string }
  | { type: 'signUp.accountSubmitted' }
  | { type: 'signUp.personalDataSubmitted' }
  | { type: 'signUp.codeDigitEntered'; index: number; text: string }
  | { type: 'signUp.codeSubmitted' }
  | { type: 'signUp.codeResendRequested' };

const EMPTY_VALUES: Record<SignUpField, string> = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: PHONE_PREFIX,
  gender: '',
  birthDate: '',
  dni: '',
};
const EMPTY_CODE = ['', '', '', ''];

/** Any method other than e-mail is a social method (the social login stores its name). */
export const isSocialMethod = (method: string | null | undefined): boolean =>
  Boolean(method) && method !== 'email' && method !== 'none';

/**
 * The four boxes after typing `text` into box `index`: a paste of 4 or more characters fills all four,
 * otherwise the box takes the last character typed (or is emptied).
 */
export function enterCodeDigits(digits: readonly string[], index: number, text: string): string[] {
  const chars = Array.from(text.replace(/\s/g, ''));
  if (chars.length >= CODE_LENGTH) return chars.slice(0, CODE_LENGTH);
  const next = [...digits];
  if (index < 0 || index >= CODE_LENGTH) return next;
  next[index] = chars.length ? chars[chars.length - 1] : '';
  return next;
}

export const codeOf = (digits: readonly string[]): string => digits.join('');

/** The pending user's fields as form values (only those it has). */
function valuesFromPending(pending: PendingSignUp): Partial<Record<SignUpField, string>> {
  const values: Partial<Record<SignUpField, string>> = {};
  if (pending.name) values.fullName = pending.name;
  if (pending.email) values.email = pending.email;
  if (pending.phoneNumber) values.phoneNumber = pending.phoneNumber;
  if (pending.gender) values.gender = pending.gender;
  if (pending.birthDate) values.birthDate = String(pending.birthDate).slice(0, 10);
  if (pending.identificationNumber) values.dni = String(pending.identificationNumber);
  return values;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The pending user as stored: never the password. */
export function pendingFromValues(values: Record<SignUpField, string>, userId: string | null): PendingSignUp {
  const pending: PendingSignUp = { name: values.fullName.trim(), email: normalizeEmail(values.email) };
  if (userId) pending._id = userId;
  if (values.phoneNumber && values.phoneNumber !== PHONE_PREFIX)
    pending.phoneNumber = values.phoneNumber.trim();
  if (values.gender) pending.gender = values.gender;
  if (values.birthDate) pending.birthDate = values.birthDate;
  if (values.dni) pending.identificationNumber = values.dni.trim();
  return pending;
}

const personalBody = (values: Record<SignUpField, string>) => ({
  name: values.fullName.trim(),
  phoneNumber: values.phoneNumber.trim(),
  gender: values.gender as Gender,
  birthDate: values.birthDate,
  identificationNumber: values.dni.trim(),
});

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`signUp: actor "${name}" was not provided`);
  });

const failureMessage = (error: unknown) => readApiFailure(error).message;

/**
 * Sign-up in three steps (accounts.md §2.4 SIGN_UP, SIGN_UP_PERSONAL_DATA, VERIFY; §4.3; §5.3; §8): the
 * account data with an e-mail availability check, the personal data with POST /register and the code
 * sent (up to 3 attempts), then the 4-digit code. The social login's variant ends at the personal data
 * step with PUT /user/{id}. Each screen sends its `…opened` event on mount; the pending user is read
 * from session storage then.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    /** Reads unverified_user (session storage) and auth_method (local storage). */
    readPendingSignUp: notProvided<StoredSignUp, undefined>('readPendingSignUp'),
    /** POST /register/checkemail {email}. */
    checkEmail: notProvided<unknown, { email: string; brandId: string }>('checkEmail'),
    /** POST /register with the full payload → the unverified user. */
    register: notProvided<User, RegisterPayload>('register'),
    /** POST /register/sentMail {email}. */
    sendVerificationCode: notProvided<unknown, { email: string; brandId: string }>('sendVerificationCode'),
    /** POST /register/mailVerified {email, codigoValidacion}. */
    verifyCode: notProvided<VerifyCodeOutput, { email: string; code: string; brandId: string }>('verifyCode'),
    /** PUT /user/{id} {name, phoneNumber, gender, birthDate, identificationNumber} (social sign-up). */
    updateSocialProfile: notProvided<User, SocialProfilePayload>('updateSocialProfile'),
  },
  guards: {
    isAccountValid: ({ context }) =>
      Object.keys(validateAccountFields(ACCOUNT_FIELDS, context.values)).length === 0,
    isPersonalDataValid: ({ context }) =>
      Object.keys(validateAccountFields(PERSONAL_DATA_FIELDS, context.values, new Date())).length === 0,
    isSocialSignUp: ({ context }) => isSocialMethod(context.authMethod) && Boolean(context.pendingUserId),
    hasNoPendingUser: (_, params: { stored: StoredSignUp }) => !params.stored.pending,
    /** After a reload the password (kept in memory only) is gone: the account step must be typed again. */
    lacksPassword: ({ context }, params: { stored: StoredSignUp }) =>
      !isSocialMethod(params.stored.authMethod) && !context.values.password,
    isDniTaken: (_, params: { error: unknown }) =>
      failureMessage(params.error).trim().toLowerCase() === SERVER_DNI_TAKEN.toLowerCase(),
    canRetrySending: ({ context }) => context.sendAttempts < MAX_CODE_SEND_ATTEMPTS,
    isCodeComplete: ({ context }) => validateVerificationCode(codeOf(context.codeDigits)) === undefined,
    isVerified: (_, params: { output: VerifyCodeOutput }) => params.output.status === 'success',
  },
  actions: {
    resetAll: assign({
      values: EMPTY_VALUES,
      errors: {},
      hasSubmittedAccount: false,
      hasSubmittedPersonalData: false,
      pendingUserId: null,
      authMethod: null,
      codeDigits: EMPTY_CODE,
      codeError: null,
      sendAttempts: 0,
    }),
    prefill: assign(({ context }, params: { stored: StoredSignUp }) => {
      const { pending, authMethod } = params.stored;
      if (!pending) return { authMethod };
      return {
        authMethod,
        pendingUserId: pending._id ?? context.pendingUserId,
        values: { ...context.values, ...valuesFromPending(pending) },
      };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'signUp.fieldChanged') return {};
      const values = { ...context.values, [event.field]: event.value };
      const validating =
        (context.hasSubmittedAccount && ACCOUNT_FIELDS.includes(event.field)) ||
        (context.hasSubmittedPersonalData && PERSONAL_DATA_FIELDS.includes(event.field));
      const errors = { ...context.errors };
      const message = validating ? validateAccountField(event.field, values, new Date()) : undefined;
      if (message) errors[event.field] = message;
      else delete errors[event.field];
      // The confirmation is compared with the password: re-check it when the password changes.
      if (event.field === 'password' && validating && values.confirmPassword) {
        const confirm = validateAccountField('confirmPassword', values);
        if (confirm) errors.confirmPassword = confirm;
        else delete errors.confirmPassword;
      }
      return { values, errors };
    }),
    showAccountErrors: assign(({ context }) => ({
      hasSubmittedAccount: true,
      errors: validateAccountFields(ACCOUNT_FIELDS, context.values),
    })),
    showPersonalDataErrors: assign(({ context }) => ({
      hasSubmittedPersonalData: true,
      errors: validateAccountFields(PERSONAL_DATA_FIELDS, context.values, new Date()),
    })),
    startAccountSubmit: assign({ hasSubmittedAccount: true, errors: {} }),
    startPersonalDataSubmit: assign({ hasSubmittedPersonalData: true, errors: {} }),
    showEmailFailure: assign(({ context }, params: { error: unknown }) => ({
      errors: { ...context.errors, email: failureMessage(params.error) || accountMessages.emailInvalid },
    })),
    showDniTaken: assign(({ context }) => ({ errors: { ...context.errors, dni: DNI_TAKEN } })),
    resetSendAttempts: assign({ sendAttempts: 0 }),
    countSendAttempt: assign(({ context }) => ({ sendAttempts: context.sendAttempts + 1 })),
    enterCode: assign(({ context, event }) =>
      event.type === 'signUp.codeDigitEntered'
        ? { codeDigits: enterCodeDigits(context.codeDigits, event.index, event.text), codeError: null }
        : {},
    ),
    showCodeIncomplete: assign({ codeError: accountMessages.codeIncomplete }),
    showCodeFailure: assign((_, params: { error: unknown }) => ({
      codeError: failureMessage(params.error) || accountMessages.codeIncomplete,
    })),
    clearCode: assign({ codeDigits: EMPTY_CODE, codeError: null }),
    notifyRegistrationFailed: showToast('error', REGISTRATION_FAILED),
    notifySignedIn: enqueueActions<
      SignUpContext,
      SignUpEvent,
      { user: User },
      SignUpEvent,
      never,
      never,
      never,
      never,
      never
    >(({ system, enqueue }, params) => {
      const session = system.get('session') as AnyActorRef | undefined;
      if (session) enqueue.sendTo(session, { type: 'session.signedIn', user: params.user });
    }),
    /** Writes unverified_user (session storage). */
    storePendingSignUp: (_, _params: { pending: PendingSignUp }) => {},
    /** Removes unverified_user. */
    clearPendingSignUp: () => {},
    /** Removes the local welcome_user_modal_state flag. */
    clearWelcomeModalFlag: () => {},
    /** Removes auth_method and {prefix}_auth_method. */
    clearAuthMethod: () => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    brandId: input.brandId,
    values: EMPTY_VALUES,
    errors: {},
    hasSubmittedAccount: false,
    hasSubmittedPersonalData: false,
    pendingUserId: null,
    authMethod: null,
    codeDigits: EMPTY_CODE,
    codeError: null,
    sendAttempts: 0,
  }),
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
            onError: 'editing',
          },
        },
        editing: {
          on: {
            'signUp.fieldChanged': { actions: 'changeField' },
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
                {
                  type: 'storePendingSignUp',
                  params: ({ context }) => ({
                    pending: pendingFromValues(context.values, context.pendingUserId),
                  }),
                },
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
                guard: { type: 'lacksPassword', params: ({ event }) => ({ stored: event.output }) },
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
            onError: {
              target: '#signUp.idle',
              actions: { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
            },
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
            'signUp.fieldChanged': { actions: 'changeField' },
            'signUp.personalDataSubmitted': [
              {
                // The social variant: the user exists already; only the profile is sent.
                guard: and(['isPersonalDataValid', 'isSocialSignUp']),
                target: 'updatingProfile',
                actions: 'startPersonalDataSubmit',
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
              actions: [
                'resetSendAttempts',
                {
                  type: 'storePendingSignUp',
                  params: ({ context }) => ({ pending: pendingFromValues(context.values, null) }),
                },
              ],
            },
            onError: [
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
              actions: ['clearCode', { type: 'navigate', params: { to: ROUTES.VERIFY } }],
            },
            onError: [
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
              {
                target: 'editing',
                actions: { type: 'prefill', params: ({ event }) => ({ stored: event.output }) },
              },
            ],
            onError: {
              target: '#signUp.idle',
              actions: { type: 'navigate', params: { to: ROUTES.BASE, replace: true } },
            },
          },
        },
        editing: {
          on: {
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
            onDone: 'editing',
            onError: [
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
