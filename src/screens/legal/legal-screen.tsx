import { ROUTES } from '@/machines/rules/routes';
import { useBrand } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { LegalText } from './legal-text';
import '@/src/styles/legal.css';

export type LegalDocument = 'terms' | 'privacy';

export const LEGAL_TITLES: Record<LegalDocument, string> = {
  terms: 'Términos y condiciones',
  privacy: 'Política de privacidad',
};

/** PROFILE_TERMS and PROFILE_PRIVACY (accounts.md §2.6): the brand's termsAndConditions / privacyPolicy. */
export function LegalScreen({ document }: { document: LegalDocument }) {
  const brand = useBrand();
  const title = LEGAL_TITLES[document];
  useScreenLayout({ title, goBack: ROUTES.PROFILE });
  return (
    <article className="screen legal" aria-label={title}>
      <LegalText text={document === 'terms' ? brand.termsAndConditions : brand.privacyPolicy} />
    </article>
  );
}

export const TermsScreen = () => <LegalScreen document="terms" />;
export const PrivacyScreen = () => <LegalScreen document="privacy" />;
