/**
 * Account field validators (accounts spec §5). Pure: the sign-up, sign-in, profile and support
 * flows call them in the app, and the reference server enforces the same rules. Each validator
 * answers the catalogue key of the spec's message for the first failing rule (`validation.*` in
 * locales/es/accounts.ts; the server answers its Spanish with `textIn(es, key)`), or `undefined` when the
 * value is valid.
 */
import type { MessageKey } from '../../locales/catalogue';

export type ValidationResult = MessageKey | undefined;

const SPECIAL_CHARS = /[`!@#$%^&*()_+\-=[\]{};:"\\|,<>/?~]/;
const LETTERS = /^[\p{L}]+$/u;

export const accountMessages = {
  required: 'validation.required',
  nameTooLong: 'validation.nameTooLong',
  nameTooShort: 'validation.nameTooShort',
  nameDigits: 'validation.nameDigits',
  nameSpecial: 'validation.nameSpecial',
  fullNameWords: 'validation.fullNameWords',
  fullNameShort: 'validation.fullNameShort',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  passwordShort: 'validation.passwordShort',
  passwordCase: 'validation.passwordCase',
  passwordDigit: 'validation.passwordDigit',
  passwordMismatch: 'validation.passwordMismatch',
  dniInvalid: 'validation.dniInvalid',
  birthDateRequired: 'validation.birthDateRequired',
  birthDateYear: 'validation.birthDateYear',
  birthDateInvalid: 'validation.birthDateInvalid',
  phoneRequired: 'validation.phoneRequired',
  phonePrefixOnly: 'validation.phonePrefixOnly',
  phoneInvalid: 'validation.phoneInvalid',
  phoneIncomplete: 'validation.phoneIncomplete',
  genderRequired: 'validation.genderRequired',
  zipCodeInvalid: 'validation.zipCodeInvalid',
  cuitInvalid: 'validation.cuitInvalid',
  codAreaInvalid: 'validation.codAreaInvalid',
  otherSpecial: 'validation.otherSpecial',
  forgotEmailRequired: 'validation.forgotEmailRequired',
  codeIncomplete: 'validation.codeIncomplete',
  supportSubject: 'validation.supportSubject',
  supportDescription: 'validation.supportDescription',
} as const satisfies Record<string, MessageKey>;

/** The default phone prefix a phone field starts with (accounts.md §9). */
export const DEFAULT_PHONE_PREFIX = '+54';

// i18n-exempt: wire values (accounts.md §9 "Gender values"); the views label them
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export function validateName(value: unknown): ValidationResult {
  if (isBlank(value)) return accountMessages.required;
  const text = (value as string).trim();
  if (text.length > 30) return accountMessages.nameTooLong;
  if (text.length < 3) return accountMessages.nameTooShort;
  if (/\d/.test(text)) return accountMessages.nameDigits;
  if (SPECIAL_CHARS.test(text)) return accountMessages.nameSpecial;
  return undefined;
}

export function validateFullName(value: unknown): ValidationResult {
  if (isBlank(value)) return accountMessages.required;
  const text = (value as string).trim();
  if (/\d/.test(text)) return accountMessages.nameDigits;
  if (SPECIAL_CHARS.test(text)) return accountMessages.nameSpecial;
  const words = text.split(/\s+/);
  if (words.length < 2) return accountMessages.fullNameWords;
  const [first, ...rest] = words;
  const last = rest[rest.length - 1];
  const okWord = (w: string) => LETTERS.test(w) && w.length >= 3 && w.length <= 30;
  if (!okWord(first) || !okWord(last)) return accountMessages.fullNameShort;
  return undefined;
}

export function isValidEmail(text: string): boolean {
  if (/\s/.test(text) || text.includes('..')) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!local || !domain || domain.startsWith('-')) return false;
  return /^[^@\s]+@[^@\s-][^@\s]*\.[A-Za-z]{2,}$/.test(text);
}

export function validateEmail(value: unknown): ValidationResult {
  if (isBlank(value)) return accountMessages.emailRequired;
  return isValidEmail((value as string).trim()) ? undefined : accountMessages.emailInvalid;
}

/** The shortest password (§5.1 "8 caracteres o más", §5.2 "Al menos 8 caracteres"): validator, checklist and server. */
export const PASSWORD_MIN_LENGTH = 8;

/** An e-mail as it is sent and stored: trimmed and lowercased (§5.3 "Sign in"); the server's emailField does the same. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A password typed to sign in: §5.1 as written (required, 8 or more characters, upper and lower case). No
 * digit is asked here, so a password chosen before the digit rule still signs in.
 */
export function validateSignInPassword(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value === '') return accountMessages.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordShort;
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value)) return accountMessages.passwordCase;
  return undefined;
}

/**
 * A password chosen at sign-up or on the new-password screen: §5.1's rules plus §5.2's digit, so the form
 * requires exactly what its checklist shows (issue 10 #7: "Abcdefgh" left "Al menos un número" unmet and was
 * accepted). The server's new-password field applies the same rule.
 */
export function validatePassword(value: unknown): ValidationResult {
  const signInRule = validateSignInPassword(value);
  if (signInRule) return signInRule;
  return /\d/.test(value as string) ? undefined : accountMessages.passwordDigit;
}

export function validateConfirmPassword(password: unknown, confirm: unknown): ValidationResult {
  if (typeof confirm !== 'string' || confirm === '') return accountMessages.required;
  return confirm === password ? undefined : accountMessages.passwordMismatch;
}

/** Password checklist shown under password fields (spec §5.2). */
export function passwordChecklist(password: string, confirm: string) {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    upperCase: /[A-Z]/.test(password),
    lowerCase: /[a-z]/.test(password),
    digit: /\d/.test(password),
    matches: password !== '' && password === confirm,
  };
}

export function validateDni(value: unknown): ValidationResult {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{7,8}$/.test(text) || /^(\d)\1+$/.test(text)) return accountMessages.dniInvalid;
  return undefined;
}

export interface BirthDateParts {
  year: number;
  month: number;
  day: number;
}

/** `now` is injected so the rule stays pure. */
export function validateBirthDate(value: BirthDateParts | null | undefined, now: Date): ValidationResult {
  if (!value) return accountMessages.birthDateRequired;
  const { year, month, day } = value;
  if (![year, month, day].every(Number.isInteger)) return accountMessages.birthDateInvalid;
  if (year >= now.getFullYear()) return accountMessages.birthDateYear;
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return accountMessages.birthDateInvalid;
  return undefined;
}

export function validatePhoneNumber(value: unknown): ValidationResult {
  if (isBlank(value)) return accountMessages.phoneRequired;
  const text = (value as string).trim();
  if (text === DEFAULT_PHONE_PREFIX) return accountMessages.phonePrefixOnly;
  if (text.startsWith('+') && text.length < 8) return accountMessages.phoneIncomplete;
  if (!/^\+?\d{10,15}$/.test(text)) return accountMessages.phoneInvalid;
  return undefined;
}

export function validateGender(value: unknown): ValidationResult {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value)
    ? undefined
    : accountMessages.genderRequired;
}

/** zipCode (spec §5.1): only a length limit. */
export function validateZipCode(value: unknown): ValidationResult {
  return typeof value === 'string' && value.trim().length > 12 ? accountMessages.zipCodeInvalid : undefined;
}

/**
 * cuit as a shared field (spec §5.1): only a length limit. The profile-completion submit rule, which also
 * requires it, is `validateCuit` below.
 */
export function validateCuitFormat(value: unknown): ValidationResult {
  return typeof value === 'string' && value.trim().length > 14 ? accountMessages.cuitInvalid : undefined;
}

/** codArea (spec §5.1): at most 3 characters. */
export function validateCodArea(value: unknown): ValidationResult {
  return typeof value === 'string' && value.trim().length > 3 ? accountMessages.codAreaInvalid : undefined;
}

/** Any field the spec does not name (spec §5.1 "Other fields"): required, 3+ characters, no special characters. */
export function validateOtherField(value: unknown): ValidationResult {
  if (isBlank(value)) return accountMessages.required;
  const text = (value as string).trim();
  if (text.length < 3) return accountMessages.required;
  if (SPECIAL_CHARS.test(text)) return accountMessages.otherSpecial;
  return undefined;
}

/**
 * A date input's value ("YYYY-MM-DD", or "" when empty) as the parts the birth-date rule checks. An
 * unreadable value gives NaN parts, which the rule reports as an invalid date.
 */
export function parseDateInput(value: string): BirthDateParts | null {
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) return { year: Number.NaN, month: Number.NaN, day: Number.NaN };
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The values a form holds, by field name (the spec's field names: email, password, confirmPassword…). */
export type FieldValues = Readonly<Record<string, string | undefined>>;

/**
 * The shared validator (spec §5.1): the rule for a field by its name, with the other values of the form
 * (confirmPassword compares with password). Any field the spec does not name gets the default rule.
 * `now` is injected for birthDate so the rule stays pure.
 */
export function validateAccountField(
  field: string,
  values: FieldValues,
  now: Date = new Date(),
): ValidationResult {
  const value = values[field] ?? '';
  switch (field) {
    case 'name':
      return validateName(value);
    case 'fullName':
      return validateFullName(value);
    case 'email':
      return validateEmail(value);
    case 'password':
      return validatePassword(value);
    case 'confirmPassword':
      return validateConfirmPassword(values.password ?? '', value);
    case 'dni':
    case 'identificationNumber':
      return validateDni(value);
    case 'birthDate':
      return validateBirthDate(parseDateInput(value), now);
    case 'phoneNumber':
      return validatePhoneNumber(value);
    case 'gender':
      return validateGender(value);
    case 'zipCode':
      return validateZipCode(value);
    case 'cuit':
      return validateCuitFormat(value);
    case 'codArea':
      return validateCodArea(value);
    default:
      return validateOtherField(value);
  }
}

/** SIGN_IN's rule for a field (§5.3 "Sign in"): the shared validator, with the sign-in password rule. */
export function validateSignInField(field: string, values: FieldValues): ValidationResult {
  return field === 'password'
    ? validateSignInPassword(values.password ?? '')
    : validateAccountField(field, values);
}

/** Validates the named fields of a form: the errors found, by field (an empty object when all pass). */
export function validateAccountFields<F extends string>(
  fields: readonly F[],
  values: FieldValues,
  now: Date = new Date(),
): Partial<Record<F, MessageKey>> {
  const errors: Partial<Record<F, MessageKey>> = {};
  for (const field of fields) {
    const message = validateAccountField(field, values, now);
    if (message) errors[field] = message;
  }
  return errors;
}

/** SIGN_IN's e-mail and password (§5.3 "Sign in"): the errors found, by field. */
export function validateSignInFields(values: FieldValues): Partial<Record<'email' | 'password', MessageKey>> {
  const errors: Partial<Record<'email' | 'password', MessageKey>> = {};
  for (const field of ['email', 'password'] as const) {
    const message = validateSignInField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateVerificationCode(value: string): ValidationResult {
  return /^\d{4}$/.test(value) ? undefined : accountMessages.codeIncomplete;
}

export function validateSupportSubject(value: unknown): ValidationResult {
  return typeof value === 'string' && value.trim().length >= 3 ? undefined : accountMessages.supportSubject;
}

export function validateSupportDescription(value: unknown): ValidationResult {
  return typeof value === 'string' && value.replace(/\s/g, '').length >= 100
    ? undefined
    : accountMessages.supportDescription;
}

/** Profile-completion messages shown on submit (spec §5.3). */
export const profileMessages = {
  nameRequired: 'validation.profileNameRequired',
  nameShort: 'validation.profileNameShort',
  cuitRequired: 'validation.cuitRequired',
  cuitInvalid: 'validation.cuitInvalid',
  businessNameRequired: 'validation.businessNameRequired',
  businessNameShort: 'validation.businessNameShort',
  companyNameRequired: 'validation.companyNameRequired',
  companyNameShort: 'validation.companyNameShort',
} as const satisfies Record<string, MessageKey>;

const requiredMin =
  (required: MessageKey, short: MessageKey, min: number) =>
  (value: unknown): ValidationResult => {
    if (isBlank(value)) return required;
    return (value as string).trim().length < min ? short : undefined;
  };

export const validateB2bName = requiredMin(profileMessages.nameRequired, profileMessages.nameShort, 3);
export const validateBusinessName = requiredMin(
  profileMessages.businessNameRequired,
  profileMessages.businessNameShort,
  3,
);
export const validateCompanyName = requiredMin(
  profileMessages.companyNameRequired,
  profileMessages.companyNameShort,
  2,
);

/**
 * A CUIT as typed, sent and stored: without the dashes and spaces its helper text asks to leave out
 * ("Ingresa solo números, sin guiones ni espacios"), so "30-71234567-8" is "30712345678" in the app and on
 * the server alike (issue 10 #11).
 */
export const normalizeCuit = (value: string): string => value.replace(/[\s-]/g, '');

/** The profile-completion CUIT: required; digits only once dashes and spaces are dropped; at most 14 (§5.1). */
export function validateCuit(value: unknown): ValidationResult {
  if (isBlank(value)) return profileMessages.cuitRequired;
  const digits = normalizeCuit(value as string);
  return /^\d+$/.test(digits) && digits.length <= 14 ? undefined : profileMessages.cuitInvalid;
}

/** The profile-completion phone check on submit: the shared rule plus "+…" needs 12 characters. */
export function validateProfilePhone(value: unknown): ValidationResult {
  const shared = validatePhoneNumber(value);
  if (shared) return shared;
  const text = (value as string).trim();
  return text.startsWith('+') && text.length < 12 ? accountMessages.phoneIncomplete : undefined;
}
