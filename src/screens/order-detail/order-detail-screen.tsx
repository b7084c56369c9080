import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHeader } from '@/machines/layout/layout.selectors';
import {
  detailContentTexts,
  formatOrderDateTime,
  formatPoints,
} from '@/machines/order-history/order-display';
import {
  type OrderDetailView,
  selectDetailBackTo,
  selectDetailOrderId,
  selectDetailRefusal,
  selectDetailView,
  selectOrderDetail,
} from '@/machines/order-history/order-history.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { selectUser } from '@/machines/session/session.selectors';
import { useFlow, useFlowRef, useLayout, useLayoutRef, useSession } from '@/src/app/hooks';
import { withRouteFlow } from '@/src/app/route-flow-screen';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useContentTexts } from '@/src/i18n/content-text';
import { useLocale } from '@/src/i18n/use-locale';
import { Button } from '@/src/shell/button';
import { MessageIcon, OrderStatusIcon } from '../order-history/order-status-icon';
import '@/src/styles/orders.css';

/**
 * PROFILE_ORDERS/{id}, title 'Detalle de orden' (ordering.md §2 "Order detail"): the status label, the totals,
 * the points detail, the consumption detail and the product lines. Another user's order or an unknown id shows
 * the server's message with a way back; back goes to previousPath when the active-order card opened it, else
 * PROFILE_ORDERS.
 */
function OrderDetailScreenView({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flow = useFlowRef('orderHistory');
  const previousPath = useLayout((s) => selectHeader(s).previousPath);
  const flowView = useFlow('orderHistory', selectDetailView);
  const openedId = useFlow('orderHistory', selectDetailOrderId);
  // Until this screen's own opening reaches the flow, the previous order must not show.
  const view = openedId === params.id ? flowView : 'loading';
  const backTo = useFlow('orderHistory', selectDetailBackTo);
  const refusal = useFlow('orderHistory', selectDetailRefusal);
  const order = useFlow('orderHistory', selectOrderDetail);
  const userId = useSession((s) => selectUser(s)?._id ?? null);
  const layout = useLayoutRef();
  // The header's back is this flow's (it knows where the detail was opened from).
  useScreenLayout({
    title: 'orderHistory.detailTitle',
    goBack: backTo,
    backEvent: { to: 'orderHistory', type: 'orderDetail.backRequested' },
  });

  // Opened once per id (the route keys this screen by id); previousPath is read as the screen opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen opens only.
  useEffect(() => {
    flow.send({ type: 'orderDetail.opened', orderId: params.id, previousPath, userId });
  }, [flow, params.id]);

  // 'Volver' is the header's back: the layout forgets previousPath and hands the back to this flow.
  const back = () => layout.send({ type: 'layout.backPressed' });

  return (
    <section
      className="screen order-detail"
      aria-label={t('orderHistory.detailTitle')}
      aria-busy={view === 'loading'}
    >
      {view === 'loading' ? <DetailSkeleton /> : null}
      {view === 'refused' || view === 'failed' ? (
        <div className="orders__message" role="alert">
          <MessageIcon kind="alert" />
          <p>
            {view === 'refused'
              ? (refusal ?? t('orderHistory.detailFailed'))
              : t('orderHistory.detailFailed')}
          </p>
          <div className="orders__actions">
            {view === 'failed' ? (
              <Button variant="primary" onPress={() => flow.send({ type: 'orderDetail.retryRequested' })}>
                {t('orderHistory.retry')}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={back}>
              {t('orderHistory.back')}
            </Button>
          </div>
        </div>
      ) : null}
      {view === 'loaded' && order ? <DetailContent order={order} locale={locale} /> : null}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="order-detail__skeleton" aria-hidden="true" data-testid="order-detail-skeleton">
      <div className="order-card order-card--skeleton order-card--tall" />
      <div className="order-card order-card--skeleton" />
      <div className="order-card order-card--skeleton" />
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-card__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailContent({ order, locale }: { order: OrderDetailView; locale: string }) {
  const { t } = useTranslation();
  // Names and observations only: the payment methods are names, never translated.
  const content = useContentTexts(detailContentTexts(order));
  const status = t(order.statusLabel);
  const created = formatOrderDateTime(order.created, locale);
  return (
    <>
      <header className="order-card order-detail__summary">
        <OrderStatusIcon kind={order.icon} label={status} />
        <p className="order-detail__status">{status}</p>
        <p className="order-detail__total">{formatCurrency(order.totalinvoiced)}</p>
        {created ? (
          <time className="order-detail__date" dateTime={order.created ?? undefined}>
            {created}
          </time>
        ) : null}
        {order.branchName ? <p className="order-detail__branch">{content(order.branchName)}</p> : null}
        {order.idOrder ? (
          <p className="order-detail__transaction">
            {t('orderHistory.transactionId', { idOrder: order.idOrder })}
          </p>
        ) : null}
      </header>

      <dl className="order-card" aria-label={t('orderHistory.totalPaid')}>
        <Row label={t('orderHistory.orderAmount')}>{formatCurrency(order.orderAmount)}</Row>
        <Row label={t('orderHistory.discount')}>{formatCurrency(order.discount)}</Row>
        <Row label={t('orderHistory.totalPaid')}>
          <strong>{formatCurrency(order.totalPaid)}</strong>
        </Row>
        {order.paymentMethods ? (
          <Row label={t('orderHistory.paymentMethod')}>
            <span translate="no">{order.paymentMethods}</span>
          </Row>
        ) : null}
      </dl>

      <section className="order-card" aria-labelledby="order-points">
        <h2 id="order-points" className="order-card__title">
          {t('orderHistory.pointsSection')}
        </h2>
        <dl>
          <Row label={t('orderHistory.pointsPercentage')}>{formatPoints(order.pointsPercentage)}</Row>
          <Row label={t('orderHistory.pointsWon')}>{formatPoints(order.winPoints)}</Row>
        </dl>
      </section>

      <section className="order-card" aria-labelledby="order-consumption">
        <h2 id="order-consumption" className="order-card__title">
          {t('orderHistory.consumptionSection')}
        </h2>
        <dl>
          {order.mesa ? <Row label={t('orderHistory.table')}>{order.mesa}</Row> : null}
          {created ? <Row label={t('orderHistory.sentDate')}>{created}</Row> : null}
          {order.horaRetiro ? (
            <Row label={t('orderHistory.pickUpTime')}>
              {formatOrderDateTime(order.horaRetiro, locale) || order.horaRetiro}
            </Row>
          ) : null}
          <Row label={t('orderHistory.consumeTypeLabel')}>{t(order.consumeType)}</Row>
        </dl>
      </section>

      <section className="order-card" aria-labelledby="order-products">
        <h2 id="order-products" className="order-card__title">
          {t('orderHistory.productsSection')}
        </h2>
        {order.malformed ? (
          <p className="order-detail__warning" role="note">
            {t('orderHistory.malformed')}
          </p>
        ) : null}
        <ul className="order-lines" aria-label={t('orderHistory.productsSection')}>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the list never reorders.
            <li key={index} className="order-line">
              <div className="order-line__head">
                <span className="order-line__name">{content(item.name)}</span>
                <span className="order-line__price">{formatCurrency(item.total)}</span>
              </div>
              <span className="order-line__units">{t('orderHistory.units', { count: item.quantity })}</span>
              {item.customization.length > 0 ? (
                <ul className="order-line__customisations">
                  {item.customization.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: customisations have no id.
                    <li key={i}>
                      {t('orderHistory.customisation', {
                        name: content(c.name),
                        quantity: String(c.quantity),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.comments ? (
                <p className="order-line__comments">
                  <span>{t('orderHistory.observations')}</span> {content(item.comments)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const OrderDetailScreen = withRouteFlow('orderHistory', OrderDetailScreenView);
