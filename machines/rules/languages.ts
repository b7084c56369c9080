/**
 * The app's languages (accounts.md §9 "Languages", "Points"; §2.6 selector). Pure: the language flow, the
 * views (Intl locale, points unit, `<html lang>`) and the server (which languages it translates into) read
 * the same table.
 */

/** The language codes, in the order the PROFILE selector offers them. */
export const LANGUAGE_CODES = ['es', 'en', 'pt', 'fr', 'de', 'it', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Default language "es" (Spanish, es-AR): the source language of every text. */
export const DEFAULT_LANGUAGE: LanguageCode = 'es';

/** ES → es-AR … ZH → zh-CN: the locale `Intl` uses for dates and numbers in each language. */
export const LANGUAGE_LOCALES: Record<LanguageCode, string> = {
  es: 'es-AR',
  en: 'en-US',
  pt: 'pt-BR',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  zh: 'zh-CN',
};

/** The points unit per language: PTS for es, en, pt and fr; PKT for de; PNT for it; 分 for zh. */
export const POINTS_UNITS: Record<LanguageCode, string> = {
  es: 'PTS',
  en: 'PTS',
  pt: 'PTS',
  fr: 'PTS',
  de: 'PKT',
  it: 'PNT',
  zh: '分',
};
export const DEFAULT_POINTS_UNIT = 'PTS';

/** Each language's own name, as the selector shows it (never translated: a diner looks for their own). */
// i18n-exempt-file: endonyms and codes, the same in every UI language
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  zh: '中文',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Reads a stored or requested language. Codes are matched case-insensitively and by their primary subtag
 * ("EN", "pt-BR" → "pt"); anything else falls back to Spanish, and `recognised` says so (the caller logs).
 */
export function normalizeLanguage(value: unknown): { language: LanguageCode; recognised: boolean } {
  if (typeof value !== 'string') return { language: DEFAULT_LANGUAGE, recognised: value == null };
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary)
    ? { language: primary, recognised: true }
    : { language: DEFAULT_LANGUAGE, recognised: false };
}

export const localeOf = (language: LanguageCode): string => LANGUAGE_LOCALES[language];
export const pointsUnitOf = (language: LanguageCode): string => POINTS_UNITS[language] ?? DEFAULT_POINTS_UNIT;
