import { selectFlowRef } from '@/machines/app/app.selectors';
import { selectLanguage } from '@/machines/language/language.selectors';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/machines/rules/languages';
import type { AppActor } from '../app/app-context';
import { applyUiLanguage } from './i18n';

/**
 * Keeps i18next (and `<html lang>`) on the language flow's current language: the flow decides, this adapter
 * only follows, like persistence. Returns a stop function.
 */
export function startLanguageSync(
  app: AppActor,
  apply: (language: LanguageCode) => unknown = applyUiLanguage,
) {
  let applied: LanguageCode = DEFAULT_LANGUAGE;
  let languageSubscription: { unsubscribe(): void } | null = null;
  let watched: unknown = null;

  const follow = (language: LanguageCode) => {
    if (language === applied) return;
    applied = language;
    void apply(language);
  };

  const appSubscription = app.subscribe((snapshot) => {
    const ref = selectFlowRef('language')(snapshot);
    if (!ref || ref === watched) return;
    watched = ref;
    languageSubscription?.unsubscribe();
    follow(selectLanguage(ref.getSnapshot()));
    languageSubscription = ref.subscribe((s) => follow(selectLanguage(s)));
  });

  return () => {
    appSubscription.unsubscribe();
    languageSubscription?.unsubscribe();
  };
}
