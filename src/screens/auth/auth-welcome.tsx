import type { ReactNode } from 'react';
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
  return (
    <ul className="benefits">
      <li>Sumá puntos en cada compra.</li>
      <li>Los mejores beneficios por tener la app.</li>
      <li>Descubrí todos los productos con imágenes y descripciones.</li>
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
  return (
    <section className="auth-welcome" aria-labelledby="auth-welcome-title">
      <BrandLogo src={logoUrl} appName={appName} />
      <h1 id="auth-welcome-title">¡Te damos la bienvenida!</h1>
      <Button isFullWidth isLoading={isStartingSocialLogin} onPress={onSocialLogin}>
        Ingresá con {providerName}
      </Button>
      {emailEntry}
      <Benefits />
      {allowsGuests && (
        <div className="guest-entry">
          <p>Si ingresás sin registrarte, no podrás acceder a los beneficios de {appName}.</p>
          <button
            type="button"
            className="link-button"
            aria-busy={isEnteringAsGuest}
            disabled={!canEnterAsGuest}
            onClick={() => {
              if (canEnterAsGuest) onExploreAsGuest();
            }}
          >
            Explorar sin beneficios
          </button>
        </div>
      )}
    </section>
  );
}
