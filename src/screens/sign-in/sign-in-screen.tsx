import { useEffect } from 'react';
import { ROUTES } from '@/machines/rules/routes';
import type { SignInField } from '@/machines/sign-in/sign-in.machine';
import {
  selectIsRequestingRecovery,
  selectIsSigningIn,
  selectSignInError,
  selectSignInValue,
} from '@/machines/sign-in/sign-in.selectors';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { SignInForm } from './sign-in-form';
import '@/src/styles/accounts.css';

/** SIGN_IN (accounts.md §2.4): title "Inicio de sesión", back to BASE. */
export function SignInScreen() {
  const signIn = useFlowRef('signIn');
  useScreenLayout({ title: 'signIn.title', goBack: ROUTES.BASE }, { navBar: false });
  useEffect(() => {
    signIn.send({ type: 'signIn.opened' });
  }, [signIn]);

  const emailError = useFlow('signIn', selectSignInError('email'));
  const passwordError = useFlow('signIn', selectSignInError('password'));
  const text = useUiText([emailError ?? undefined, passwordError ?? undefined]);
  const change = (field: SignInField) => (value: string) =>
    signIn.send({ type: 'signIn.fieldChanged', field, value });

  return (
    <section className="screen account-screen">
      <SignInForm
        email={useFlow('signIn', selectSignInValue('email'))}
        password={useFlow('signIn', selectSignInValue('password'))}
        emailError={text(emailError ?? undefined) ?? null}
        passwordError={text(passwordError ?? undefined) ?? null}
        isSigningIn={useFlow('signIn', selectIsSigningIn)}
        isRequestingRecovery={useFlow('signIn', selectIsRequestingRecovery)}
        onEmailChange={change('email')}
        onPasswordChange={change('password')}
        onSubmit={() => signIn.send({ type: 'signIn.submitted' })}
        onForgotPassword={() => signIn.send({ type: 'signIn.forgotPasswordRequested' })}
      />
    </section>
  );
}
