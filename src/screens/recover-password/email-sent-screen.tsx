import { useEffect } from 'react';
import {
  selectCanResend,
  selectIsResending,
  selectRecoveryEmail,
} from '@/machines/password-recovery/password-recovery.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { EmailSent } from './email-sent';
import '@/src/styles/accounts.css';

/** RECOVER_PASSWORD_EMAIL_SENT (accounts.md §2.4, §4.4). */
export function EmailSentScreen() {
  const recovery = useFlowRef('passwordRecovery');
  useScreenLayout({ title: '', goBack: ROUTES.SIGN_IN }, { navBar: false });
  useEffect(() => {
    recovery.send({ type: 'passwordRecovery.emailSentOpened' });
  }, [recovery]);

  return (
    <section className="screen account-screen">
      <EmailSent
        email={useFlow('passwordRecovery', selectRecoveryEmail)}
        canResend={useFlow('passwordRecovery', selectCanResend)}
        isResending={useFlow('passwordRecovery', selectIsResending)}
        onResend={() => recovery.send({ type: 'passwordRecovery.resendRequested' })}
      />
    </section>
  );
}
