import { useEffect } from 'react';
import { ROUTES } from '@/machines/rules/routes';
import type { SignUpField } from '@/machines/sign-up/sign-up.form';
import {
  selectIsPersonalDataLoading,
  selectIsSocialSignUp,
  selectIsSubmittingPersonalData,
  selectSignUpErrors,
  selectSignUpValues,
} from '@/machines/sign-up/sign-up.selectors';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useFieldMessages } from '@/src/screens/accounts-shared/account-form';
import { PersonalDataForm } from './personal-data-form';
import '@/src/styles/accounts.css';

/** Today in the visitor's time zone, as a date input writes it. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** SIGN_UP_PERSONAL_DATA (accounts.md §2.4, §4.3): back is hidden for the social login's sign-up. */
export function PersonalDataScreen() {
  const signUp = useFlowRef('signUp');
  const isSocial = useFlow('signUp', selectIsSocialSignUp);
  useScreenLayout({ title: 'signUp.title', goBack: isSocial ? null : ROUTES.SIGN_UP }, { navBar: false });
  useEffect(() => {
    signUp.send({ type: 'signUp.personalDataOpened' });
  }, [signUp]);
  const values = useFlow('signUp', selectSignUpValues);
  const errors = useFieldMessages(useFlow('signUp', selectSignUpErrors));
  const isLoading = useFlow('signUp', selectIsPersonalDataLoading);
  const isSubmitting = useFlow('signUp', selectIsSubmittingPersonalData);

  return (
    <section className="screen account-screen" aria-busy={isLoading}>
      <PersonalDataForm
        values={values}
        errors={errors}
        today={todayIso()}
        isSubmitting={isSubmitting}
        onChange={(field: SignUpField, value: string) =>
          signUp.send({ type: 'signUp.fieldChanged', field, value })
        }
        onSubmit={() => signUp.send({ type: 'signUp.personalDataSubmitted' })}
      />
    </section>
  );
}
