import { useCallback } from 'react';
import { selectIsRedirecting, selectProviderName } from '@/machines/social-login/social-login.selectors';
import { useFlow, useFlowRef } from '@/src/app/hooks';

export interface SocialLoginControl {
  /** The provider's display name ("Google"). */
  providerName: string;
  /** The browser is being sent to the provider. */
  isStarting: boolean;
  /** Starts social login with the brand's provider (the flow stores where to come back to). */
  start: () => void;
}

/** "Ingresá con {provider}" for any screen: AUTH, the welcome prompt, PROFILE, points and QR screens. */
export function useSocialLogin(): SocialLoginControl {
  const socialLogin = useFlowRef('socialLogin');
  const providerName = useFlow('socialLogin', selectProviderName);
  const isStarting = useFlow('socialLogin', selectIsRedirecting);
  const start = useCallback(() => socialLogin.send({ type: 'socialLogin.started' }), [socialLogin]);
  return { providerName, isStarting, start };
}
