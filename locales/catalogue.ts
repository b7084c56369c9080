import type { es } from './es';

/**
 * The UI catalogues' shape. Spanish (es-AR, `locales/es`) is the source catalogue: its values are the spec's
 * texts character for character. Every other language has the same keys, except plural forms, which follow
 * each language's CLDR categories (`key_one`, `key_other`, … — see tests/unit/i18n/catalogues.test.ts).
 */
export type SourceCatalogue = typeof es;

/** A nested catalogue of strings (what every language file exports). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type StripPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${StripPlural<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the source catalogue, dot-separated ("validation.required"); plural keys without suffix. */
export type MessageKey = Paths<SourceCatalogue>;

/** Values interpolated into a message (`{{name}}`); `count` also picks the plural form. */
export type MessageValues = Record<string, string | number>;

/**
 * What a machine keeps for a text the diner will read: a catalogue key (optionally with values), or text that
 * comes from outside (a server message), which the views machine-translate as content. Charts stay
 * language-free: no Spanish sentence lives in a machine's context.
 */
export type UiText =
  | MessageKey
  | { key: MessageKey; values: MessageValues }
  | { text: string; inLanguage?: true };

/** Wraps a server's message (or any text from outside the catalogue) for display as content. */
export const outsideText = (text: string): UiText => ({ text });

/**
 * Text from outside that the server already answered in the diner's language (a branch's note asked with
 * ?lang=): shown as it came, never sent for translation again.
 */
export const textInLanguage = (text: string): UiText => ({ text, inLanguage: true });

export const isOutsideText = (value: UiText): value is { text: string; inLanguage?: true } =>
  typeof value === 'object' && 'text' in value;

function lookup(catalogue: Catalogue, key: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/**
 * The text of a message in one catalogue, without i18next: for the server (which answers in Spanish), tests
 * and tools. Interpolates `{{name}}`; with `count` it picks `_one`/`_other` by the given locale's rules.
 */
export function textIn(catalogue: Catalogue, message: UiText, locale = 'es-AR'): string {
  if (typeof message === 'object' && 'text' in message) return message.text;
  const key = typeof message === 'string' ? message : message.key;
  const values = typeof message === 'string' ? {} : message.values;
  let node = lookup(catalogue, key);
  if (node === undefined && typeof values.count === 'number') {
    const category = new Intl.PluralRules(locale).select(values.count);
    node = lookup(catalogue, `${key}_${category}`) ?? lookup(catalogue, `${key}_other`);
  }
  if (typeof node !== 'string') throw new Error(`catalogue: no text for "${key}"`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
