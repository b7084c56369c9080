import type { FormEvent } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import type { ProfileField, ProfileForm } from '@/machines/rules/profile-completion';
import { useGenderOptions } from '@/src/screens/accounts-shared/gender-options';
import { Button } from '@/src/shell/button';
import { capitalizeFirst } from '@/src/shell/capitalize';
import { DateField } from '@/src/shell/native-fields';
import { TextField } from '@/src/shell/text-field';

export const PROFILE_COMPLETION_FORM_ID = 'profile-completion-form';
export const PROFILE_COMPLETION_TITLE = 'profileCompletion.title' satisfies MessageKey;

export interface ProfileCompletionFormProps {
  /** The fields to show, in order (b2c: birth date, gender, phone; b2b adds the company data). */
  fields: readonly ProfileField[];
  form: ProfileForm;
  /** The messages under the fields, in the diner's language. */
  errors: Partial<Record<ProfileField, string>>;
  /** The progress bar, 0–100. */
  progress: number;
  /** The hint on the data still missing (in the diner's language), or null. */
  hint: string | null;
  isSubmitting: boolean;
  onFieldChange: (field: ProfileField, value: string) => void;
  onSubmit: () => void;
}

/** The profile-completion form (accounts.md §2.5): progress bar, hint and the missing data. */
export function ProfileCompletionForm({
  fields,
  form,
  errors,
  progress,
  hint,
  isSubmitting,
  onFieldChange,
  onSubmit,
}: ProfileCompletionFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={PROFILE_COMPLETION_FORM_ID} className="profile-completion" noValidate onSubmit={handleSubmit}>
      <ProgressBar value={progress} />
      {hint ? (
        <p className="profile-completion__hint" aria-live="polite">
          {hint}
        </p>
      ) : null}
      <fieldset className="profile-completion__fields" disabled={isSubmitting}>
        {fields.map((field) => (
          <ProfileFieldInput
            key={field}
            field={field}
            value={form[field]}
            error={errors[field]}
            onChange={(value) => onFieldChange(field, value)}
          />
        ))}
      </fieldset>
    </form>
  );
}

/** The submit button, placed in the modal's footer and tied to the form by its id. */
export function ProfileCompletionSubmit({
  isDisabled,
  isSubmitting,
}: {
  isDisabled: boolean;
  isSubmitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      form={PROFILE_COMPLETION_FORM_ID}
      isFullWidth
      isDisabled={isDisabled}
      isLoading={isSubmitting}
    >
      {t('profileCompletion.submit')}
    </Button>
  );
}

function ProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="profile-completion__progress"
      role="progressbar"
      aria-label={t('profileCompletion.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
    >
      <span className="profile-completion__progress-fill" style={{ width: `${value}%` }} />
    </div>
  );
}

interface ProfileFieldInputProps {
  field: ProfileField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function ProfileFieldInput({ field, value, error, onChange }: ProfileFieldInputProps) {
  const { t } = useTranslation();
  switch (field) {
    case 'birthDate':
      return (
        <DateField label={t('profileCompletion.birthDate')} value={value} error={error} onChange={onChange} />
      );
    case 'gender':
      return <GenderField value={value} error={error} onChange={onChange} />;
    case 'phoneNumber':
      return (
        <TextField
          label={t('profileCompletion.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          error={error}
          helperText={t('profileCompletion.phoneHelper')}
          onChange={onChange}
        />
      );
    case 'name':
      return (
        <TextField
          label={t('profileCompletion.name')}
          autoComplete="name"
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'cuit':
      return (
        <TextField
          label={t('profileCompletion.cuit')}
          inputMode="numeric"
          value={value}
          error={error}
          helperText={t('profileCompletion.cuitHelper')}
          onChange={onChange}
        />
      );
    case 'businessName':
      return (
        <TextField
          label={t('profileCompletion.businessName')}
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'companyName':
      return (
        <TextField
          label={t('profileCompletion.companyName')}
          autoComplete="organization"
          value={value}
          error={error}
          onChange={onChange}
        />
      );
  }
}

function GenderField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const genderOptions = useGenderOptions();
  return (
    <RadioGroup
      className="field profile-completion__gender"
      value={value || null}
      onChange={onChange}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      {/* Children as a function: see FIELD_CHILDREN in src/shell/text-field.tsx. */}
      {() => (
        <>
          <Label className="field__label">{t('profileCompletion.gender')}</Label>
          <div className="profile-completion__options">
            {genderOptions.map((option) => (
              <Radio key={option.value} value={option.value} className="profile-completion__option">
                {option.label}
              </Radio>
            ))}
          </div>
          <FieldError className="field__error">{error ? capitalizeFirst(error) : ''}</FieldError>
        </>
      )}
    </RadioGroup>
  );
}
