import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/machines/rules/languages';

/**
 * The one way UI text reaches the screen (docs/i18n.md). Spanish is inline, so the first paint never waits
 * for a catalogue; every other language is its own chunk, downloaded only when chosen.
 */
const LOADERS: Record<Exclude<LanguageCode, 'es'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@/locales/en'),
  pt: () => import('@/locales/pt'),
  fr: () => import('@/locales/fr'),
  de: () => import('@/locales/de'),
  it: () => import('@/locales/it'),
  zh: () => import('@/locales/zh'),
};

/** Creates an initialised instance: Spanish loaded and active (synchronously), other languages on demand. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    // No vendor notice in the diner's console.
    showSupportNotice: false,
    returnNull: false,
    // Resources are inline: initialise now, so the first render already has its texts.
    initAsync: false,
  });
  return instance;
}

export const i18n = createI18n();

/**
 * Switches the UI catalogue. The language's chunk is fetched first (Spanish stays on screen meanwhile); when it
 * cannot be fetched (offline, an old deploy) the UI stays in the language it had, and the failure is logged.
 * Only the latest request wins when the diner changes language twice quickly.
 */
let latestRequest: LanguageCode = DEFAULT_LANGUAGE;
export async function applyUiLanguage(
  language: LanguageCode,
  instance: I18n = i18n,
  loaders: Partial<typeof LOADERS> = LOADERS,
): Promise<boolean> {
  latestRequest = language;
  if (language !== 'es' && !instance.hasResourceBundle(language, 'translation')) {
    try {
      const load = loaders[language];
      if (!load) throw new Error(`no catalogue loader for "${language}"`);
      const { default: catalogue } = await load();
      instance.addResourceBundle(language, 'translation', catalogue, true, true);
    } catch (error) {
      console.error(
        `i18n: the "${language}" catalogue could not be loaded; keeping the current language`,
        error,
      );
      return false;
    }
  }
  if (latestRequest !== language) return false;
  await instance.changeLanguage(language);
  // Spanish is the app's Argentine Spanish (index.html says es-AR); the others are the plain language codes.
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'es' ? 'es-AR' : language;
  return true;
}

/** Starts downloading a catalogue early (e.g. the stored preferred language, before the app state is read). */
export function prefetchCatalogue(language: LanguageCode): void {
  if (language !== 'es') LOADERS[language]().catch(() => {});
}
