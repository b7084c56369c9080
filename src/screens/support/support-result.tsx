import { Button } from '@/src/shell/button';

export const SUPPORT_SENT = {
  title: 'Tu mensaje se envió correctamente',
  text: 'El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario.',
} as const;

export const SUPPORT_FAILED = {
  title: 'Hubo un error al enviar el mensaje',
  text: 'Por favor, intenta volver a enviar el mensaje.',
} as const;

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
  const copy = kind === 'sent' ? SUPPORT_SENT : SUPPORT_FAILED;
  return (
    <div className={`support-result support-result--${kind}`} role={kind === 'failed' ? 'alert' : 'status'}>
      <h2 className="support-result__title">{copy.title}</h2>
      <p className="support-result__text">{copy.text}</p>
      <div className="support-result__actions">
        {kind === 'sent' ? (
          <>
            <Button isFullWidth onPress={onNewMessage}>
              Enviar otro mensaje
            </Button>
            <Button isFullWidth variant="secondary" onPress={onBackToAccount}>
              Volver a mi cuenta
            </Button>
          </>
        ) : (
          <>
            <Button isFullWidth onPress={onRetry}>
              Intentar nuevamente
            </Button>
            <Button isFullWidth variant="secondary" onPress={onNewMessage}>
              Enviar otro mensaje
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
