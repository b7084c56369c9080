// i18n-exempt-file: the API's validation messages for malformed ids (answered in Spanish by the server; the app never sends one).
import * as v from 'valibot';

/** A required id in a body: trimmed text of 1 to 100 characters, each message naming the field. */
export const requiredIdField = (field: string) =>
  v.pipe(
    v.string(`El campo "${field}" debe ser texto`),
    v.trim(),
    v.minLength(1, `El campo "${field}" es obligatorio`),
    v.maxLength(100, `El campo "${field}" no es válido`),
  );

/** A required id the app sends as text or as a number, read as text of 1 to 100 characters. */
export const textOrNumberIdField = (field: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `El campo "${field}" debe ser texto`),
    v.transform(String),
    v.minLength(1, `El campo "${field}" es obligatorio`),
    v.maxLength(100, `El campo "${field}" no es válido`),
  );
