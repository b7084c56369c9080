import type { SignUpField } from '@/machines/sign-up/sign-up.form';
import { ACCOUNT_TEXT_FIELDS, AccountForm, fieldBinder } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { PasswordChecklist, type PasswordChecklistProps } from './password-checklist';

export type AccountValues = Record<'fullName' | 'email' | 'password' | 'confirmPassword', string>;

export interface SignUpFormProps {
  values: AccountValues;
  errors: Partial<Record<SignUpField, string | null>>;
  checklist: PasswordChecklistProps;
  isSubmitting: boolean;
  onChange: (field: SignUpField, value: string) => void;
  onSubmit: () => void;
}

/** SIGN_UP's form (accounts.md §2.4): Nombre completo, Email, Contraseña, Confirmar contraseña, checklist. */
export function SignUpForm({ values, errors, checklist, isSubmitting, onChange, onSubmit }: SignUpFormProps) {
  const bind = fieldBinder(values, errors, onChange);
  return (
    <AccountForm label="Registro" onSubmit={onSubmit}>
      <TextField {...ACCOUNT_TEXT_FIELDS.fullName} {...bind('fullName')} />
      <TextField {...ACCOUNT_TEXT_FIELDS.email} {...bind('email')} />
      <TextField {...ACCOUNT_TEXT_FIELDS.newPassword} {...bind('password')} />
      <TextField {...ACCOUNT_TEXT_FIELDS.confirmPassword} {...bind('confirmPassword')} />
      <PasswordChecklist {...checklist} />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Ingresar
      </Button>
    </AccountForm>
  );
}
