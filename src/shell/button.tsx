import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  /** Shows a spinner and ignores presses (the press is already being handled). */
  isLoading?: boolean;
  isDisabled?: boolean;
  onPress?: () => void;
  type?: 'button' | 'submit' | 'reset';
  /** Stretches to the container's width (typical for a form's main action on mobile). */
  isFullWidth?: boolean;
  className?: string;
  'aria-label'?: string;
  form?: string;
}

/**
 * The app's button (accounts.md §2.3 "Inputs and buttons"): ignores presses while loading or disabled. A native
 * `<button>` (the first screen loads no widget library, docs/performance.md "Weight"): disabled is the
 * `disabled` attribute; loading keeps the focus where it is (`aria-disabled`, `data-pending`, the press and a
 * submit ignored) so a screen reader does not lose its place while the request runs.
 */
export function Button({
  children,
  variant = 'primary',
  isLoading = false,
  isDisabled = false,
  onPress,
  type = 'button',
  isFullWidth = false,
  className,
  form,
  'aria-label': ariaLabel,
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, isFullWidth ? 'button--full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      className={classes}
      type={type}
      form={form}
      aria-label={ariaLabel}
      disabled={isDisabled}
      aria-disabled={isLoading || undefined}
      data-pending={isLoading || undefined}
      onClick={(event) => {
        if (isLoading) {
          // A pending submit button must not submit its form a second time.
          event.preventDefault();
          return;
        }
        onPress?.();
      }}
    >
      {isLoading ? <span className="spinner button__spinner" aria-hidden="true" /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
