import type { SnapshotFrom } from 'xstate';
import { DEFAULT_LANGUAGE, type LanguageCode, localeOf, pointsUnitOf } from '../rules/languages';
import { cacheKey } from '../rules/translation';
import type { PersistedLanguage } from './language.context';
import type { languageMachine } from './language.machine';

export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

/** The outcome of the PROFILE_LANGUAGE_DEMO bulk translation; the view owns the sentences it shows. */
export type DemoStatus = 'idle' | 'translating' | 'succeeded' | 'failed';

/** The current language code ('es' by default). */
export const selectLanguage = (s: LanguageSnapshot): LanguageCode => s.context.currentLanguage;

/** The `Intl` locale of the current language (es → es-AR … zh → zh-CN; accounts.md §9). */
export const selectLocale = (s: LanguageSnapshot): string => localeOf(s.context.currentLanguage);

/** The points unit of the current language: PTS, PKT (de), PNT (it) or 分 (zh) (accounts.md §9). */
export const selectPointsUnit = (s: LanguageSnapshot): string => pointsUnitOf(s.context.currentLanguage);

/** Whether content is machine-translated at all (the diner's switch; default true). */
export const selectTranslationsEnabled = (s: LanguageSnapshot): boolean => s.context.translationsEnabled;

/** The browser is online (from its online/offline events). Offline, only cached translations show. */
export const selectIsOnline = (s: LanguageSnapshot): boolean => s.context.online;

/** The diner consented to translation telemetry (`translation_telemetry_consent` is "true"). */
export const selectTelemetryConsent = (s: LanguageSnapshot): boolean => s.context.telemetryConsent;

/**
 * Content in this language will be machine-translated: not Spanish, translations enabled, and the server
 * did not answer that it has no engine for the language (German and Chinese in the reference server).
 */
export const selectHasContentTranslation = (s: LanguageSnapshot): boolean =>
  s.context.currentLanguage !== DEFAULT_LANGUAGE &&
  s.context.translationsEnabled &&
  !s.context.noEngineLanguages.includes(s.context.currentLanguage);

/**
 * The cached translation of a content text into the current language, or `undefined` (show the Spanish
 * text): also `undefined` in Spanish and while translations are disabled. Curried so a view can keep the
 * selector for one text: `useFlow('language', selectTranslated(title))`.
 */
export const selectTranslated =
  (text: string) =>
  (s: LanguageSnapshot): string | undefined => {
    const { currentLanguage, translationsEnabled, translationsCache } = s.context;
    if (!translationsEnabled || currentLanguage === DEFAULT_LANGUAGE) return undefined;
    return translationsCache[cacheKey(text, currentLanguage)];
  };

/** The demo's state: idle, translating, succeeded ("Textos traducidos correctamente") or failed. */
export const selectDemoStatus = (s: LanguageSnapshot): DemoStatus => {
  if (s.matches({ demo: 'translating' })) return 'translating';
  if (s.matches({ demo: 'succeeded' })) return 'succeeded';
  if (s.matches({ demo: 'failed' })) return 'failed';
  return 'idle';
};

/** Batches given up since the last language change (after retries, or a final failure). */
export const selectTranslationErrorCount = (s: LanguageSnapshot): number => s.context.errorCount;

/** The persisted `language` slice: saved to IndexedDB so a reload does not translate again. */
export const selectPersistedLanguage = (s: LanguageSnapshot): PersistedLanguage => ({
  currentLanguage: s.context.currentLanguage,
  translationsEnabled: s.context.translationsEnabled,
  translationsCache: s.context.translationsCache,
});
