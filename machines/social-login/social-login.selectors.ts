import type { SnapshotFrom } from 'xstate';
import type { socialLoginMachine } from './social-login.machine';

export type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>;

/** The provider's display name for "Ingresá con {provider}". */
export const selectProviderName = (s: SocialLoginSnapshot): string => s.context.providerName;
/** The return from the provider is being completed (GET /auth/login/success). */
export const selectIsCompletingLogin = (s: SocialLoginSnapshot): boolean =>
  s.matches('readingReturn') || s.matches('completing');
/** The browser is being sent to the provider (the button shows as busy). */
export const selectIsRedirecting = (s: SocialLoginSnapshot): boolean =>
  s.matches('preparingRedirect') || s.matches('redirected');
/** "Ingresá con {provider}" can be pressed now. */
export const selectCanStartSocialLogin = (s: SocialLoginSnapshot): boolean =>
  s.can({ type: 'socialLogin.started' });
