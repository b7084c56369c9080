import { Link } from 'wouter';
import { ROUTES } from '@/machines/rules/routes';
import { Button } from '@/src/shell/button';

/** The languages the selector will offer (accounts.md §2.6, §9), in the spec's order. */
export const PROFILE_LANGUAGES = [
  { code: 'es', label: 'Español' },
  { code: 'en', label: 'English' },
  { code: 'pt', label: 'Português' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'it', label: 'Italiano' },
  { code: 'zh', label: '中文' },
] as const;

export interface ProfileViewProps {
  appName: string;
  isGuest: boolean;
  userName: string;
  providerName: string;
  isStartingSocialLogin: boolean;
  /** The current language's code ('es'). */
  currentLanguage: string;
  canLogOut: boolean;
  onSocialLogin: () => void;
  onLogOut: () => void;
}

/** PROFILE (accounts.md §2.6): greeting or guest welcome card, language block, links and "Cerrar sesión". */
export function ProfileView({
  appName,
  isGuest,
  userName,
  providerName,
  isStartingSocialLogin,
  currentLanguage,
  canLogOut,
  onSocialLogin,
  onLogOut,
}: ProfileViewProps) {
  const languageLabel = PROFILE_LANGUAGES.find((l) => l.code === currentLanguage)?.label ?? 'Español';
  return (
    <section className="screen profile" aria-labelledby="profile-title">
      {isGuest ? (
        <div className="profile__welcome-card">
          <h1 id="profile-title">¡Te damos la bienvenida a {appName}!</h1>
          <Button isFullWidth isLoading={isStartingSocialLogin} onPress={onSocialLogin}>
            Ingresar con {providerName}
          </Button>
        </div>
      ) : (
        <h1 id="profile-title">¡Hola {userName}!</h1>
      )}

      <section className="profile__block" aria-labelledby="profile-language-title">
        <h2 id="profile-language-title">Idioma actual</h2>
        <p className="profile__language">{languageLabel}</p>
        <label className="profile__language-select">
          <span>Cambiar idioma</span>
          <select
            value={currentLanguage}
            disabled
            aria-describedby="profile-language-note"
            onChange={() => {}}
          >
            {PROFILE_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
        <p id="profile-language-note" className="profile__note">
          Disponible próximamente, con la función de idiomas.
        </p>
      </section>

      <nav className="profile__links" aria-label="Mi cuenta">
        <Link href={ROUTES.PROFILE_ORDERS}>Ordenes</Link>
        <Link href={ROUTES.PROFILE_TERMS}>Términos y condiciones</Link>
        <Link href={ROUTES.PROFILE_PRIVACY}>Política de privacidad</Link>
      </nav>

      <button type="button" className="link-button profile__logout" disabled={!canLogOut} onClick={onLogOut}>
        Cerrar sesión
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
  return (
    <div className="modal-actions">
      <button type="button" className="secondary-button" onClick={onCancel}>
        Cancelar
      </button>
      <button type="button" className="primary-button" onClick={onConfirm}>
        Cerrar sesión
      </button>
    </div>
  );
}
