import { useEffect } from 'react';
import { ROUTES } from '@/machines/rules/routes';
import {
  selectCanChangeEmail,
  selectCanFinish,
  selectCanResendCode,
  selectCodeDigits,
  selectCodeError,
  selectIsResendingCode,
  selectIsVerifying,
} from '@/machines/sign-up/sign-up.selectors';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { VerifyForm } from './verify-form';
import '@/src/styles/accounts.css';

/** VERIFY (accounts.md §2.4, §4.3): back goes to SIGN_UP_PERSONAL_DATA. */
export function VerifyScreen() {
  const signUp = useFlowRef('signUp');
  useScreenLayout({ title: 'signUp.title', goBack: ROUTES.SIGN_UP_PERSONAL_DATA }, { navBar: false });
  useEffect(() => {
    signUp.send({ type: 'signUp.verifyOpened' });
  }, [signUp]);

  const codeError = useFlow('signUp', selectCodeError);
  const text = useUiText([codeError ?? undefined]);

  return (
    <section className="screen account-screen">
      <VerifyForm
        digits={useFlow('signUp', selectCodeDigits)}
        error={text(codeError ?? undefined) ?? null}
        canFinish={useFlow('signUp', selectCanFinish)}
        isVerifying={useFlow('signUp', selectIsVerifying)}
        isResending={useFlow('signUp', selectIsResendingCode)}
        canResend={useFlow('signUp', selectCanResendCode)}
        canChangeEmail={useFlow('signUp', selectCanChangeEmail)}
        onDigitEntered={(index, text) => signUp.send({ type: 'signUp.codeDigitEntered', index, text })}
        onSubmit={() => signUp.send({ type: 'signUp.codeSubmitted' })}
        onResend={() => signUp.send({ type: 'signUp.codeResendRequested' })}
        onChangeEmail={() => signUp.send({ type: 'signUp.changeEmailRequested' })}
      />
    </section>
  );
}
