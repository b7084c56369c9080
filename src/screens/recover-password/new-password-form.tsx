import { useTranslation } from 'react-i18next';
import type { NewPasswordField } from '@/machines/password-recovery/password-recovery.machine';
import { AccountForm, useAccountFields } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { PasswordChecklist, type PasswordChecklistProps } from '../sign-up/password-checklist';

export interface NewPasswordFormProps {
  password: string;
  confirmPassword: string;
  /** The messages under the fields, in the diner's language. */
  passwordError: string | null;
  confirmPasswordError: string | null;
  checklist: PasswordChecklistProps;
  isSaving: boolean;
  onChange: (field: NewPasswordField, value: string) => void;
  onSubmit: () => void;
}

/** RECOVER_PASSWORD/{id}/{token} (accounts.md §2.4): the new password with the checklist. */
export function NewPasswordForm({
  password,
  confirmPassword,
  passwordError,
  confirmPasswordError,
  checklist,
  isSaving,
  onChange,
  onSubmit,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const fields = useAccountFields();
  return (
    <AccountForm labelledBy="new-password-title" onSubmit={onSubmit}>
      <h1 id="new-password-title" className="account-form__title">
        {t('recovery.newPassword')}
      </h1>
      <TextField
        {...fields.newPassword}
        value={password}
        onChange={(v) => onChange('password', v)}
        error={passwordError}
      />
      <TextField
        {...fields.confirmPassword}
        value={confirmPassword}
        onChange={(v) => onChange('confirmPassword', v)}
        error={confirmPasswordError}
      />
      <PasswordChecklist {...checklist} />
      <Button type="submit" isFullWidth isLoading={isSaving}>
        {t('recovery.save')}
      </Button>
    </AccountForm>
  );
}
