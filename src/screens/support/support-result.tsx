import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import { Button } from '@/src/shell/button';

export const SUPPORT_SENT = {
  title: 'support.sentTitle',
  text: 'support.sentText',
} as const satisfies Record<string, MessageKey>;

export const SUPPORT_FAILED = {
  title: 'support.failedTitle',
  text: 'support.failedText',
} as const satisfies Record<string, MessageKey>;

export interface SupportResultProps {
  kind: 'sent' | 'failed';
  onNewMessage: () => void;
  /** "Volver a mi cuenta" (success). */
  onBackToAccount: () => void;
  /** "Intentar nuevamente" (error): resends the same message. */
  onRetry: () => void;
}

/** The success or the error state of the support form (accounts.md §2.6, §8 "Support"). */
export function SupportResult({ kind, onNewMessage, onBackToAccount, onRetry }: SupportResultProps) {
  const { t } = useTranslation();
  const copy = kind === 'sent' ? SUPPORT_SENT : SUPPORT_FAILED;
  return (
    <div className={`support-result support-result--${kind}`} role={kind === 'failed' ? 'alert' : 'status'}>
      <h2 className="support-result__title">{t(copy.title)}</h2>
      <p className="support-result__text">{t(copy.text)}</p>
      <div className="support-result__actions">
        {kind === 'sent' ? (
          <>
            <Button isFullWidth onPress={onNewMessage}>
              {t('support.sendAnother')}
            </Button>
            <Button isFullWidth variant="secondary" onPress={onBackToAccount}>
              {t('support.backToAccount')}
            </Button>
          </>
        ) : (
          <>
            <Button isFullWidth onPress={onRetry}>
              {t('support.retry')}
            </Button>
            <Button isFullWidth variant="secondary" onPress={onNewMessage}>
              {t('support.sendAnother')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
