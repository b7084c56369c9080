import { useCallback, useEffect } from 'react';
import {
  type LanguageSnapshot,
  selectDemoStatus,
  selectIsOnline,
  selectLanguage,
  selectTelemetryConsent,
  selectTranslated,
} from '@/machines/language/language.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { DEMO_TEXTS } from './demo-texts';
import { LanguageDemoView } from './language-demo-view';
import '@/src/styles/session.css';

const SEPARATOR = '\u0000';
/**
 * What each sample text shows: its cached translation, else the Spanish (one string, so unrelated flow changes
 * do not re-render). Read from the cache, not asked for as content: the demo's own batch ('Traducir textos') is
 * the one call that translates them, once per language (asked for on opening too, they went out twice).
 */
const selectShownDemoTexts = (s: LanguageSnapshot) =>
  DEMO_TEXTS.map((text) => selectTranslated(text)(s) ?? text).join(SEPARATOR);

/** PROFILE_LANGUAGE_DEMO: the language flow translates the sample texts in bulk; this screen renders it. */
export function LanguageDemoScreen() {
  const language = useFlowRef('language');
  const currentLanguage = useFlow('language', selectLanguage);
  const status = useFlow('language', selectDemoStatus);
  const isOnline = useFlow('language', selectIsOnline);
  const hasConsent = useFlow('language', selectTelemetryConsent);
  const shown = useFlow('language', selectShownDemoTexts).split(SEPARATOR);
  useScreenLayout({ title: 'languageDemo.title', goBack: ROUTES.PROFILE }, { navBar: false });
  // A fresh visit starts without the last visit's outcome.
  useEffect(() => {
    language.send({ type: 'translation.demoReset' });
  }, [language]);
  const translate = useCallback(
    () => language.send({ type: 'translation.demoRequested', texts: [...DEMO_TEXTS] }),
    [language],
  );
  const changeConsent = useCallback(
    (consent: boolean) => language.send({ type: 'translation.telemetryConsentChanged', consent }),
    [language],
  );
  return (
    <LanguageDemoView
      rows={DEMO_TEXTS.map((source, i) => ({ source, shown: shown[i] ?? source }))}
      status={status}
      isSpanish={currentLanguage === 'es'}
      isOnline={isOnline}
      hasConsent={hasConsent}
      onTranslate={translate}
      onConsentChange={changeConsent}
    />
  );
}
