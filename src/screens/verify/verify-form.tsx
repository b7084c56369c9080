import { useTranslation } from 'react-i18next';
import { AccountForm } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { capitalizeFirst } from '@/src/shell/capitalize';
import { CodeBoxes } from './code-boxes';

export interface VerifyFormProps {
  digits: readonly string[];
  /** The message under the boxes, in the diner's language. */
  error: string | null;
  canFinish: boolean;
  isVerifying: boolean;
  isResending: boolean;
  canResend: boolean;
  canChangeEmail: boolean;
  onDigitEntered: (index: number, text: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** VERIFY (accounts.md §2.4): the code boxes, "Reenviar código" and "Finalizar". */
export function VerifyForm({
  digits,
  error,
  canFinish,
  isVerifying,
  isResending,
  canResend,
  canChangeEmail,
  onDigitEntered,
  onSubmit,
  onResend,
  onChangeEmail,
}: VerifyFormProps) {
  const { t } = useTranslation();
  return (
    <AccountForm label={t('verify.label')} className="verify-form" onSubmit={onSubmit}>
      <p className="verify-form__lead">{t('verify.lead')}</p>
      <p className="verify-form__hint">{t('verify.spamHint')}</p>
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
        {t('verify.resend')}
      </button>
      <button
        type="button"
        className="link-button account-form__link"
        disabled={!canChangeEmail}
        onClick={() => {
          if (canChangeEmail) onChangeEmail();
        }}
      >
        {t('verify.changeEmail')}
      </button>
      <Button type="submit" isFullWidth isLoading={isVerifying} isDisabled={!canFinish && !isVerifying}>
        {t('verify.finish')}
      </Button>
    </AccountForm>
  );
}
