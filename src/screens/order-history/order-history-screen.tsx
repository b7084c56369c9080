import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatOrderDateTime } from '@/machines/order-history/order-display';
import {
  type HistoryEntry,
  selectHistoryEntries,
  selectHistoryView,
} from '@/machines/order-history/order-history.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { ROUTES } from '@/machines/rules/routes';
import { selectUser } from '@/machines/session/session.selectors';
import { useFlow, useFlowRef, useLayoutRef, useSession } from '@/src/app/hooks';
import { withRouteFlow } from '@/src/app/route-flow-screen';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useContentTexts } from '@/src/i18n/content-text';
import { useLocale } from '@/src/i18n/use-locale';
import { Button } from '@/src/shell/button';
import { MessageIcon, OrderStatusIcon } from './order-status-icon';
import '@/src/styles/orders.css';

/**
 * PROFILE_ORDERS, title 'Órdenes' (ordering.md §2 "Order history"): the diner's orders newest first, each with its
 * status icon by orderStatus (§4), totalinvoiced and the date-time, opening its detail; 'No tenes actividades
 * registradas' when there are none; skeleton rows while loading; an error with a retry.
 */
function OrderHistoryView() {
  const { t } = useTranslation();
  const locale = useLocale();
  useScreenLayout({ title: 'orderHistory.title', goBack: ROUTES.PROFILE });
  const flow = useFlowRef('orderHistory');
  const userId = useSession((s) => selectUser(s)?._id ?? null);
  const view = useFlow('orderHistory', selectHistoryView);
  const entries = useFlow('orderHistory', selectHistoryEntries);
  const content = useContentTexts(entries.map((e) => e.branchName));

  useEffect(() => {
    flow.send({ type: 'orderHistory.opened', userId });
  }, [flow, userId]);

  return (
    <section className="screen orders" aria-label={t('orderHistory.title')} aria-busy={view === 'loading'}>
      {view === 'loading' ? (
        <ul className="orders__list" aria-hidden="true" data-testid="orders-skeleton">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="order-row order-row--skeleton" />
          ))}
        </ul>
      ) : null}
      {view === 'failed' ? (
        <div className="orders__message" role="alert">
          <MessageIcon kind="alert" />
          <p>{t('orderHistory.loadFailed')}</p>
          <Button variant="secondary" onPress={() => flow.send({ type: 'orderHistory.retryRequested' })}>
            {t('orderHistory.retry')}
          </Button>
        </div>
      ) : null}
      {view === 'empty' ? (
        <div className="orders__empty">
          <MessageIcon kind="receipt" />
          <p>{t('orderHistory.empty')}</p>
        </div>
      ) : null}
      {view === 'list' ? (
        <ul className="orders__list" aria-label={t('orderHistory.listLabel')}>
          {entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} branch={content(entry.branchName)} locale={locale} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function HistoryRow({ entry, branch, locale }: { entry: HistoryEntry; branch: string; locale: string }) {
  const { t } = useTranslation();
  const layout = useLayoutRef();
  const date = formatOrderDateTime(entry.created, locale);
  const to = `${ROUTES.PROFILE_ORDERS}/${entry.id}`;
  return (
    <li>
      <Link
        href={to}
        className="order-row"
        // Opened from the list, the detail's back returns here (not to an older previousPath).
        onClick={() => layout.send({ type: 'layout.previousPathStored', path: ROUTES.PROFILE_ORDERS })}
      >
        <OrderStatusIcon kind={entry.icon} label={t(entry.statusLabel)} />
        <span className="order-row__main">
          <span className="order-row__branch">{branch}</span>
          <time className="order-row__date" dateTime={entry.created ?? undefined}>
            {date}
          </time>
        </span>
        <strong className="order-row__total">{formatCurrency(entry.totalinvoiced)}</strong>
        <svg
          className="order-row__chevron"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M9 6l6 6-6 6" />
        </svg>
      </Link>
    </li>
  );
}

export const OrderHistoryScreen = withRouteFlow('orderHistory', OrderHistoryView);
