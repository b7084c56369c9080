import { useTranslation } from 'react-i18next';
import type { SignUpField } from '@/machines/sign-up/sign-up.form';
import { AccountForm, fieldBinder, useAccountFields } from '@/src/screens/accounts-shared/account-form';
import { useGenderOptions } from '@/src/screens/accounts-shared/gender-options';
import { Button } from '@/src/shell/button';
import { DateField, SelectField } from '@/src/shell/native-fields';
import { TextField } from '@/src/shell/text-field';

export type PersonalDataValues = Record<'fullName' | 'phoneNumber' | 'gender' | 'birthDate' | 'dni', string>;

export interface PersonalDataFormProps {
  values: PersonalDataValues;
  /** The messages under the fields, in the diner's language. */
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
  const { t } = useTranslation();
  const fields = useAccountFields();
  const genderOptions = useGenderOptions();
  const bind = fieldBinder(values, errors, onChange);
  return (
    <AccountForm label={t('signUp.personalData')} onSubmit={onSubmit}>
      <TextField {...fields.fullName} {...bind('fullName')} />
      <TextField
        label={t('signUp.phoneNumber')}
        type="tel"
        name="phoneNumber"
        autoComplete="tel"
        inputMode="tel"
        {...bind('phoneNumber')}
      />
      <SelectField
        label={t('signUp.gender')}
        name="gender"
        placeholder={t('signUp.genderPlaceholder')}
        options={genderOptions}
        {...bind('gender')}
      />
      <DateField label={t('signUp.birthDate')} name="birthDate" max={today} {...bind('birthDate')} />
      <TextField
        label={t('signUp.dni')}
        name="dni"
        inputMode="numeric"
        placeholder={t('signUp.dniPlaceholder')}
        {...bind('dni')}
      />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {t('signUp.continue')}
      </Button>
    </AccountForm>
  );
}
