import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '@/machines/rules/routes';
import '@/src/styles/accounts.css';

/** AUTH's e-mail entries: "Ingresar con email" → SIGN_IN, "Crear cuenta" → SIGN_UP. */
export function AuthEmailLinks() {
  const { t } = useTranslation();
  return (
    <nav className="auth-email-links" aria-label={t('auth.emailEntries')}>
      <Link href={ROUTES.SIGN_IN} className="secondary-button">
        {t('auth.signInWithEmail')}
      </Link>
      <Link href={ROUTES.SIGN_UP} className="link-button">
        {t('auth.createAccount')}
      </Link>
    </nav>
  );
}
