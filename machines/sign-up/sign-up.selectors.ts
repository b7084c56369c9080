import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { passwordChecklist, validateVerificationCode } from '../rules/account-validators';
import { codeOf, isSocialMethod, type SignUpField } from './sign-up.form';
import type { signUpMachine } from './sign-up.machine';

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

export const selectSignUpValue =
  (field: SignUpField) =>
  (s: SignUpSnapshot): string =>
    s.context.values[field];
/** The message under a field, if any (the view renders it in the diner's language and capitalises it). */
export const selectSignUpError =
  (field: SignUpField) =>
  (s: SignUpSnapshot): UiText | null =>
    s.context.errors[field] ?? null;
/** The password checklist (accounts.md §5.2) for the typed password and confirmation. */
export const selectSignUpChecklist = (s: SignUpSnapshot) =>
  passwordChecklist(s.context.values.password, s.context.values.confirmPassword);

/** The account step is reading the pending user (the form is not shown yet). */
export const selectIsAccountLoading = (s: SignUpSnapshot): boolean => s.matches({ account: 'loading' });
/** POST /register/checkemail is in flight: "Ingresar" ignores presses. */
export const selectIsCheckingEmail = (s: SignUpSnapshot): boolean => s.matches({ account: 'checkingEmail' });

export const selectIsPersonalDataLoading = (s: SignUpSnapshot): boolean =>
  s.matches({ personalData: 'loading' });
/** Registration, code sending or the social profile update is in flight. */
export const selectIsSubmittingPersonalData = (s: SignUpSnapshot): boolean =>
  s.matches({ personalData: 'registering' }) ||
  s.matches({ personalData: 'sendingCode' }) ||
  s.matches({ personalData: 'updatingProfile' });
/** The social login's sign-up: no back button on the personal data step. */
export const selectIsSocialSignUp = (s: SignUpSnapshot): boolean =>
  isSocialMethod(s.context.authMethod) && Boolean(s.context.pendingUserId);
export const selectSendAttempts = (s: SignUpSnapshot): number => s.context.sendAttempts;

export const selectIsVerifyLoading = (s: SignUpSnapshot): boolean => s.matches({ verify: 'loading' });
export const selectCodeDigits = (s: SignUpSnapshot): readonly string[] => s.context.codeDigits;
export const selectCodeError = (s: SignUpSnapshot): UiText | null => s.context.codeError;
/** "Finalizar" is enabled only with 4 digits, and not while verifying. */
export const selectCanFinish = (s: SignUpSnapshot): boolean =>
  s.matches({ verify: 'editing' }) && validateVerificationCode(codeOf(s.context.codeDigits)) === undefined;
export const selectIsVerifying = (s: SignUpSnapshot): boolean => s.matches({ verify: 'verifying' });
export const selectIsResendingCode = (s: SignUpSnapshot): boolean => s.matches({ verify: 'resendingCode' });
export const selectCanResendCode = (s: SignUpSnapshot): boolean =>
  s.can({ type: 'signUp.codeResendRequested' });
/** "Cambiar email" opens SIGN_UP, where the e-mail is (not while a request is in flight). */
export const selectCanChangeEmail = (s: SignUpSnapshot): boolean =>
  s.can({ type: 'signUp.changeEmailRequested' });
/** The e-mail the code was sent to. */
export const selectSignUpEmail = (s: SignUpSnapshot): string => s.context.values.email;
/** All typed values (one object, new only when a value changes). */
export const selectSignUpValues = (s: SignUpSnapshot) => s.context.values;
/** All messages under the fields (one object, new only when they change). */
export const selectSignUpErrors = (s: SignUpSnapshot) => s.context.errors;
