import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '@/machines/rules/languages';
import { ROUTES } from '@/machines/rules/routes';
import { Button } from '@/src/shell/button';

/** The languages the selector offers (accounts.md §2.6, §9), in the spec's order, each in its own name. */
export const PROFILE_LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, label: LANGUAGE_NAMES[code] }));

export interface ProfileViewProps {
  appName: string;
  isGuest: boolean;
  userName: string;
  providerName: string;
  isStartingSocialLogin: boolean;
  /** The current language. */
  currentLanguage: LanguageCode;
  /** Whether brand and menu texts are machine-translated into the current language (no engine for de, zh). */
  hasContentTranslation: boolean;
  /** Shows the link to PROFILE_LANGUAGE_DEMO (dev and demo builds). */
  showLanguageDemo: boolean;
  canLogOut: boolean;
  onSocialLogin: () => void;
  onLanguageChange: (language: LanguageCode) => void;
  onLogOut: () => void;
  /** A guest's e-mail entries (AUTH's "Ingresar con email" and "Crear cuenta"), under the social button. */
  emailEntry?: ReactNode;
}

/**
 * PROFILE (accounts.md §2.6): greeting or guest welcome card, language block, links and "Cerrar sesión". The
 * links add "Ayuda" to the spec's three: it leads to PROFILE_HELP_SUPPORT, which nothing else reaches.
 */
export function ProfileView({
  appName,
  isGuest,
  userName,
  providerName,
  isStartingSocialLogin,
  currentLanguage,
  hasContentTranslation,
  showLanguageDemo,
  canLogOut,
  onSocialLogin,
  onLanguageChange,
  onLogOut,
  emailEntry,
}: ProfileViewProps) {
  const { t } = useTranslation();
  const languageLabel = LANGUAGE_NAMES[currentLanguage];
  return (
    <section className="screen profile" aria-labelledby="profile-title">
      {isGuest ? (
        <div className="profile__welcome-card">
          <h1 id="profile-title">{t('profile.guestWelcome', { appName })}</h1>
          <Button isFullWidth isLoading={isStartingSocialLogin} onPress={onSocialLogin}>
            {t('profile.signInWith', { provider: providerName })}
          </Button>
          {emailEntry}
        </div>
      ) : (
        <h1 id="profile-title">{t('profile.greeting', { name: userName })}</h1>
      )}

      <section className="profile__block" aria-labelledby="profile-language-title">
        <h2 id="profile-language-title">{t('profile.languageTitle')}</h2>
        <p className="profile__language" lang={currentLanguage}>
          {languageLabel}
        </p>
        <label className="profile__language-select">
          <span>{t('profile.changeLanguage')}</span>
          <select
            value={currentLanguage}
            aria-describedby={currentLanguage === 'es' ? undefined : 'profile-language-note'}
            onChange={(event) => onLanguageChange(event.target.value as LanguageCode)}
          >
            {PROFILE_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
        {currentLanguage === 'es' ? null : (
          <p id="profile-language-note" className="profile__note">
            {hasContentTranslation ? t('profile.languageContentNote') : t('profile.languageNoEngineNote')}
          </p>
        )}
        {showLanguageDemo ? (
          <Link className="profile__demo-link" href={ROUTES.PROFILE_LANGUAGE_DEMO}>
            {t('profile.languageDemoLink')}
          </Link>
        ) : null}
      </section>

      <nav className="profile__links" aria-label={t('profile.linksLabel')}>
        <Link href={ROUTES.PROFILE_ORDERS}>{t('profile.orders')}</Link>
        <Link href={ROUTES.PROFILE_TERMS}>{t('profile.terms')}</Link>
        <Link href={ROUTES.PROFILE_PRIVACY}>{t('profile.privacy')}</Link>
        <Link href={ROUTES.PROFILE_HELP_SUPPORT}>{t('profile.help')}</Link>
      </nav>

      <button type="button" className="link-button profile__logout" disabled={!canLogOut} onClick={onLogOut}>
        {t('profile.logOut')}
      </button>
    </section>
  );
}

export interface LogoutConfirmationActionsProps {
  onCancel: () => void;
  onConfirm: () => void;
}

/** "¿Quieres cerrar sesión?": Cancelar or Cerrar sesión. */
export function LogoutConfirmationActions({ onCancel, onConfirm }: LogoutConfirmationActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions">
      <button type="button" className="secondary-button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="button" className="primary-button" onClick={onConfirm}>
        {t('profile.logOut')}
      </button>
    </div>
  );
}
