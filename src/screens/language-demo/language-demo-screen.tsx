import { useCallback, useEffect } from 'react';
import {
  selectDemoStatus,
  selectIsOnline,
  selectLanguage,
  selectTelemetryConsent,
} from '@/machines/language/language.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useContentTexts } from '@/src/i18n/content-text';
import { DEMO_TEXTS } from './demo-texts';
import { LanguageDemoView } from './language-demo-view';
import '@/src/styles/session.css';

/** PROFILE_LANGUAGE_DEMO: the language flow translates the sample texts in bulk; this screen renders it. */
export function LanguageDemoScreen() {
  const language = useFlowRef('language');
  const currentLanguage = useFlow('language', selectLanguage);
  const status = useFlow('language', selectDemoStatus);
  const isOnline = useFlow('language', selectIsOnline);
  const hasConsent = useFlow('language', selectTelemetryConsent);
  const shown = useContentTexts(DEMO_TEXTS);
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
      rows={DEMO_TEXTS.map((source) => ({ source, shown: shown(source) }))}
      status={status}
      isSpanish={currentLanguage === 'es'}
      isOnline={isOnline}
      hasConsent={hasConsent}
      onTranslate={translate}
      onConsentChange={changeConsent}
    />
  );
}
