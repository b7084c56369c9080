import { type FormEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, UiText } from '@/locales/catalogue';
import { useUiText } from '@/src/i18n/use-ui-text';
import type { TextFieldProps } from '@/src/shell/text-field';

type FieldPreset = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'label'> & { label: MessageKey };
type LabelledPreset = Omit<TextFieldProps, 'value' | 'onChange' | 'error'>;

/**
 * The account fields as the spec labels them (accounts.md §2.4), shared by sign-in, sign-up, personal data
 * and the new password. `label` is a catalogue key: `useAccountFields()` gives them labelled in the diner's
 * language, to spread into a `TextField` with its value, message and change handler.
 */
export const ACCOUNT_TEXT_FIELDS = {
  fullName: { label: 'accountForm.fullName', name: 'fullName', autoComplete: 'name' },
  email: {
    label: 'accountForm.email',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  currentPassword: {
    label: 'accountForm.password',
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
  },
  newPassword: {
    label: 'accountForm.password',
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
  },
  confirmPassword: {
    label: 'accountForm.confirmPassword',
    type: 'password',
    name: 'confirmPassword',
    autoComplete: 'new-password',
  },
} as const satisfies Record<string, FieldPreset>;

/** The account fields with their labels in the diner's language: `<TextField {...fields.email} … />`. */
export function useAccountFields(): Record<keyof typeof ACCOUNT_TEXT_FIELDS, LabelledPreset> {
  const { t } = useTranslation();
  const { fullName, email, currentPassword, newPassword, confirmPassword } = ACCOUNT_TEXT_FIELDS;
  return {
    fullName: { ...fullName, label: t(fullName.label) },
    email: { ...email, label: t(email.label) },
    currentPassword: { ...currentPassword, label: t(currentPassword.label) },
    newPassword: { ...newPassword, label: t(newPassword.label) },
    confirmPassword: { ...confirmPassword, label: t(confirmPassword.label) },
  };
}

/**
 * Binds a form's fields to its values, messages and one `onChange(field, value)` callback:
 * `<TextField {...fields.email} {...bind('email')} />`. The messages are already in the diner's language (the
 * screen renders what the flow keeps with `useFieldMessages`).
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

/**
 * What a flow keeps under its fields (catalogue keys, or a server's message as outside text), rendered in the
 * diner's language for a form: `useFieldMessages(useFlow('signUp', selectSignUpErrors))`.
 */
export function useFieldMessages<TField extends string>(
  errors: Partial<Record<TField, UiText | null>>,
): Partial<Record<TField, string>> {
  const shown = Object.values<UiText | null | undefined>(errors).map((message) => message ?? undefined);
  const text = useUiText(shown);
  return useMemo(() => {
    const rendered: Partial<Record<TField, string>> = {};
    for (const field of Object.keys(errors) as TField[]) {
      const message = text(errors[field] ?? undefined);
      if (message) rendered[field] = message;
    }
    return rendered;
  }, [errors, text]);
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
