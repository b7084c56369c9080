import type { SignUpField } from '@/machines/sign-up/sign-up.form';
import { ACCOUNT_TEXT_FIELDS, AccountForm, fieldBinder } from '@/src/screens/accounts-shared/account-form';
import { GENDER_OPTIONS } from '@/src/screens/accounts-shared/gender-options';
import { Button } from '@/src/shell/button';
import { DateField, SelectField } from '@/src/shell/native-fields';
import { TextField } from '@/src/shell/text-field';

export type PersonalDataValues = Record<'fullName' | 'phoneNumber' | 'gender' | 'birthDate' | 'dni', string>;

export interface PersonalDataFormProps {
  values: PersonalDataValues;
  errors: Partial<Record<SignUpField, string | null>>;
  /** Today as "YYYY-MM-DD": the latest birth date the picker offers. */
  today: string;
  isSubmitting: boolean;
  onChange: (field: SignUpField, value: string) => void;
  onSubmit: () => void;
}

/** SIGN_UP_PERSONAL_DATA's form (accounts.md §2.4). */
export function PersonalDataForm({
  values,
  errors,
  today,
  isSubmitting,
  onChange,
  onSubmit,
}: PersonalDataFormProps) {
  const bind = fieldBinder(values, errors, onChange);
  return (
    <AccountForm label="Datos personales" onSubmit={onSubmit}>
      <TextField {...ACCOUNT_TEXT_FIELDS.fullName} {...bind('fullName')} />
      <TextField
        label="Número de teléfono"
        type="tel"
        name="phoneNumber"
        autoComplete="tel"
        inputMode="tel"
        {...bind('phoneNumber')}
      />
      <SelectField
        label="Género"
        name="gender"
        placeholder="Seleccioná una opción"
        options={GENDER_OPTIONS}
        {...bind('gender')}
      />
      <DateField label="Fecha de nacimiento" name="birthDate" max={today} {...bind('birthDate')} />
      <TextField
        label="DNI"
        name="dni"
        inputMode="numeric"
        placeholder="Ingrese su DNI sin puntos"
        {...bind('dni')}
      />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Continuar
      </Button>
    </AccountForm>
  );
}
