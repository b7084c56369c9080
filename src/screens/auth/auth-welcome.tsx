import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/src/shell/button';
import { BrandLogo } from '../welcome-modal/brand-logo';

export interface AuthWelcomeProps {
  appName: string;
  /** brand.headerLogo, shown on top. */
  logoUrl?: string;
  /** The social login provider's name ("Google"). */
  providerName: string;
  /** b2b brands have no guest entry (accounts.md §6). */
  allowsGuests: boolean;
  isStartingSocialLogin: boolean;
  isEnteringAsGuest: boolean;
  canEnterAsGuest: boolean;
  onSocialLogin: () => void;
  onExploreAsGuest: () => void;
  /** The e-mail entries (sign in, sign up), rendered under the social login button. */
  emailEntry?: ReactNode;
}

/** The three benefits (accounts.md §2.4, §2.5), shared by AUTH and the welcome prompt. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <ul className="benefits">
      <li>{t('auth.benefits.points')}</li>
      <li>{t('auth.benefits.perks')}</li>
      <li>{t('auth.benefits.products')}</li>
    </ul>
  );
}

/** The AUTH welcome: logo, greeting, social login, benefits and, for non-b2b brands, the guest entry. */
export function AuthWelcome({
  appName,
  logoUrl,
  providerName,
  allowsGuests,
  isStartingSocialLogin,
  isEnteringAsGuest,
  canEnterAsGuest,
  onSocialLogin,
  onExploreAsGuest,
  emailEntry,
}: AuthWelcomeProps) {
  const { t } = useTranslation();
  return (
    <section className="auth-welcome" aria-labelledby="auth-welcome-title">
      <BrandLogo src={logoUrl} appName={appName} />
      <h1 id="auth-welcome-title">{t('auth.welcome')}</h1>
      <Button isFullWidth isLoading={isStartingSocialLogin} onPress={onSocialLogin}>
        {t('auth.signInWith', { provider: providerName })}
      </Button>
      {emailEntry}
      <Benefits />
      {allowsGuests && (
        <div className="guest-entry">
          <p>{t('auth.guestNote', { appName })}</p>
          <button
            type="button"
            className="link-button"
            aria-busy={isEnteringAsGuest}
            disabled={!canEnterAsGuest}
            onClick={() => {
              if (canEnterAsGuest) onExploreAsGuest();
            }}
          >
            {t('auth.exploreAsGuest')}
          </button>
        </div>
      )}
    </section>
  );
}
