import { ACCOUNT_TEXT_FIELDS, AccountForm } from '@/src/screens/accounts-shared/account-form';
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
  return (
    <AccountForm label="Inicio de sesión" onSubmit={onSubmit}>
      <TextField {...ACCOUNT_TEXT_FIELDS.email} value={email} onChange={onEmailChange} error={emailError} />
      <TextField
        {...ACCOUNT_TEXT_FIELDS.currentPassword}
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
    </AccountForm>
  );
}
