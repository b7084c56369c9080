import { useTranslation } from 'react-i18next';
import { Button } from '@/src/shell/button';

export type DemoStatus = 'idle' | 'translating' | 'succeeded' | 'failed';

export interface LanguageDemoViewProps {
  /** Spanish source texts and what is shown for each in the current language (the source until translated). */
  rows: ReadonlyArray<{ source: string; shown: string }>;
  status: DemoStatus;
  isSpanish: boolean;
  isOnline: boolean;
  hasConsent: boolean;
  onTranslate: () => void;
  onConsentChange: (consent: boolean) => void;
}

/** PROFILE_LANGUAGE_DEMO (accounts.md §2.6): bulk translation of sample texts, and its two result texts. */
export function LanguageDemoView({
  rows,
  status,
  isSpanish,
  isOnline,
  hasConsent,
  onTranslate,
  onConsentChange,
}: LanguageDemoViewProps) {
  const { t } = useTranslation();
  return (
    <section className="screen language-demo" aria-labelledby="language-demo-title">
      <h1 id="language-demo-title" className="visually-hidden">
        {t('languageDemo.title')}
      </h1>
      <p>{t('languageDemo.intro')}</p>
      {isSpanish ? <p className="profile__note">{t('languageDemo.pickLanguage')}</p> : null}
      {isOnline ? null : <p className="profile__note">{t('languageDemo.offline')}</p>}
      <table className="language-demo__table">
        <thead>
          <tr>
            <th scope="col">{t('languageDemo.sourceHeading')}</th>
            <th scope="col">{t('languageDemo.resultHeading')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.source}>
              <td lang="es">{row.source}</td>
              <td lang={row.shown === row.source ? 'es' : undefined} data-testid="demo-translation">
                {row.shown}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button isFullWidth isDisabled={isSpanish} isLoading={status === 'translating'} onPress={onTranslate}>
        {status === 'translating' ? t('languageDemo.translating') : t('languageDemo.translate')}
      </Button>
      <p className="language-demo__status" role="status">
        {status === 'succeeded'
          ? t('languageDemo.succeeded')
          : status === 'failed'
            ? t('languageDemo.failed')
            : ''}
      </p>
      <label className="language-demo__consent">
        <input
          type="checkbox"
          checked={hasConsent}
          onChange={(event) => onConsentChange(event.target.checked)}
        />
        <span>{t('languageDemo.telemetryConsent')}</span>
      </label>
    </section>
  );
}
