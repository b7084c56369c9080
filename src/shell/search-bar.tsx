import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from './icons';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  /** Called on submit (after the keyboard is dismissed). */
  onSubmit?: () => void;
  placeholder?: string;
}

/**
 * The header search bar (accounts.md §2.3 "Search bar"): a clear button ("Limpiar búsqueda") while there is
 * text, a submit button otherwise.
 */
export function SearchBar({ value, onChange, onClear, onSubmit, placeholder }: SearchBarProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Submitting dismisses the on-screen keyboard; the results already follow the URL.
    inputRef.current?.blur();
    onSubmit?.();
  };
  return (
    <search className="search-bar">
      <form className="search-bar__form" onSubmit={handleSubmit}>
        <input
          className="search-bar__input"
          type="search"
          name="search"
          aria-label={t('shell.search.label')}
          placeholder={placeholder ?? t('shell.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className="search-bar__button"
            aria-label={t('shell.search.clear')}
            onClick={() => {
              onClear();
              // The clear button disappears with the text: keep the focus in the field to type again.
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : (
          <button type="submit" className="search-bar__button" aria-label={t('shell.search.label')}>
            <SearchIcon />
          </button>
        )}
      </form>
    </search>
  );
}
