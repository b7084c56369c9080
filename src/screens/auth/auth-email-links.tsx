import { Link } from 'wouter';
import { ROUTES } from '@/machines/rules/routes';
import '@/src/styles/accounts.css';

/** AUTH's e-mail entries: "Ingresar con email" → SIGN_IN, "Crear cuenta" → SIGN_UP. */
export function AuthEmailLinks() {
  return (
    <nav className="auth-email-links" aria-label="Ingresar con email">
      <Link href={ROUTES.SIGN_IN} className="secondary-button">
        Ingresar con email
      </Link>
      <Link href={ROUTES.SIGN_UP} className="link-button">
        Crear cuenta
      </Link>
    </nav>
  );
}
