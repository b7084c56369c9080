import { assign, fromPromise, setup } from 'xstate';
import { type MessageKey, outsideText, type UiText } from '../../locales/catalogue';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import {
  accountMessages,
  validateAccountField,
  validateAccountFields,
  validateVerificationCode,
} from '../rules/account-validators';
import { isTooManyRequests, readApiFailure, tooManyRequestsText } from '../rules/api-failure';
import { notifySignedIn } from '../session/notify-signed-in';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams, User } from '../types';
import {
  ACCOUNT_FIELDS,
  codeOf,
  EMPTY_CODE,
  EMPTY_VALUES,
  enterCodeDigits,
  isSocialMethod,
  MAX_CODE_SEND_ATTEMPTS,
  NOTHING_PENDING,
  PERSONAL_DATA_FIELDS,
  type PendingSignUp,
  type RegisterPayload,
  type SignUpField,
  type SignUpStep,
  type SocialProfilePayload,
  type StoredSignUp,
  type VerifyCodeOutput,
  valuesFromPending,
} from './sign-up.form';

/** accounts.md §8 "Sign-up" and "Verification code". */
// i18n-exempt: wire value, the server's message that the flow recognises (never shown as is)
export const SERVER_DNI_TAKEN = 'El dni ya está en uso';
/** Shown under DNI instead of the server's message (catalogue key). */
export const DNI_TAKEN: MessageKey = 'signUp.dniTaken';
export const REGISTRATION_FAILED: MessageKey = 'signUp.registrationFailed';
/** Success toasts (issue 10 #6): the code was sent again; the verified account is active. */
export const CODE_RESENT: MessageKey = 'verify.resent';
export const ACCOUNT_ACTIVATED: MessageKey = 'verify.activated';

export interface SignUpInput {
  brandId: string;
}

export interface SignUpContext {
  brandId: string;
  values: Record<SignUpField, string>;
  /** The messages under the fields: a validator's key, or the server's own message (outside text). */
  errors: Partial<Record<SignUpField, UiText>>;
  /** Per step: after its first submit, every change is validated at once. */
  hasSubmittedAccount: boolean;
  hasSubmittedPersonalData: boolean;
  /** The social login's user id (from the pending user), for PUT /user/{id}. */
  pendingUserId: string | null;
  authMethod: string | null;
  codeDigits: string[];
  codeError: UiText | null;
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
  | { type: 'signUp.codeResendRequested' }
  | { type: 'signUp.changeEmailRequested' };

/** A sign-up with nothing typed: the machine's start, and what `resetAll` returns to once signed in. */
export const freshSignUp = (): Omit<SignUpContext, 'brandId'> => ({
  values: EMPTY_VALUES,
  errors: {},
  hasSubmittedAccount: false,
  hasSubmittedPersonalData: false,
  pendingUserId: null,
  authMethod: null,
  codeDigits: EMPTY_CODE,
  codeError: null,
  sendAttempts: 0,
});

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`signUp: actor "${name}" was not provided`);
  });

const failureMessage = (error: unknown) => readApiFailure(error).message;
/** The server's message as outside text, or the flow's own message when the server gave none. */
const failureText = (error: unknown, fallback: MessageKey): UiText => {
  const message = failureMessage(error);
  return message ? outsideText(message) : fallback;
};

/**
 * The sign-up flow's named effects, guards and actions (the chart is in sign-up.machine.ts). The actors
 * throw "not provided"; the app supplies them with `signUpMachine.provide(...)`.
 */
export const signUpSetup = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    /** Reads unverified_user (session storage) and auth_method (local storage). */
    readPendingSignUp: neverRejectingRead<StoredSignUp>(
      'signUp',
      'readPendingSignUp',
      NOTHING_PENDING,
      notProvidedRead('signUp', 'readPendingSignUp'),
    ),
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
    /** After a reload the password (kept in memory only) is gone: SIGN_UP must have it typed again. */
    lacksPassword: ({ context }) => !context.values.password,
    /** The pending user was stored at this step (a social or older pending user has none). */
    isPendingAt: (_, params: { stored: StoredSignUp; step: SignUpStep }) =>
      params.stored.pending?.step === params.step,
    isDniTaken: (_, params: { error: unknown }) =>
      failureMessage(params.error).trim().toLowerCase() === SERVER_DNI_TAKEN.toLowerCase(),
    canRetrySending: ({ context }) => context.sendAttempts < MAX_CODE_SEND_ATTEMPTS,
    isTooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    isCodeComplete: ({ context }) => validateVerificationCode(codeOf(context.codeDigits)) === undefined,
    isVerified: (_, params: { output: VerifyCodeOutput }) => params.output.status === 'success',
  },
  actions: {
    resetAll: assign(() => freshSignUp()),
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
      errors: { ...context.errors, email: failureText(params.error, accountMessages.emailInvalid) },
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
      codeError: failureText(params.error, accountMessages.codeIncomplete),
    })),
    clearCode: assign({ codeDigits: EMPTY_CODE, codeError: null }),
    notifyRegistrationFailed: showToast('error', REGISTRATION_FAILED),
    notifyCodeResent: showToast('success', CODE_RESENT),
    notifyAccountActivated: showToast('success', ACCOUNT_ACTIVATED),
    /** A 429: the server's "Hiciste demasiados intentos…" as a toast; the step keeps what was typed. */
    notifyTooManyAttempts: showToast<SignUpContext, SignUpEvent>('error', ({ event }) =>
      tooManyRequestsText('error' in event ? event.error : null),
    ),
    notifySignedIn: notifySignedIn<SignUpContext, SignUpEvent>(),
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
});
