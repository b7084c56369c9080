import { useId } from 'react';
import { capitalizeFirst } from './capitalize';

interface NativeFieldProps {
  label: string;
  error?: string | null;
  name?: string;
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {capitalizeFirst(error)}
    </p>
  ) : null;
}

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
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={name}
          className="field__input field__select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
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
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          type="date"
          className="field__input"
          value={value}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
