import { type ReactNode, useId } from 'react';
import { capitalizeFirst } from './capitalize';

interface NativeFieldProps {
  label: string;
  error?: string | null;
  name?: string;
}

/** The TextField look around a native control: its label, the control and the capitalised message under it. */
function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {capitalizeFirst(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The control's invalid state, described by the message under it. */
const invalidAria = (id: string, error?: string | null) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export interface SelectFieldProps extends NativeFieldProps {
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  onChange: (value: string) => void;
}

/**
 * A native select with the TextField look (label, red border and the capitalised message under it): the
 * platform's picker is the most usable one on phones.
 */
export function SelectField({ label, error, name, value, options, placeholder, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        {...invalidAria(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface DateFieldProps extends NativeFieldProps {
  value: string;
  /** The latest date allowed, "YYYY-MM-DD". */
  max?: string;
  onChange: (value: string) => void;
}

/** A native date input (YYYY-MM-DD) with the TextField look: the phone's own date picker. */
export function DateField({ label, error, name, value, max, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type="date"
        className="field__input"
        value={value}
        max={max}
        {...invalidAria(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
