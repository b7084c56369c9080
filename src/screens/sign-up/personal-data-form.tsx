import type { FormEvent } from 'react';
import type { SignUpField } from '@/machines/sign-up/sign-up.machine';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { DateField, SelectField } from './native-fields';

export type PersonalDataValues = Record<'fullName' | 'phoneNumber' | 'gender' | 'birthDate' | 'dni', string>;

/** Gender values (accounts.md §9). */
export const GENDER_OPTIONS = [
  { value: 'Male', label: 'Masculino' },
  { value: 'Female', label: 'Femenino' },
  { value: 'Other', label: 'Otro' },
];

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label="Datos personales">
      <TextField
        label="Nombre completo"
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={(v) => onChange('fullName', v)}
        error={errors.fullName}
      />
      <TextField
        label="Número de teléfono"
        type="tel"
        name="phoneNumber"
        autoComplete="tel"
        inputMode="tel"
        value={values.phoneNumber}
        onChange={(v) => onChange('phoneNumber', v)}
        error={errors.phoneNumber}
      />
      <SelectField
        label="Género"
        name="gender"
        placeholder="Seleccioná una opción"
        options={GENDER_OPTIONS}
        value={values.gender}
        onChange={(v) => onChange('gender', v)}
        error={errors.gender}
      />
      <DateField
        label="Fecha de nacimiento"
        name="birthDate"
        max={today}
        value={values.birthDate}
        onChange={(v) => onChange('birthDate', v)}
        error={errors.birthDate}
      />
      <TextField
        label="DNI"
        name="dni"
        inputMode="numeric"
        placeholder="Ingrese su DNI sin puntos"
        value={values.dni}
        onChange={(v) => onChange('dni', v)}
        error={errors.dni}
      />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Continuar
      </Button>
    </form>
  );
}
