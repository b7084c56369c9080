import { useTranslation } from 'react-i18next';
import { AccountForm, useAccountFields } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';

export interface SignInFormProps {
  email: string;
  password: string;
  /** The messages under the fields, in the diner's language. */
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
  const { t } = useTranslation();
  const fields = useAccountFields();
  return (
    <AccountForm label={t('signIn.title')} onSubmit={onSubmit}>
      <TextField {...fields.email} value={email} onChange={onEmailChange} error={emailError} />
      <TextField
        {...fields.currentPassword}
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
        {t('signIn.forgotPassword')}
      </button>
      <Button type="submit" isFullWidth isLoading={isSigningIn} isDisabled={isRequestingRecovery}>
        {t('signIn.submit')}
      </Button>
    </AccountForm>
  );
}
