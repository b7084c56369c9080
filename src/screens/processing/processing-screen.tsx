import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { UiText } from '@/locales/catalogue';
import type { AppSnapshot } from '@/machines/app/app.selectors';
import type { paymentVerificationMachine } from '@/machines/payment-verification/payment-verification.machine';
import {
  selectAttempt,
  selectStatusLine,
} from '@/machines/payment-verification/payment-verification.selectors';
import {
  type ProcessingView,
  selectCanCancel,
  selectCanVerifyAgain,
  selectCanViewOrder,
  selectErrorDetail,
  selectIsAwaitingPayment,
  selectProcessingView,
} from '@/machines/send-order/send-order.selectors';
import { useAppActor } from '@/src/app/app-context';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { Button } from '@/src/shell/button';
import '@/src/styles/processing.css';

type PaymentVerificationRef = ActorRefFrom<typeof paymentVerificationMachine>;

/**
 * paymentVerification's actor, or null while it does not run (it is a route flow, opened by sendOrder when the order
 * has a preference). Read from the root actor's children by name, so this screen does not depend on the flow being
 * listed among the app's flow ids.
 */
const selectPaymentVerificationRef = (s: AppSnapshot): PaymentVerificationRef | null =>
  ((s.children as Record<string, unknown>).paymentVerification as PaymentVerificationRef | undefined) ?? null;

/** The status line and 'Intento n de 3' from paymentVerification's selectors (both empty while it does not run). */
function usePaymentStatus(): { statusLine: UiText | null; attempt: number } {
  const verification = useSelector(useAppActor(), selectPaymentVerificationRef);
  const statusLine = useSelector(verification ?? undefined, (s) => (s ? selectStatusLine(s) : null));
  const attempt = useSelector(verification ?? undefined, (s) => (s ? selectAttempt(s) : 0));
  return { statusLine, attempt };
}

/**
 * The processing/result screen (ordering.md §4 "Processing screen", §8 "Payment and order processing"): rendered by
 * CHECKOUT in place of its content while sendOrder's `selectIsSending` holds. Working: 'Estamos procesando tu
 * pago/órden' with paymentVerification's status line and 'Intento n de 3', and 'Cancelar orden' for the first 3 s.
 * Success: 'Enviamos tu orden'. Error: 'No se pudo procesar tu pago/órden' with 'Verificar nuevamente' (after a
 * payment) and 'Ver orden'. The timers are sendOrder's; the focus moves to the result's heading.
 */
export function ProcessingScreen() {
  const { t } = useTranslation();
  const sendOrder = useFlowRef('sendOrder');
  const view = useFlow('sendOrder', selectProcessingView);
  const canCancel = useFlow('sendOrder', selectCanCancel);
  const isAwaitingPayment = useFlow('sendOrder', selectIsAwaitingPayment);
  const canVerifyAgain = useFlow('sendOrder', selectCanVerifyAgain);
  const canViewOrder = useFlow('sendOrder', selectCanViewOrder);
  const errorDetail = useFlow('sendOrder', selectErrorDetail);
  const { statusLine, attempt } = usePaymentStatus();
  const text = useUiText([statusLine ?? undefined, errorDetail ?? undefined]);

  const cancel = useCallback(() => sendOrder.send({ type: 'sendOrder.cancelled' }), [sendOrder]);
  const verifyAgain = useCallback(
    () => sendOrder.send({ type: 'sendOrder.manualVerificationRequested' }),
    [sendOrder],
  );
  const viewOrder = useCallback(() => sendOrder.send({ type: 'sendOrder.orderViewRequested' }), [sendOrder]);

  const heading = useRef<HTMLHeadingElement>(null);
  // A result is announced by moving the focus to its heading (the working face keeps the tap's focus).
  useEffect(() => {
    if (view === 'success' || view === 'error') heading.current?.focus();
  }, [view]);

  if (!view) return null;
  return (
    <section className={`processing processing--${view}`} aria-labelledby="processing-title">
      <ProcessingMark view={view} />
      <h2 id="processing-title" className="processing__title" ref={heading} tabIndex={-1}>
        {view === 'working'
          ? t('processing.working')
          : view === 'success'
            ? t('processing.successTitle')
            : t('processing.failedTitle')}
      </h2>
      {view === 'working' ? (
        <div className="processing__status" role="status" aria-live="polite">
          {isAwaitingPayment && statusLine ? <p className="processing__line">{text(statusLine)}</p> : null}
          {isAwaitingPayment && attempt > 0 ? (
            <p className="processing__attempt">{t('processing.attempt', { attempt: String(attempt) })}</p>
          ) : null}
        </div>
      ) : null}
      {view === 'success' ? (
        <p className="processing__text" role="status">
          {t('processing.successText')}
        </p>
      ) : null}
      {view === 'error' ? (
        <div className="processing__status" role="alert">
          {errorDetail ? <p className="processing__text">{text(errorDetail)}</p> : null}
          {statusLine && canVerifyAgain ? <p className="processing__line">{text(statusLine)}</p> : null}
        </div>
      ) : null}
      <div className="processing__actions">
        {view === 'working' && canCancel ? (
          <Button isFullWidth variant="secondary" onPress={cancel}>
            {t('processing.cancel')}
          </Button>
        ) : null}
        {canVerifyAgain ? (
          <Button isFullWidth onPress={verifyAgain}>
            {t('processing.verifyAgain')}
          </Button>
        ) : null}
        {canViewOrder ? (
          <Button isFullWidth variant={canVerifyAgain ? 'secondary' : 'primary'} onPress={viewOrder}>
            {t('processing.viewOrder')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The face's mark: a spinner while working, a check on success, a cross on error (decorative). */
function ProcessingMark({ view }: { view: ProcessingView }) {
  if (view === 'working') return <span className="processing__spinner spinner" aria-hidden="true" />;
  return (
    <svg className="processing__mark" width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {view === 'success' ? (
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
