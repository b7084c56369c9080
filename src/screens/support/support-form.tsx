import type { FormEvent } from 'react';
import { TextField as AriaTextField, FieldError, Label, TextArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/src/shell/button';
import { capitalizeFirst } from '@/src/shell/capitalize';
import { TextField } from '@/src/shell/text-field';

export interface SupportFormProps {
  subject: string;
  message: string;
  /** The messages under the fields, in the diner's language. */
  subjectError?: string;
  messageError?: string;
  /** "Enviar" is enabled (both fields filled, no message). */
  canSend: boolean;
  isSending: boolean;
  onSubjectChange: (value: string) => void;
  onMessageChange: (value: string) => void;
  onSubmit: () => void;
}

/** "Envíanos tu consulta" with Asunto and Mensaje (accounts.md §2.6, §5.3). */
export function SupportForm({
  subject,
  message,
  subjectError,
  messageError,
  canSend,
  isSending,
  onSubjectChange,
  onMessageChange,
  onSubmit,
}: SupportFormProps) {
  const { t } = useTranslation();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="support-form" noValidate onSubmit={handleSubmit} aria-labelledby="support-form-title">
      <h2 id="support-form-title" className="support-form__title">
        {t('support.formTitle')}
      </h2>
      <TextField
        label={t('support.subject')}
        name="subject"
        value={subject}
        error={subjectError}
        isDisabled={isSending}
        onChange={onSubjectChange}
      />
      <TextAreaField
        label={t('support.message')}
        name="message"
        value={message}
        error={messageError}
        isDisabled={isSending}
        onChange={onMessageChange}
      />
      <Button type="submit" isFullWidth isDisabled={!canSend} isLoading={isSending}>
        {t('support.send')}
      </Button>
    </form>
  );
}

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  isDisabled?: boolean;
  onChange: (value: string) => void;
}

/** A labelled multi-line input with the same look and error handling as the shell's TextField. */
function TextAreaField({ label, name, value, error, isDisabled, onChange }: TextAreaFieldProps) {
  const message = error ? capitalizeFirst(error) : '';
  return (
    <AriaTextField
      className="field"
      name={name}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
    >
      {/* Children as a function: see FIELD_CHILDREN in src/shell/text-field.tsx. */}
      {() => (
        <>
          <Label className="field__label">{label}</Label>
          <TextArea className="field__input support-form__textarea" rows={6} />
          <FieldError className="field__error">{message}</FieldError>
        </>
      )}
    </AriaTextField>
  );
}
