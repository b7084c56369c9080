import { selectCanEnterAsGuest, selectIsCreatingGuest } from '@/machines/session/session.selectors';
import { useBrand, useSession, useSessionRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { AuthWelcome } from './auth-welcome';

/** AUTH (accounts.md §2.4): the welcome screen of a visitor with no user. */
export function AuthScreen() {
  const brand = useBrand();
  const session = useSessionRef();
  const isEnteringAsGuest = useSession(selectIsCreatingGuest);
  const canEnterAsGuest = useSession(selectCanEnterAsGuest);
  useScreenLayout({ title: '' }, { navBar: false });

  return (
    <AuthWelcome
      appName={brand.appName}
      allowsGuests={brand.businessType !== 'b2b'}
      isEnteringAsGuest={isEnteringAsGuest}
      canEnterAsGuest={canEnterAsGuest}
      onExploreAsGuest={() => session.send({ type: 'session.guestRequested' })}
    />
  );
}
