/** Upper-cases the first character (locale-aware, surrogate-safe): "email inválido" → "Email inválido". */
export function capitalizeFirst(text: string): string {
  if (!text) return '';
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase('es-AR') + text.slice(head.length);
}
