import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHasContentTranslation, selectLanguage } from '@/machines/language/language.selectors';
import type { LanguageCode } from '@/machines/rules/languages';
import { selectCanLogOut, selectIsGuest, selectUser } from '@/machines/session/session.selectors';
import { LOGOUT_MODAL_ID } from '@/machines/session/session.setup';
import { FLOWS_PAGE_ENABLED } from '@/src/app/feature-flags';
import { useBrand, useFlow, useFlowRef, useSession, useSessionRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { ShellModal } from '@/src/shell/modal';
import { AuthEmailLinks } from '../auth/auth-email-links';
import { useSocialLogin } from '../welcome-modal/use-social-login';
import { LogoutConfirmationActions, ProfileView } from './profile-view';
import '@/src/styles/session.css';

/**
 * PROFILE (accounts.md §2.6). The session opens and answers the logout confirmation; the language flow owns the
 * language. A guest is offered AUTH's e-mail entries too, and reaches them as a guest (issue 10 #5).
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const session = useSessionRef();
  const language = useFlowRef('language');
  const socialLogin = useSocialLogin();
  const isGuest = useSession(selectIsGuest);
  const user = useSession(selectUser);
  const canLogOut = useSession(selectCanLogOut);
  const currentLanguage = useFlow('language', selectLanguage);
  const hasContentTranslation = useFlow('language', selectHasContentTranslation);
  useScreenLayout({}, { navBar: true });
  const requestLogout = useCallback(() => session.send({ type: 'session.logoutRequested' }), [session]);
  const cancelLogout = useCallback(() => session.send({ type: 'session.logoutCancelled' }), [session]);
  const confirmLogout = useCallback(() => session.send({ type: 'session.logoutConfirmed' }), [session]);
  const changeLanguage = useCallback(
    (next: LanguageCode) => language.send({ type: 'language.changed', language: next }),
    [language],
  );

  return (
    <>
      <ProfileView
        appName={brand.appName}
        isGuest={isGuest}
        userName={user?.name ?? ''}
        providerName={socialLogin.providerName}
        isStartingSocialLogin={socialLogin.isStarting}
        currentLanguage={currentLanguage}
        hasContentTranslation={hasContentTranslation}
        showLanguageDemo={FLOWS_PAGE_ENABLED}
        canLogOut={canLogOut}
        onSocialLogin={socialLogin.start}
        onLanguageChange={changeLanguage}
        onLogOut={requestLogout}
        emailEntry={<AuthEmailLinks />}
      />
      <ShellModal
        id={LOGOUT_MODAL_ID}
        title={t('profile.logOutConfirm')}
        footer={<LogoutConfirmationActions onCancel={cancelLogout} onConfirm={confirmLogout} />}
      />
    </>
  );
}
