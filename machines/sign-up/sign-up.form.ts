/**
 * The sign-up form's pure parts: its fields, the code boxes, the pending user kept in session storage and
 * the API payloads built from the values. The flow's machine (sign-up.machine.ts) and its setup
 * (sign-up.setup.ts) apply them; the views and adapters import the types from here.
 */
import { DEFAULT_PHONE_PREFIX, normalizeEmail } from '../rules/account-validators';
import type { Gender, User } from '../types';

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

export const CODE_LENGTH = 4;
/** Sending the verification code is tried at most 3 times (accounts.md §4.3, §9). */
export const MAX_CODE_SEND_ATTEMPTS = 3;

/**
 * How far the sign-up got, kept in the pending user so a reload (or a history step) resumes it:
 * `account` — typed on SIGN_UP, the e-mail not yet checked; `personalData` — the e-mail was checked (or
 * the personal data changed since the code was sent); `verify` — registered and the code sent to `email`.
 */
export type SignUpStep = 'account' | 'personalData' | 'verify';

/**
 * The pending unverified user held in session storage under `unverified_user` (accounts.md §3): the
 * register data without the password, which stays in memory only, and the step reached (docs/
 * accounts-sign-up.md). The social login sets it with the user's `_id` before opening the personal data
 * step (no step: it opens where it is).
 */
export interface PendingSignUp {
  _id?: string;
  step?: SignUpStep;
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

/** What an empty (or unreadable: the read never fails) storage holds. */
export const NOTHING_PENDING: StoredSignUp = { pending: null, authMethod: null };

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

export const EMPTY_VALUES: Record<SignUpField, string> = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: DEFAULT_PHONE_PREFIX,
  gender: '',
  birthDate: '',
  dni: '',
};
export const EMPTY_CODE = ['', '', '', ''];

/** Any method other than e-mail is a social method (the social login stores its name). */
export const isSocialMethod = (method: string | null | undefined): boolean =>
  Boolean(method) && method !== 'email' && method !== 'none';

/**
 * The four boxes after typing `text` into box `index`: a paste of 4 or more characters fills all four,
 * otherwise the box takes the last character typed (or is emptied).
 */
export function enterCodeDigits(digits: readonly string[], index: number, text: string): string[] {
  // The code is digits only (§5.3 "exactly 4 digits"): a letter typed or pasted never reaches a box.
  const chars = Array.from(text.replace(/[^0-9]/g, ''));
  if (chars.length >= CODE_LENGTH) return chars.slice(0, CODE_LENGTH);
  const next = [...digits];
  if (index < 0 || index >= CODE_LENGTH) return next;
  next[index] = chars.length ? chars[chars.length - 1] : '';
  return next;
}

export const codeOf = (digits: readonly string[]): string => digits.join('');

/** The pending user's fields as form values (only those it has). */
export function valuesFromPending(pending: PendingSignUp): Partial<Record<SignUpField, string>> {
  const values: Partial<Record<SignUpField, string>> = {};
  if (pending.name) values.fullName = pending.name;
  if (pending.email) values.email = pending.email;
  if (pending.phoneNumber) values.phoneNumber = pending.phoneNumber;
  if (pending.gender) values.gender = pending.gender;
  if (pending.birthDate) values.birthDate = String(pending.birthDate).slice(0, 10);
  if (pending.identificationNumber) values.dni = String(pending.identificationNumber);
  return values;
}

/** Re-exported for the chart, which imports the form's helpers from here. */
export { normalizeEmail };

/** The pending user as stored: never the password. */
export function pendingFromValues(
  values: Record<SignUpField, string>,
  userId: string | null,
  step: SignUpStep,
): PendingSignUp {
  const pending: PendingSignUp = { name: values.fullName.trim(), email: normalizeEmail(values.email), step };
  if (userId) pending._id = userId;
  if (values.phoneNumber && values.phoneNumber !== DEFAULT_PHONE_PREFIX)
    pending.phoneNumber = values.phoneNumber.trim();
  if (values.gender) pending.gender = values.gender;
  if (values.birthDate) pending.birthDate = values.birthDate;
  if (values.dni) pending.identificationNumber = values.dni.trim();
  return pending;
}

export const personalBody = (values: Record<SignUpField, string>) => ({
  name: values.fullName.trim(),
  phoneNumber: values.phoneNumber.trim(),
  gender: values.gender as Gender,
  birthDate: values.birthDate,
  identificationNumber: values.dni.trim(),
});
