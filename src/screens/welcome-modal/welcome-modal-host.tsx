import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_MODAL_ID } from '@/machines/session/session.setup';
import { useSessionRef } from '@/src/app/hooks';
import { ShellModal } from '@/src/shell/modal';
import { useSocialLogin } from './use-social-login';
import { WelcomePromptActions, WelcomePromptBody } from './welcome-prompt';
import '@/src/styles/session.css';

/**
 * The welcome / auto-login modal (accounts.md §2.5), mounted once in the shell. The session opens it while
 * the local auto_login flag is set; either choice clears the flag.
 */
export function WelcomeModalHost() {
  const { t } = useTranslation();
  const session = useSessionRef();
  const socialLogin = useSocialLogin();
  const dismiss = useCallback(() => session.send({ type: 'session.welcomeDismissed' }), [session]);
  const signIn = useCallback(() => {
    dismiss();
    socialLogin.start();
  }, [dismiss, socialLogin.start]);

  return (
    <ShellModal
      id={WELCOME_MODAL_ID}
      title={t('welcome.title')}
      footer={
        <WelcomePromptActions
          providerName={socialLogin.providerName}
          isStartingSocialLogin={socialLogin.isStarting}
          onSocialLogin={signIn}
          onExplore={dismiss}
        />
      }
    >
      <WelcomePromptBody />
    </ShellModal>
  );
}
