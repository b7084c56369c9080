import { useTranslation } from 'react-i18next';
import type { SignUpField } from '@/machines/sign-up/sign-up.form';
import { AccountForm, fieldBinder, useAccountFields } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { PasswordChecklist, type PasswordChecklistProps } from './password-checklist';

export type AccountValues = Record<'fullName' | 'email' | 'password' | 'confirmPassword', string>;

export interface SignUpFormProps {
  values: AccountValues;
  /** The messages under the fields, in the diner's language. */
  errors: Partial<Record<SignUpField, string | null>>;
  checklist: PasswordChecklistProps;
  isSubmitting: boolean;
  onChange: (field: SignUpField, value: string) => void;
  onSubmit: () => void;
}

/** SIGN_UP's form (accounts.md §2.4): Nombre completo, Email, Contraseña, Confirmar contraseña, checklist. */
export function SignUpForm({ values, errors, checklist, isSubmitting, onChange, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation();
  const fields = useAccountFields();
  const bind = fieldBinder(values, errors, onChange);
  return (
    <AccountForm label={t('signUp.title')} onSubmit={onSubmit}>
      <TextField {...fields.fullName} {...bind('fullName')} />
      <TextField {...fields.email} {...bind('email')} />
      <TextField {...fields.newPassword} {...bind('password')} />
      <TextField {...fields.confirmPassword} {...bind('confirmPassword')} />
      <PasswordChecklist {...checklist} />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {t('signUp.submit')}
      </Button>
    </AccountForm>
  );
}
