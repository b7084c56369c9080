import { useCallback } from 'react';
import { selectCanLogOut, selectIsGuest, selectUser } from '@/machines/session/session.selectors';
import { LOGOUT_MODAL_ID } from '@/machines/session/session.setup';
import { useBrand, useSession, useSessionRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { ShellModal } from '@/src/shell/modal';
import { useSocialLogin } from '../welcome-modal/use-social-login';
import { LogoutConfirmationActions, ProfileView } from './profile-view';
import '@/src/styles/session.css';

/** PROFILE (accounts.md §2.6). The session opens and answers the logout confirmation. */
export function ProfileScreen() {
  const brand = useBrand();
  const session = useSessionRef();
  const socialLogin = useSocialLogin();
  const isGuest = useSession(selectIsGuest);
  const user = useSession(selectUser);
  const canLogOut = useSession(selectCanLogOut);
  useScreenLayout({}, { navBar: true });
  const requestLogout = useCallback(() => session.send({ type: 'session.logoutRequested' }), [session]);
  const cancelLogout = useCallback(() => session.send({ type: 'session.logoutCancelled' }), [session]);
  const confirmLogout = useCallback(() => session.send({ type: 'session.logoutConfirmed' }), [session]);

  return (
    <>
      <ProfileView
        appName={brand.appName}
        isGuest={isGuest}
        userName={user?.name ?? ''}
        providerName={socialLogin.providerName}
        isStartingSocialLogin={socialLogin.isStarting}
        // The languages feature owns the language slice; until it lands the app speaks Spanish.
        currentLanguage="es"
        canLogOut={canLogOut}
        onSocialLogin={socialLogin.start}
        onLogOut={requestLogout}
      />
      <ShellModal
        id={LOGOUT_MODAL_ID}
        title="¿Quieres cerrar sesión?"
        footer={<LogoutConfirmationActions onCancel={cancelLogout} onConfirm={confirmLogout} />}
      />
    </>
  );
}
