import type { NewPasswordField } from '@/machines/password-recovery/password-recovery.machine';
import { ACCOUNT_TEXT_FIELDS, AccountForm } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { PasswordChecklist, type PasswordChecklistProps } from '../sign-up/password-checklist';

export interface NewPasswordFormProps {
  password: string;
  confirmPassword: string;
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
  return (
    <AccountForm labelledBy="new-password-title" onSubmit={onSubmit}>
      <h1 id="new-password-title" className="account-form__title">
        Creá una nueva contraseña
      </h1>
      <TextField
        {...ACCOUNT_TEXT_FIELDS.newPassword}
        value={password}
        onChange={(v) => onChange('password', v)}
        error={passwordError}
      />
      <TextField
        {...ACCOUNT_TEXT_FIELDS.confirmPassword}
        value={confirmPassword}
        onChange={(v) => onChange('confirmPassword', v)}
        error={confirmPasswordError}
      />
      <PasswordChecklist {...checklist} />
      <Button type="submit" isFullWidth isLoading={isSaving}>
        Guardar e iniciar sesión
      </Button>
    </AccountForm>
  );
}
