import type { FormEvent } from 'react';
import type { SignUpField } from '@/machines/sign-up/sign-up.machine';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label="Registro">
      <TextField
        label="Nombre completo"
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={(v) => onChange('fullName', v)}
        error={errors.fullName}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(v) => onChange('email', v)}
        error={errors.email}
      />
      <TextField
        label="Contraseña"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => onChange('password', v)}
        error={errors.password}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => onChange('confirmPassword', v)}
        error={errors.confirmPassword}
      />
      <PasswordChecklist {...checklist} />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Ingresar
      </Button>
    </form>
  );
}
