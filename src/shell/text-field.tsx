import { useState } from 'react';
import { TextField as AriaTextField, Button, FieldError, Input, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { capitalizeFirst } from './capitalize';
import { EyeIcon } from './icons';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'search' | 'url';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** "password" adds the show/hide toggle. */
  type?: TextFieldType;
  /** Shown under the field. */
  helperText?: string;
  /** The validation message; shown capitalised under the field with a red border and aria-invalid. */
  error?: string | null;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/** A labelled text input (accounts.md §2.3 "Inputs and buttons"); validation comes from the flow's machine. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  helperText,
  error,
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  isRequired,
  isDisabled,
  isReadOnly,
  autoFocus,
  className,
}: TextFieldProps) {
  // Whether the password is revealed is view-only state: no flow cares.
  const [isRevealed, setIsRevealed] = useState(false);
  const { t } = useTranslation();
  const isPassword = type === 'password';
  const message = error ? capitalizeFirst(error) : '';
  return (
    <AriaTextField
      className={['field', isPassword ? 'field--password' : '', className ?? ''].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      type={isPassword && isRevealed ? 'text' : type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      autoFocus={autoFocus}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
    >
      {/*
        FIELD_CHILDREN: a function, so the label, input and error are new elements at every render of the field.
        On preact/compat, children passed as elements are skipped when only the field renders again (its state:
        the error message's id) and their context arrives in a later render, after react-aria has looked for the
        message in the page: the input lost its aria-describedby. Rendered by the field, they see it at once.
      */}
      {() => (
        <>
          <Label className="field__label">{label}</Label>
          <div className="field__control">
            <Input className="field__input" placeholder={placeholder} />
            {isPassword ? (
              <Button
                className="field__toggle"
                aria-label={isRevealed ? t('shell.password.hide') : t('shell.password.show')}
                onPress={() => setIsRevealed((revealed) => !revealed)}
                isDisabled={isDisabled}
              >
                <EyeIcon isCrossed={isRevealed} />
              </Button>
            ) : null}
          </div>
          {helperText ? (
            <Text slot="description" className="field__helper">
              {helperText}
            </Text>
          ) : null}
          <FieldError className="field__error">{message}</FieldError>
        </>
      )}
    </AriaTextField>
  );
}
