/**
 * Profile completion rules (accounts.md §2.5, §4.7, §5.3, §9): which fields a user still misses, the
 * progress bar, the hint, the messages shown while typing and on submit, and the request body. Pure: the
 * profile-completion machine applies them; the shared validators come from account-validators.ts.
 */
import type { MessageKey, UiText } from '../../locales/catalogue';
import {
  type BirthDateParts,
  DEFAULT_PHONE_PREFIX,
  GENDERS,
  type Gender,
  normalizeCuit,
  type ValidationResult,
  validateB2bName,
  validateBirthDate,
  validateBusinessName,
  validateCompanyName,
  validateCuit,
  validateGender,
  validatePhoneNumber,
  validateProfilePhone,
} from './account-validators';

export type BusinessType = 'b2c' | 'b2b';

/** The b2c fields, in the order the modal shows them. */
export const B2C_PROFILE_FIELDS = ['birthDate', 'gender', 'phoneNumber'] as const;
/** b2b adds the company data (accounts.md §2.5). */
export const B2B_PROFILE_FIELDS = [
  ...B2C_PROFILE_FIELDS,
  'name',
  'cuit',
  'businessName',
  'companyName',
] as const;
export type ProfileField = (typeof B2B_PROFILE_FIELDS)[number];

export const profileFieldsFor = (businessType: BusinessType): readonly ProfileField[] =>
  businessType === 'b2b' ? B2B_PROFILE_FIELDS : B2C_PROFILE_FIELDS;

/** Progress bar: base percentage and number of fields (accounts.md §9 "Profile completion progress"). */
export const PROFILE_PROGRESS = {
  b2c: { base: 60, fields: 3 },
  b2b: { base: 30, fields: 7 },
} as const;

/** What the profile-completion form holds. birthDate is the date input's value, `YYYY-MM-DD`. */
export interface ProfileForm {
  birthDate: string;
  gender: Gender | '';
  phoneNumber: string;
  name: string;
  cuit: string;
  businessName: string;
  companyName: string;
}

export type ProfileErrors = Partial<Record<ProfileField, MessageKey>>;

/** The user fields these rules read (the wire names of accounts.md §3; the server sends null when absent). */
export interface ProfileUser {
  typeUser?: string | null;
  phoneNumber?: string | null;
  birthDate?: string | BirthDateParts | null;
  gender?: string | null;
  name?: string | null;
  cuit?: string | null;
  businessName?: string | null;
  companyName?: string | null;
}

/** Messages while typing that differ from the submit ones (accounts.md §5.3 "Profile completion"). */
export const profileTypingMessages = {
  nameRequired: 'validation.profileNameMandatory',
  cuitRequired: 'validation.cuitMandatory',
  businessNameRequired: 'validation.businessNameMandatory',
  companyNameRequired: 'validation.companyNameMandatory',
} as const satisfies Record<string, MessageKey>;

/** accounts.md §8 "Profile completion": the update failed. */
export const PROFILE_UPDATE_FAILED: MessageKey = 'profileCompletion.updateFailed';

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `{year, month, day}` from the date input's `YYYY-MM-DD` (null when it is not a whole date). */
export function toBirthDateParts(value: string): BirthDateParts | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The date input's `YYYY-MM-DD` from what the user record holds (`YYYY-MM-DD…` or `{year, month, day}`). */
export function birthDateInputValue(value: ProfileUser['birthDate']): string {
  if (!value) return '';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
  const { year, month, day } = value;
  if (![year, month, day].every(Number.isInteger)) return '';
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const hasPhone = (value: unknown) => !isBlank(value) && (value as string).trim() !== DEFAULT_PHONE_PREFIX;

/** The user record's fields that are still missing, in the modal's order (accounts.md §4.7). */
export function missingProfileFields(user: ProfileUser, businessType: BusinessType): ProfileField[] {
  const present: Record<ProfileField, boolean> = {
    birthDate: birthDateInputValue(user.birthDate) !== '',
    gender: validateGender(user.gender) === undefined,
    phoneNumber: hasPhone(user.phoneNumber),
    name: !isBlank(user.name),
    cuit: !isBlank(user.cuit),
    businessName: !isBlank(user.businessName),
    companyName: !isBlank(user.companyName),
  };
  return profileFieldsFor(businessType).filter((field) => !present[field]);
}

/** Non-guest users missing any field of their brand's type are prompted; guests never (accounts.md §6). */
export function needsProfileCompletion(user: ProfileUser | null, businessType: BusinessType): boolean {
  if (!user || user.typeUser === 'guest') return false;
  return missingProfileFields(user, businessType).length > 0;
}

/** The form, prefilled from the user; the phone starts with "+54" when the user has none. */
export function profileFormFromUser(user: ProfileUser | null): ProfileForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const gender = (GENDERS as readonly string[]).includes(user?.gender ?? '') ? (user?.gender as Gender) : '';
  return {
    birthDate: birthDateInputValue(user?.birthDate),
    gender,
    phoneNumber: hasPhone(user?.phoneNumber) ? text(user?.phoneNumber) : DEFAULT_PHONE_PREFIX,
    name: text(user?.name),
    cuit: text(user?.cuit),
    businessName: text(user?.businessName),
    companyName: text(user?.companyName),
  };
}

/** A field counts towards the progress once it holds a value ("+54" alone is no phone). */
export function isProfileFieldFilled(form: ProfileForm, field: ProfileField): boolean {
  switch (field) {
    case 'birthDate':
      return toBirthDateParts(form.birthDate) !== null;
    case 'gender':
      return form.gender !== '';
    case 'phoneNumber':
      return hasPhone(form.phoneNumber);
    default:
      return !isBlank(form[field]);
  }
}

export const filledProfileFieldCount = (form: ProfileForm, businessType: BusinessType): number =>
  profileFieldsFor(businessType).filter((field) => isProfileFieldFilled(form, field)).length;

/**
 * The bar: the base plus an equal share of the rest per filled field, capped at 100 (accounts.md §4.7, §9).
 * Reading: the share is (100 − base) / fields, so the bar reaches 100 exactly when every field is filled,
 * which is what "submit is disabled until progress reaches 100%" needs.
 */
export function profileProgressFor(businessType: BusinessType, filledCount: number): number {
  const { base, fields } = PROFILE_PROGRESS[businessType];
  const count = Math.max(0, Math.min(fields, filledCount));
  return Math.min(100, Math.round(base + ((100 - base) / fields) * count));
}

export const profileProgress = (form: ProfileForm, businessType: BusinessType): number =>
  profileProgressFor(businessType, filledProfileFieldCount(form, businessType));

/**
 * The hint on the data still missing (accounts.md §2.5): "¡Solo te falta un último dato! ✨", or "¡Te faltan
 * {n} datos más para obtener tu 10%! ✨" ("…para continuar" for b2b); none once nothing is missing.
 */
export function profileHint(businessType: BusinessType, missingCount: number): UiText | null {
  if (missingCount <= 0) return null;
  if (missingCount === 1) return 'profileCompletion.lastMissing';
  const key =
    businessType === 'b2b' ? 'profileCompletion.missingToContinue' : 'profileCompletion.missingForDiscount';
  return { key, values: { count: missingCount } };
}

const requiredMin =
  (required: MessageKey, validate: (value: unknown) => ValidationResult) =>
  (value: unknown): ValidationResult =>
    isBlank(value) ? required : validate(value);

export type ValidationMoment = 'typing' | 'submit';

/**
 * The message for one field, or undefined. `typing`: while the person edits it (the shared §5.1 rules and
 * the "…es obligatorio" wording); `submit`: on submit (the phone needs 12 characters with "+", and the
 * "Por favor ingresa…" wording). `now` is injected so the rule stays pure.
 */
export function validateProfileField(
  field: ProfileField,
  form: ProfileForm,
  moment: ValidationMoment,
  now: Date,
): ValidationResult {
  const typing = moment === 'typing';
  switch (field) {
    case 'birthDate':
      return validateBirthDate(
        form.birthDate ? (toBirthDateParts(form.birthDate) ?? invalidDate) : null,
        now,
      );
    case 'gender':
      return validateGender(form.gender);
    case 'phoneNumber':
      return typing ? validatePhoneNumber(form.phoneNumber) : validateProfilePhone(form.phoneNumber);
    case 'name':
      return typing
        ? requiredMin(profileTypingMessages.nameRequired, validateB2bName)(form.name)
        : validateB2bName(form.name);
    case 'cuit':
      return typing
        ? requiredMin(profileTypingMessages.cuitRequired, validateCuit)(form.cuit)
        : validateCuit(form.cuit);
    case 'businessName':
      return typing
        ? requiredMin(profileTypingMessages.businessNameRequired, validateBusinessName)(form.businessName)
        : validateBusinessName(form.businessName);
    case 'companyName':
      return typing
        ? requiredMin(profileTypingMessages.companyNameRequired, validateCompanyName)(form.companyName)
        : validateCompanyName(form.companyName);
  }
}

/** A typed but unparseable date fails as "Por favor ingresa una fecha válida". */
const invalidDate: BirthDateParts = { year: Number.NaN, month: Number.NaN, day: Number.NaN };

/** Every field's submit message (only the failing ones). */
export function validateProfileOnSubmit(
  form: ProfileForm,
  businessType: BusinessType,
  now: Date,
): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of profileFieldsFor(businessType)) {
    const message = validateProfileField(field, form, 'submit', now);
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasProfileErrors = (errors: ProfileErrors): boolean =>
  Object.values(errors).some((message) => Boolean(message));

/** Submit is enabled once the bar reaches 100% and no message is shown (accounts.md §2.5, §5.3). */
export const canSubmitProfile = (form: ProfileForm, businessType: BusinessType, errors: ProfileErrors) =>
  profileProgress(form, businessType) >= 100 && !hasProfileErrors(errors);

export interface ProfileCompletionBody {
  birthDate: BirthDateParts;
  phoneNumber: string;
  gender: Gender;
  name?: string;
  cuit?: string;
  businessName?: string;
  companyName?: string;
}

/** PUT /user/{brandId}/{userId}: `{birthDate:{year, month, day}, phoneNumber, gender}` (+ b2b data). */
export function profileCompletionBody(form: ProfileForm, businessType: BusinessType): ProfileCompletionBody {
  const birthDate = toBirthDateParts(form.birthDate);
  if (!birthDate || form.gender === '') throw new Error('profile completion: the form is not complete');
  const body: ProfileCompletionBody = {
    birthDate,
    phoneNumber: form.phoneNumber.trim(),
    gender: form.gender,
  };
  if (businessType === 'b2b') {
    body.name = form.name.trim();
    body.cuit = normalizeCuit(form.cuit);
    body.businessName = form.businessName.trim();
    body.companyName = form.companyName.trim();
  }
  return body;
}
