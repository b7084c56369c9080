import * as v from 'valibot';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  accountMessages,
  GENDERS,
  validateBirthDate,
  validateDni,
  validateEmail,
  validateFullName,
  validatePassword,
  validatePhoneNumber,
} from '@/machines/rules/account-validators';
import { rule } from './validate';

/** A rule's message as the API answers it: the spec's Spanish (the rules keep catalogue keys). */
export const spanish = (message: UiText): string => textIn(es, message);

/** Adapts a spec validator (`value => key | undefined`) into a valibot step answering its Spanish message. */
export const specRule = <T = string>(validator: (value: NoInfer<T>) => UiText | undefined) =>
  rule<T>((value) => {
    const message = validator(value);
    return message === undefined ? undefined : spanish(message);
  });

/** E-mail: trimmed, lowercased, checked with the spec's validator. */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, spanish(accountMessages.emailInvalid)),
  specRule(validateEmail),
);

export const newPasswordField = v.pipe(
  v.string(),
  v.maxLength(200, 'La contraseña es demasiado larga'),
  specRule(validatePassword),
);

export const fullNameField = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(80, spanish(accountMessages.nameTooLong)),
  specRule(validateFullName),
);

export const phoneField = v.pipe(v.string(), v.trim(), specRule(validatePhoneNumber));

export const genderField = v.picklist(GENDERS, spanish(accountMessages.genderRequired));

export const dniField = v.pipe(
  v.union([v.string(), v.number()], 'El campo "identificationNumber" debe ser texto'),
  v.transform((x) => String(x).trim()),
  specRule(validateDni),
);

const partsToIso = (p: { year: number; month: number; day: number }) =>
  `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/**
 * Birth date as {year, month, day} (profile completion) or 'YYYY-MM-DD' (sign-up date input),
 * normalised to 'YYYY-MM-DD'. Not after today, a real calendar day.
 */
export const birthDateField = v.pipe(
  v.union(
    [
      v.object({ year: v.number(), month: v.number(), day: v.number() }),
      v.pipe(
        v.string(),
        v.regex(/^\d{4}-\d{2}-\d{2}/, spanish(accountMessages.birthDateInvalid)),
        v.transform((s) => ({ year: +s.slice(0, 4), month: +s.slice(5, 7), day: +s.slice(8, 10) })),
      ),
    ],
    'El campo "birthDate" debe ser una fecha',
  ),
  specRule<{ year: number; month: number; day: number }>((p) => {
    const message = validateBirthDate(p, new Date());
    if (message) return message;
    const d = new Date(Date.UTC(p.year, p.month - 1, p.day));
    if (d.getUTCMonth() !== p.month - 1) return accountMessages.birthDateInvalid;
    return d.getTime() > Date.now() ? accountMessages.birthDateInvalid : undefined;
  }),
  v.transform(partsToIso),
);

// The body id fields live with the order payload's schema (one home, shared with the app's payload builder).
export { requiredIdField, textOrNumberIdField } from '@/machines/rules/field-schemas';

export const idMarcaField = v.pipe(
  v.string(),
  v.minLength(1, 'El campo "idMarca" es obligatorio'),
  v.maxLength(100),
);

export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `El texto no puede superar ${max} caracteres`)));
