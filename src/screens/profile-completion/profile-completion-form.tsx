import type { FormEvent } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import type { ProfileErrors, ProfileField, ProfileForm } from '@/machines/rules/profile-completion';
import { GENDER_OPTIONS } from '@/src/screens/accounts-shared/gender-options';
import { Button } from '@/src/shell/button';
import { capitalizeFirst } from '@/src/shell/capitalize';
import { DateField } from '@/src/shell/native-fields';
import { TextField } from '@/src/shell/text-field';

export const PROFILE_COMPLETION_FORM_ID = 'profile-completion-form';
export const PROFILE_COMPLETION_TITLE = 'Completa tus datos';
export const PHONE_HELPER = 'Formato: +54 seguido del código de área y número';
export const CUIT_HELPER = 'Ingresa solo números, sin guiones ni espacios';

export interface ProfileCompletionFormProps {
  /** The fields to show, in order (b2c: birth date, gender, phone; b2b adds the company data). */
  fields: readonly ProfileField[];
  form: ProfileForm;
  errors: ProfileErrors;
  /** The progress bar, 0–100. */
  progress: number;
  /** The hint on the data still missing, or null. */
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
  return (
    <Button
      type="submit"
      form={PROFILE_COMPLETION_FORM_ID}
      isFullWidth
      isDisabled={isDisabled}
      isLoading={isSubmitting}
    >
      Confirmar
    </Button>
  );
}

function ProgressBar({ value }: { value: number }) {
  return (
    <div
      className="profile-completion__progress"
      role="progressbar"
      aria-label="Datos completados"
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
  switch (field) {
    case 'birthDate':
      return <DateField label="Fecha de nacimiento" value={value} error={error} onChange={onChange} />;
    case 'gender':
      return <GenderField value={value} error={error} onChange={onChange} />;
    case 'phoneNumber':
      return (
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          error={error}
          helperText={PHONE_HELPER}
          onChange={onChange}
        />
      );
    case 'name':
      return (
        <TextField
          label="Nombre completo"
          autoComplete="name"
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'cuit':
      return (
        <TextField
          label="CUIT"
          inputMode="numeric"
          value={value}
          error={error}
          helperText={CUIT_HELPER}
          onChange={onChange}
        />
      );
    case 'businessName':
      return <TextField label="Razón social" value={value} error={error} onChange={onChange} />;
    case 'companyName':
      return (
        <TextField
          label="Nombre de la empresa"
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
  return (
    <RadioGroup
      className="field profile-completion__gender"
      value={value || null}
      onChange={onChange}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field__label">Género</Label>
      <div className="profile-completion__options">
        {GENDER_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value} className="profile-completion__option">
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className="field__error">{error ? capitalizeFirst(error) : ''}</FieldError>
    </RadioGroup>
  );
}
