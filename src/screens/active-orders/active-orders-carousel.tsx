import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { selectCarouselOrders } from '@/machines/active-orders/active-orders.selectors';
import type { confirmReceiptMachine } from '@/machines/confirm-receipt/confirm-receipt.machine';
import { CONFIRM_RECEIPT_MODAL_ID } from '@/machines/confirm-receipt/confirm-receipt.modal-id';
import {
  type ConfirmReceiptSnapshot,
  selectConfirmableIds,
  selectIsSendingReceipt,
} from '@/machines/confirm-receipt/confirm-receipt.selectors';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { selectIsMobile } from '@/machines/layout/layout.selectors';
import { cardStatusText, chatLink } from '@/machines/rules/active-order-card';
import type { OrderRecord } from '@/machines/rules/order-record';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useLayout, useLayoutRef, useSpawnedFlowRef } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { ShellModal } from '@/src/shell/modal';
import { ModalEnvironmentProvider, useModalEnvironment } from '@/src/shell/modal-host';
import { ActiveOrderCard } from './active-order-card';
import './active-orders.css';

type ConfirmReceiptRef = ActorRefFrom<typeof confirmReceiptMachine>;

const NO_IDS: readonly string[] = [];
const sameList = <T,>(a: readonly T[] | null, b: readonly T[] | null) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * The branch home's active-orders slot (ordering.md §2 "Active order card", §4 "Active orders"): nothing until
 * the activeOrders watcher runs (it is opened by the app once there is a user); then the carousel — hidden while
 * loading, after a failed fetch, with no active order, or when the first active order is at another branch —
 * and the confirm-receipt modal of its confirmReceipt child.
 */
export function ActiveOrdersSlot() {
  const watcher = useSpawnedFlowRef('activeOrders');
  if (!watcher) return null;
  return <ActiveOrdersCarousel watcher={watcher} />;
}

function ActiveOrdersCarousel({
  watcher,
}: {
  watcher: NonNullable<ReturnType<typeof useSpawnedFlowRef<'activeOrders'>>>;
}) {
  const { t } = useTranslation();
  const branch = useFlow('currentBranch', selectBranch);
  const branchId = branch?.id ?? null;
  const orders = useSelector(watcher, (s) => selectCarouselOrders(s, branchId), sameList);
  const confirmer = useSelector(
    watcher,
    (s) => ((s.children as Record<string, unknown>).confirmReceipt as ConfirmReceiptRef | undefined) ?? null,
  );
  const isMobile = useLayout(selectIsMobile);
  const layout = useLayoutRef();
  const [path] = useLocation();
  const search = useSearch();
  const storePreviousPath = useCallback(
    () => layout.send({ type: 'layout.previousPathStored', path: search ? `${path}?${search}` : path }),
    [layout, path, search],
  );

  return (
    <>
      {orders && orders.length > 0 ? (
        <section
          className={`active-orders${isMobile && orders.length > 1 ? ' active-orders--peek' : ''}`}
          aria-label={t('activeOrders.carouselLabel')}
        >
          <ConfirmableCards confirmer={confirmer}>
            {(confirmable, request) => (
              <ul className="active-orders__track">
                {orders.map((order, index) => (
                  <li
                    key={order._id}
                    className="active-orders__slide"
                    aria-label={t('activeOrders.slideLabel', {
                      position: String(index + 1),
                      total: String(orders.length),
                    })}
                  >
                    <CardOf
                      order={order}
                      chatHref={order.idLocal === branchId ? chatLink(branch?.whatsapp) : null}
                      canConfirm={confirmable.includes(order._id)}
                      onOpenDetail={storePreviousPath}
                      onConfirmRequested={() => request(order._id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </ConfirmableCards>
        </section>
      ) : null}
      {confirmer ? <ConfirmReceiptModal confirmer={confirmer} /> : null}
    </>
  );
}

/** The X controls' state from the confirmReceipt child (none while it is not there). */
function ConfirmableCards({
  confirmer,
  children,
}: {
  confirmer: ConfirmReceiptRef | null;
  children: (confirmable: readonly string[], request: (orderId: string) => void) => ReactNode;
}) {
  const confirmable = useSelector(
    confirmer ?? undefined,
    (s: ConfirmReceiptSnapshot | undefined) => (s ? selectConfirmableIds(s) : NO_IDS),
    sameList,
  );
  const request = useCallback(
    (orderId: string) => confirmer?.send({ type: 'confirmReceipt.requested', orderId }),
    [confirmer],
  );
  return <>{children(confirmable ?? NO_IDS, request)}</>;
}

function CardOf({
  order,
  chatHref,
  canConfirm,
  onOpenDetail,
  onConfirmRequested,
}: {
  order: OrderRecord;
  chatHref: string | null;
  canConfirm: boolean;
  onOpenDetail: () => void;
  onConfirmRequested: () => void;
}) {
  const status = useMemo(() => cardStatusText(order), [order]);
  const text = useUiText(status ? [status] : []);
  return (
    <ActiveOrderCard
      order={order}
      statusText={status ? (text(status) ?? null) : null}
      detailHref={`${ROUTES.PROFILE_ORDERS}/${encodeURIComponent(order._id)}`}
      chatHref={chatHref}
      canConfirm={canConfirm}
      onOpenDetail={onOpenDetail}
      onConfirmRequested={onConfirmRequested}
    />
  );
}

/**
 * '¿Recibiste tu pedido correctamente?' with Cancelar / Aceptar (§2 "Modals used by ordering"): a ShellModal (a
 * bottom drawer on mobile) the confirmReceipt flow opens through the layout. The overlay, Escape and dragging
 * it down count as 'Cancelar', so the flow always knows the modal closed.
 */
function ConfirmReceiptModal({ confirmer }: { confirmer: ConfirmReceiptRef }) {
  const { t } = useTranslation();
  const isSending = useSelector(confirmer, selectIsSendingReceipt);
  const cancel = useCallback(() => confirmer.send({ type: 'confirmReceipt.cancelled' }), [confirmer]);
  const accept = useCallback(() => confirmer.send({ type: 'confirmReceipt.accepted' }), [confirmer]);
  const environment = useModalEnvironment();
  const throughFlow = useMemo(
    () => ({ ...environment, onDismissRequest: isSending ? () => {} : cancel }),
    [environment, cancel, isSending],
  );
  return (
    <ModalEnvironmentProvider value={throughFlow}>
      <ShellModal
        id={CONFIRM_RECEIPT_MODAL_ID}
        title={t('activeOrders.confirmTitle')}
        footer={
          <div className="modal-actions">
            <button type="button" className="button button--secondary" onClick={cancel} disabled={isSending}>
              {t('activeOrders.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={accept}
              disabled={isSending}
              aria-busy={isSending || undefined}
              data-pending={isSending || undefined}
            >
              {t('activeOrders.accept')}
            </button>
          </div>
        }
      />
    </ModalEnvironmentProvider>
  );
}
