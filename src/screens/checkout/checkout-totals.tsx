import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteChange } from '@/machines/checkout/checkout.rules';
import {
  sameChanges,
  sameTotals,
  selectIsQuoting,
  selectIsShippingShown,
  selectQuoteChanges,
  selectTotals,
} from '@/machines/checkout/checkout.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { ContentText } from '@/src/i18n/content-text';
import { Button } from '@/src/shell/button';

/* CHECKOUT's money (ordering.md §2 "Checkout"): what the quote changed since the cart was built, and the totals. */

/**
 * What the quote revealed since the cart was built (issue 12): each withdrawn product's line, marked, with 'Quitar'
 * ('Enviar orden' stays blocked until it is gone), and each line the server prices otherwise, with its old and new
 * amount (the totals below are the new ones, and 'Enviar orden' sends at them). The cart keeps every line.
 */
export function QuoteChanges() {
  const { t } = useTranslation();
  const changes = useFlow('checkout', selectQuoteChanges, sameChanges);
  const withdrawn = changes.filter((c) => c.kind === 'withdrawn');
  const repriced = changes.filter((c) => c.kind === 'priceChanged');
  if (changes.length === 0) return null;
  return (
    <>
      {withdrawn.length > 0 ? (
        <section className="checkout__changes checkout__changes--withdrawn" role="alert">
          <p className="checkout__changes-title">{t('checkout.changes.withdrawnTitle')}</p>
          <ul className="checkout__changes-list">
            {withdrawn.map((change) => (
              <ChangedLine key={change.orderProductId} change={change} />
            ))}
          </ul>
        </section>
      ) : null}
      {repriced.length > 0 ? (
        <section className="checkout__changes" role="status">
          <p className="checkout__changes-title">{t('checkout.changes.pricesTitle')}</p>
          <ul className="checkout__changes-list">
            {repriced.map((change) => (
              <ChangedLine key={change.orderProductId} change={change} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ChangedLine({ change }: { change: QuoteChange }) {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const remove = useCallback(
    () => checkout.send({ type: 'checkout.lineRemoveRequested', orderProductId: change.orderProductId }),
    [checkout, change.orderProductId],
  );
  return (
    <li className="checkout__change" data-testid={`quote-change-${change.orderProductId}`}>
      <div className="checkout__change-text">
        <ContentText text={change.name} as="strong" />
        <span>
          {change.kind === 'priceChanged'
            ? t('checkout.changes.priceChanged', {
                before: formatCurrency(change.before),
                after: formatCurrency(change.after),
              })
            : change.parentId === null
              ? t('checkout.changes.withdrawn')
              : t('checkout.changes.withdrawnUpsell')}
        </span>
      </div>
      {change.kind === 'withdrawn' && change.parentId === null ? (
        <Button
          variant="secondary"
          onPress={remove}
          aria-label={t('checkout.changes.removeLabel', { name: change.name })}
        >
          {t('checkout.changes.remove')}
        </Button>
      ) : null}
    </li>
  );
}

/** Subtotal, Costo de envío, Descuento de envío, Descuento por puntos, Total a pagar: the server's quote. */
export function Totals({ quoteError }: { quoteError: string | null }) {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const totals = useFlow('checkout', selectTotals, sameTotals);
  const isQuoting = useFlow('checkout', selectIsQuoting);
  const isShippingShown = useFlow('checkout', selectIsShippingShown);
  const retry = useCallback(() => checkout.send({ type: 'checkout.quoteRetried' }), [checkout]);
  return (
    <section className="checkout__section" aria-label={t('checkout.totals.title')} aria-busy={isQuoting}>
      {quoteError ? (
        <div role="alert" className="checkout__error">
          <p>{quoteError}</p>
          <Button variant="secondary" onPress={retry}>
            {t('checkout.totals.retry')}
          </Button>
        </div>
      ) : null}
      {totals ? (
        <dl className="checkout__totals">
          <Row label={t('checkout.totals.subtotal')} amount={totals.subtotal} testId="checkout-subtotal" />
          {/* A delivery's shipping shows even at $ 0: free shipping is seen to be free. */}
          {isShippingShown ? (
            <Row label={t('checkout.totals.shipping')} amount={totals.shipping} testId="checkout-shipping" />
          ) : null}
          {totals.shippingDiscount > 0 ? (
            <Row
              label={t('checkout.totals.shippingDiscount')}
              amount={-totals.shippingDiscount}
              testId="checkout-shipping-discount"
            />
          ) : null}
          {totals.pointsDiscount > 0 ? (
            <Row
              label={t('checkout.totals.pointsDiscount')}
              amount={-totals.pointsDiscount}
              testId="checkout-points-discount"
            />
          ) : null}
          <Row
            label={t('checkout.totals.total')}
            amount={totals.totalToPay}
            testId="checkout-total"
            isTotal
          />
        </dl>
      ) : isQuoting ? (
        <p className="checkout__quoting">{t('checkout.totals.quoting')}</p>
      ) : null}
    </section>
  );
}

function Row({
  label,
  amount,
  testId,
  isTotal,
}: {
  label: string;
  amount: number;
  testId: string;
  isTotal?: boolean;
}) {
  return (
    <div className={isTotal ? 'checkout__row checkout__row--total' : 'checkout__row'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatCurrency(amount)}</dd>
    </div>
  );
}
