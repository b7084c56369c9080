import { LOCAL_KEYS, SESSION_KEYS } from '@/machines/rules/storage-keys';
import type { PendingSignUp, StoredSignUp } from '@/machines/sign-up/sign-up.form';
import { authMethod, APP_KEYS as keys, local, session } from './browser-storage';

/**
 * The storage the sign-in, sign-up and recovery flows keep (accounts.md §3 "Other storage keys"),
 * injected into their machines as actions and actors (src/app/account-flows.ts).
 */
export const accountsStorage = {
  /** "¿Olvidaste tu contraseña?" keeps the e-mail under both spellings of the key. */
  storeRecoveryEmail(email: string): void {
    local.set(keys.authRecoverPasswordEmail, email);
    local.set(LOCAL_KEYS.authRecoverPasswordEmail, email);
  },
  readRecoveryEmail(): string | null {
    return local.get(keys.authRecoverPasswordEmail) || local.get(LOCAL_KEYS.authRecoverPasswordEmail) || null;
  },
  removeRecoveryEmail(): void {
    local.remove(keys.authRecoverPasswordEmail);
    local.remove(LOCAL_KEYS.authRecoverPasswordEmail);
  },
  /** The path stored before a social login, which the session's post-login redirect opens. */
  readReturnPath(): string | null {
    return local.get(keys.authPathname) || null;
  },
  /** The pending unverified user (session storage) and the auth method (local storage). */
  readPendingSignUp(): StoredSignUp {
    const pending = session.getJson<PendingSignUp>(SESSION_KEYS.unverifiedUser);
    return {
      pending: pending && typeof pending === 'object' ? pending : null,
      authMethod: authMethod.read(),
    };
  },
  storePendingSignUp(pending: PendingSignUp): void {
    session.setJson(SESSION_KEYS.unverifiedUser, pending);
  },
  clearPendingSignUp(): void {
    session.remove(SESSION_KEYS.unverifiedUser);
  },
  clearWelcomeModalFlag(): void {
    local.remove(LOCAL_KEYS.welcomeUserModalState);
  },
  clearAuthMethod: authMethod.clear,
};
