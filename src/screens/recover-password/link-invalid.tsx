import { useTranslation } from 'react-i18next';
import { Button } from '@/src/shell/button';

export interface LinkInvalidProps {
  /** A new link was requested: say so instead of offering it again. */
  isNewLinkSent: boolean;
  isSending: boolean;
  onRequestNewLink: () => void;
}

/**
 * RECOVER_PASSWORD/{id}/{token} opened with a used, expired or made-up link: said at once, in place of the
 * form, with a way to get a new link (issue 10 #1; see the readings in docs/flows/README.md).
 */
export function LinkInvalid({ isNewLinkSent, isSending, onRequestNewLink }: LinkInvalidProps) {
  const { t } = useTranslation();
  if (isNewLinkSent) {
    return (
      <div className="account-form email-sent" role="status">
        <h1 className="account-form__title">{t('recovery.newLinkSent')}</h1>
        <p className="verify-form__hint">{t('recovery.spamHint')}</p>
      </div>
    );
  }
  return (
    <div className="account-form email-sent">
      <h1 className="account-form__title">{t('recovery.linkInvalid')}</h1>
      <Button isFullWidth isLoading={isSending} onPress={onRequestNewLink}>
        {t('recovery.requestNewLink')}
      </Button>
    </div>
  );
}
