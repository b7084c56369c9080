import type { FormEvent } from 'react';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';

export interface SignInFormProps {
  email: string;
  password: string;
  emailError: string | null;
  passwordError: string | null;
  isSigningIn: boolean;
  isRequestingRecovery: boolean;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onForgotPassword: () => void;
}

/** SIGN_IN's form (accounts.md §2.4): Email, Contraseña, "¿Olvidaste tu contraseña?" and "Ingresar". */
export function SignInForm({
  email,
  password,
  emailError,
  passwordError,
  isSigningIn,
  isRequestingRecovery,
  onEmailChange,
  onPasswordChange,
  onSubmit,
  onForgotPassword,
}: SignInFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label="Inicio de sesión">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={onEmailChange}
        error={emailError}
      />
      <TextField
        label="Contraseña"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={onPasswordChange}
        error={passwordError}
      />
      <button
        type="button"
        className="link-button account-form__link"
        aria-busy={isRequestingRecovery}
        onClick={() => {
          if (!isRequestingRecovery && !isSigningIn) onForgotPassword();
        }}
      >
        ¿Olvidaste tu contraseña?
      </button>
      <Button type="submit" isFullWidth isLoading={isSigningIn} isDisabled={isRequestingRecovery}>
        Ingresar
      </Button>
    </form>
  );
}
