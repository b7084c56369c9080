import { useEffect } from 'react';
import type { NewPasswordField } from '@/machines/password-recovery/password-recovery.machine';
import {
  selectIsCheckingLink,
  selectIsLinkInvalid,
  selectIsNewLinkSent,
  selectIsSavingPassword,
  selectIsSendingNewLink,
  selectNewPasswordChecklist,
  selectNewPasswordError,
  selectNewPasswordValue,
} from '@/machines/password-recovery/password-recovery.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { LinkInvalid } from './link-invalid';
import { NewPasswordForm } from './new-password-form';
import '@/src/styles/accounts.css';

const sameChecklist = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export interface NewPasswordScreenProps {
  params: { id: string; token: string };
}

/** RECOVER_PASSWORD/{id}/{token} (accounts.md §2.4, §4.4), opened from the e-mailed link. */
export function NewPasswordScreen({ params }: NewPasswordScreenProps) {
  const recovery = useFlowRef('passwordRecovery');
  const { id, token } = params;
  useScreenLayout({ title: '', goBack: ROUTES.SIGN_IN }, { navBar: false });
  useEffect(() => {
    recovery.send({ type: 'passwordRecovery.resetOpened', id, token });
  }, [recovery, id, token]);

  const passwordError = useFlow('passwordRecovery', selectNewPasswordError('password'));
  const confirmPasswordError = useFlow('passwordRecovery', selectNewPasswordError('confirmPassword'));
  const text = useUiText([passwordError ?? undefined, confirmPasswordError ?? undefined]);
  // Every hook runs before the early returns below.
  const password = useFlow('passwordRecovery', selectNewPasswordValue('password'));
  const confirmPassword = useFlow('passwordRecovery', selectNewPasswordValue('confirmPassword'));
  const checklist = useFlow('passwordRecovery', selectNewPasswordChecklist, sameChecklist);
  const isSaving = useFlow('passwordRecovery', selectIsSavingPassword);
  const isCheckingLink = useFlow('passwordRecovery', selectIsCheckingLink);
  const isLinkInvalid = useFlow('passwordRecovery', selectIsLinkInvalid);
  const isNewLinkSent = useFlow('passwordRecovery', selectIsNewLinkSent);
  const isSendingNewLink = useFlow('passwordRecovery', selectIsSendingNewLink);

  // While the link is checked nothing shows: the form must not appear and then be taken away.
  if (isCheckingLink) return <section className="screen account-screen" aria-busy="true" />;
  if (isLinkInvalid || isNewLinkSent) {
    return (
      <section className="screen account-screen">
        <LinkInvalid
          isNewLinkSent={isNewLinkSent}
          isSending={isSendingNewLink}
          onRequestNewLink={() => recovery.send({ type: 'passwordRecovery.newLinkRequested' })}
        />
      </section>
    );
  }

  return (
    <section className="screen account-screen">
      <NewPasswordForm
        password={password}
        confirmPassword={confirmPassword}
        passwordError={text(passwordError ?? undefined) ?? null}
        confirmPasswordError={text(confirmPasswordError ?? undefined) ?? null}
        checklist={checklist}
        isSaving={isSaving}
        onChange={(field: NewPasswordField, value: string) =>
          recovery.send({ type: 'passwordRecovery.fieldChanged', field, value })
        }
        onSubmit={() => recovery.send({ type: 'passwordRecovery.submitted' })}
      />
    </section>
  );
}
