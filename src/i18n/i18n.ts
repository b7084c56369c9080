import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '@/locales/catalogue';
import { esCore } from '@/locales/es-core';
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

/**
 * Spanish texts registered after the first load (locales/es-extra.ts, by the route groups that show them): every
 * instance gets them, including instances created later (tests).
 */
const sourceExtras: Catalogue[] = [];
const instances = new Set<I18n>();

/**
 * Adds a part of the source catalogue that arrived with a route's chunk. Called at the route group's module
 * evaluation, so its screens and flows never render before their Spanish texts exist. Idempotent.
 */
export function registerSourceTexts(texts: Catalogue): void {
  if (sourceExtras.includes(texts)) return;
  sourceExtras.push(texts);
  for (const instance of instances) instance.addResourceBundle('es', 'translation', texts, true, true);
}

/** Fetches the ordering routes' Spanish texts once the first screen is idle (no route of theirs opened yet). */
export function prefetchSourceTexts(): Promise<void> {
  return import('@/locales/es-extra').then(
    (m) => registerSourceTexts(m.esExtra),
    (error: unknown) => console.error('i18n: the ordering texts could not be loaded', error),
  );
}

/** Creates an initialised instance: Spanish loaded and active (synchronously), other languages on demand. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // A copy: adding a catalogue part merges into the store, which must not change the module's object.
    resources: { es: { translation: structuredClone(esCore) as Catalogue } },
    interpolation: { escapeValue: false },
    // Views re-render when a catalogue part arrives (another language, or the ordering routes' Spanish).
    react: { bindI18nStore: 'added' },
    // No vendor notice in the diner's console.
    showSupportNotice: false,
    returnNull: false,
    // Resources are inline: initialise now, so the first render already has its texts.
    initAsync: false,
  });
  for (const texts of sourceExtras) instance.addResourceBundle('es', 'translation', texts, true, true);
  instances.add(instance);
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
