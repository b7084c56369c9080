import { useEffect } from 'react';
import { ROUTES } from '@/machines/rules/routes';
import type { SignUpField } from '@/machines/sign-up/sign-up.form';
import {
  selectIsAccountLoading,
  selectIsCheckingEmail,
  selectSignUpChecklist,
  selectSignUpErrors,
  selectSignUpValues,
} from '@/machines/sign-up/sign-up.selectors';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useFieldMessages } from '@/src/screens/accounts-shared/account-form';
import { SignUpForm } from './sign-up-form';
import '@/src/styles/accounts.css';

const sameChecklist = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** SIGN_UP (accounts.md §2.4): title "Registro", prefilled from a pending unverified user. */
export function SignUpScreen() {
  const signUp = useFlowRef('signUp');
  useScreenLayout({ title: 'signUp.title', goBack: ROUTES.AUTH }, { navBar: false });
  useEffect(() => {
    signUp.send({ type: 'signUp.opened' });
  }, [signUp]);
  const values = useFlow('signUp', selectSignUpValues);
  const errors = useFieldMessages(useFlow('signUp', selectSignUpErrors));
  const checklist = useFlow('signUp', selectSignUpChecklist, sameChecklist);
  const isLoading = useFlow('signUp', selectIsAccountLoading);
  const isCheckingEmail = useFlow('signUp', selectIsCheckingEmail);

  return (
    <section className="screen account-screen" aria-busy={isLoading}>
      <SignUpForm
        values={values}
        errors={errors}
        checklist={checklist}
        isSubmitting={isCheckingEmail}
        onChange={(field: SignUpField, value: string) =>
          signUp.send({ type: 'signUp.fieldChanged', field, value })
        }
        onSubmit={() => signUp.send({ type: 'signUp.accountSubmitted' })}
      />
    </section>
  );
}
