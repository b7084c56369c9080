// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { ServerAnswer } from '../app-model';
import { verifiedUser } from './sign-up.model';

/**
 * SIGN_UP's executable model (sign-up.app-model.ts): the routes, the storage keys, the named server answers
 * and the toasts and leads it checks, written from accounts.md §2.4, §3, §7 and §8.
 */

/** The browser's session storage, handed in by the test (tests/model-app/sign-up.app.test.tsx). */
export interface SessionArea {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export const SIGN_UP_URL = '/auth/registro';
export const PERSONAL_DATA_URL = '/auth/registro/datos-personales';
export const VERIFY_URL = '/verificacion';
export const SIGN_UP_ROUTES = [SIGN_UP_URL, PERSONAL_DATA_URL, VERIFY_URL];
/** §3: the pending unverified user (session storage) and the auth method (local storage, both spellings). */
export const PENDING_KEY = 'unverified_user';
export const AUTH_METHOD_KEYS = ['app_auth_method', 'auth_method'];

const failure = (status: number, message: string): ServerAnswer => ({
  status,
  body: { status: 'error', message },
});

/** Named server answers (the scripted HTTP layer returns them). */
export const SIGN_UP_FIXTURES = {
  emailAvailable: { status: 200, body: { status: 'success', data: { available: true } } },
  emailTaken: failure(400, 'Este email ya está registrado'),
  registered: { status: 200, body: { status: 'success', data: { ...verifiedUser, verified: false } } },
  dniTaken: failure(400, 'El dni ya está en uso'),
  serverFails: failure(500, 'Ocurrió un error inesperado'),
  codeSent: { status: 200, body: { status: 'success', data: { expiresInMinutes: 15 } } },
  codeAccepted: { status: 200, body: { status: 'success', data: verifiedUser } },
  wrongCode: failure(400, 'El código es incorrecto. Te quedan 4 intentos.'),
  profileSaved: { status: 200, body: { status: 'success', data: verifiedUser } },
} satisfies Record<string, ServerAnswer>;

export const REGISTRATION_FAILED = 'No se pudo completar el registro. Por favor, inténtalo de nuevo.';
export const CODE_RESENT = 'Te enviamos un nuevo código a tu email';
export const ACCOUNT_ACTIVATED = '¡Listo!, tu cuenta ya está activa 🎉';
export const VERIFY_LEAD = 'Te enviamos un código a tu email para activar tu cuenta';
