import { useCallback } from 'react';
import {
  selectAllowsGuests,
  selectCanEnterAsGuest,
  selectIsCreatingGuest,
} from '@/machines/session/session.selectors';
import { useBrand, useSession, useSessionRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useSocialLogin } from '../welcome-modal/use-social-login';
import { AuthEmailLinks } from './auth-email-links';
import { AuthWelcome } from './auth-welcome';
import '@/src/styles/session.css';

/** AUTH (accounts.md §2.4): the welcome screen of a visitor with no user. */
export function AuthScreen() {
  const brand = useBrand();
  const session = useSessionRef();
  const socialLogin = useSocialLogin();
  const isEnteringAsGuest = useSession(selectIsCreatingGuest);
  const canEnterAsGuest = useSession(selectCanEnterAsGuest);
  const allowsGuests = useSession(selectAllowsGuests);
  useScreenLayout({ title: '' }, { navBar: false });
  const exploreAsGuest = useCallback(() => session.send({ type: 'session.guestRequested' }), [session]);

  return (
    <AuthWelcome
      appName={brand.appName}
      logoUrl={brand.headerLogo}
      providerName={socialLogin.providerName}
      allowsGuests={allowsGuests}
      isStartingSocialLogin={socialLogin.isStarting}
      isEnteringAsGuest={isEnteringAsGuest}
      canEnterAsGuest={canEnterAsGuest}
      onSocialLogin={socialLogin.start}
      onExploreAsGuest={exploreAsGuest}
      emailEntry={<AuthEmailLinks />}
    />
  );
}
