import { AccountForm } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { capitalizeFirst } from '@/src/shell/capitalize';
import { CodeBoxes } from './code-boxes';

export interface VerifyFormProps {
  digits: readonly string[];
  error: string | null;
  canFinish: boolean;
  isVerifying: boolean;
  isResending: boolean;
  canResend: boolean;
  onDigitEntered: (index: number, text: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/** VERIFY (accounts.md §2.4): the code boxes, "Reenviar código" and "Finalizar". */
export function VerifyForm({
  digits,
  error,
  canFinish,
  isVerifying,
  isResending,
  canResend,
  onDigitEntered,
  onSubmit,
  onResend,
}: VerifyFormProps) {
  return (
    <AccountForm label="Verificación" className="verify-form" onSubmit={onSubmit}>
      <p className="verify-form__lead">Te enviamos un código a tu email para activar tu cuenta</p>
      <p className="verify-form__hint">Si no lo visualizas, revisa en la carpeta spam.</p>
      <CodeBoxes
        digits={digits}
        isInvalid={Boolean(error)}
        describedBy={error ? 'verify-code-error' : undefined}
        onDigitEntered={onDigitEntered}
        onEnter={onSubmit}
      />
      {error ? (
        <p id="verify-code-error" className="field__error" role="alert">
          {capitalizeFirst(error)}
        </p>
      ) : null}
      <button
        type="button"
        className="link-button account-form__link"
        aria-busy={isResending}
        disabled={!canResend}
        onClick={() => {
          if (canResend) onResend();
        }}
      >
        Reenviar código
      </button>
      <Button type="submit" isFullWidth isLoading={isVerifying} isDisabled={!canFinish && !isVerifying}>
        Finalizar
      </Button>
    </AccountForm>
  );
}
