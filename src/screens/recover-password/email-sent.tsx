import { useTranslation } from 'react-i18next';
import { Button } from '@/src/shell/button';

export interface EmailSentProps {
  email: string | null;
  canResend: boolean;
  isResending: boolean;
  onResend: () => void;
}

/** RECOVER_PASSWORD_EMAIL_SENT (accounts.md §2.4). */
export function EmailSent({ email, canResend, isResending, onResend }: EmailSentProps) {
  const { t } = useTranslation();
  return (
    <div className="account-form email-sent">
      <h1 className="account-form__title">{t('recovery.emailSent')}</h1>
      {email ? <p className="account-form__email">{email}</p> : null}
      <p className="verify-form__hint">{t('recovery.spamHint')}</p>
      <Button
        variant="secondary"
        isFullWidth
        isLoading={isResending}
        isDisabled={!canResend}
        onPress={onResend}
      >
        {t('recovery.resend')}
      </Button>
    </div>
  );
}
