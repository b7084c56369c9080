import type { FormEvent, ReactNode } from 'react';
import type { TextFieldProps } from '@/src/shell/text-field';

type FieldPreset = Omit<TextFieldProps, 'value' | 'onChange' | 'error'>;

/**
 * The account fields as the spec labels them (accounts.md §2.4), shared by sign-in, sign-up, personal data
 * and the new password: spread one into a `TextField` with its value, message and change handler.
 */
export const ACCOUNT_TEXT_FIELDS = {
  fullName: { label: 'Nombre completo', name: 'fullName', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email', inputMode: 'email' },
  currentPassword: {
    label: 'Contraseña',
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
  },
  newPassword: { label: 'Contraseña', type: 'password', name: 'password', autoComplete: 'new-password' },
  confirmPassword: {
    label: 'Confirmar contraseña',
    type: 'password',
    name: 'confirmPassword',
    autoComplete: 'new-password',
  },
} satisfies Record<string, FieldPreset>;

/**
 * Binds a form's fields to its values, messages and one `onChange(field, value)` callback:
 * `<TextField {...ACCOUNT_TEXT_FIELDS.email} {...bind('email')} />`.
 */
export function fieldBinder<TField extends string>(
  values: Record<TField, string>,
  // The form's fields come from its values; its messages and callback may cover the whole flow.
  errors: Partial<Record<NoInfer<TField>, string | null>>,
  onChange: (field: NoInfer<TField>, value: string) => void,
) {
  return (field: TField) => ({
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
  });
}

export interface AccountFormProps {
  /** The form's accessible name; or `labelledBy`, the id of its visible title. */
  label?: string;
  labelledBy?: string;
  /** Added to `account-form`. */
  className?: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** The accounts screens' form: validation is the machine's, so the browser's is off and submit never reloads. */
export function AccountForm({ label, labelledBy, className, onSubmit, children }: AccountFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={className ? `account-form ${className}` : 'account-form'}
      noValidate
      onSubmit={submit}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </form>
  );
}
