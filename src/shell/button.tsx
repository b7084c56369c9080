import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';

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

/** The app's button (accounts.md §2.3 "Inputs and buttons"): ignores presses while loading or disabled. */
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
    <AriaButton
      className={classes}
      type={type}
      form={form}
      aria-label={ariaLabel}
      isDisabled={isDisabled}
      isPending={isLoading}
      onPress={onPress}
    >
      {isLoading ? <span className="spinner button__spinner" aria-hidden="true" /> : null}
      <span className="button__label">{children}</span>
    </AriaButton>
  );
}
