import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import { ROUTES } from '@/machines/rules/routes';
import { useBrand } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useContentTexts } from '@/src/i18n/content-text';
import { LegalText, toParagraphs } from './legal-text';
import '@/src/styles/legal.css';

export type LegalDocument = 'terms' | 'privacy';

export const LEGAL_TITLES = {
  terms: 'legal.terms',
  privacy: 'legal.privacy',
} as const satisfies Record<LegalDocument, MessageKey>;

/** PROFILE_TERMS and PROFILE_PRIVACY (accounts.md §2.6): the brand's termsAndConditions / privacyPolicy. */
export function LegalScreen({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = LEGAL_TITLES[document];
  useScreenLayout({ title, goBack: ROUTES.PROFILE });
  const text = document === 'terms' ? brand.termsAndConditions : brand.privacyPolicy;
  // Brand content: shown as written at once, in the diner's language when the language flow has it.
  const translate = useContentTexts(toParagraphs(text));
  return (
    <article className="screen legal" aria-label={t(title)}>
      <LegalText text={text} translate={translate} />
    </article>
  );
}

export const TermsScreen = () => <LegalScreen document="terms" />;
export const PrivacyScreen = () => <LegalScreen document="privacy" />;
