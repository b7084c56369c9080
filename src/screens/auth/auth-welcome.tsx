export interface AuthWelcomeProps {
  appName: string;
  /** b2b brands have no guest entry (accounts.md §6). */
  allowsGuests: boolean;
  isEnteringAsGuest: boolean;
  canEnterAsGuest: boolean;
  onExploreAsGuest: () => void;
}

/** The AUTH welcome: greeting, benefits and, for non-b2b brands, the guest entry. */
export function AuthWelcome({
  appName,
  allowsGuests,
  isEnteringAsGuest,
  canEnterAsGuest,
  onExploreAsGuest,
}: AuthWelcomeProps) {
  return (
    <section className="auth-welcome" aria-labelledby="auth-welcome-title">
      <h1 id="auth-welcome-title">¡Te damos la bienvenida!</h1>
      <ul className="benefits">
        <li>Sumá puntos en cada compra.</li>
        <li>Los mejores beneficios por tener la app.</li>
        <li>Descubrí todos los productos con imágenes y descripciones.</li>
      </ul>
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
