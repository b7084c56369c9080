import type { FormEvent } from 'react';
import type { NewPasswordField } from '@/machines/password-recovery/password-recovery.machine';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="new-password-title">
      <h1 id="new-password-title" className="account-form__title">
        Creá una nueva contraseña
      </h1>
      <TextField
        label="Contraseña"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(v) => onChange('password', v)}
        error={passwordError}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(v) => onChange('confirmPassword', v)}
        error={confirmPasswordError}
      />
      <PasswordChecklist {...checklist} />
      <Button type="submit" isFullWidth isLoading={isSaving}>
        Guardar e iniciar sesión
      </Button>
    </form>
  );
}
