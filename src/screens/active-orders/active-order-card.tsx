import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatCurrency } from '@/machines/rules/format';
import { type OrderRecord, readOrderItems } from '@/machines/rules/order-record';
import { useContentTexts } from '@/src/i18n/content-text';
import { CloseIcon } from '@/src/shell/icons';

export interface ActiveOrderCardProps {
  order: OrderRecord;
  /** The status line under 'Pedido Activo', already in the diner's language; null for none. */
  statusText: string | null;
  /** The order detail's path (PROFILE_ORDERS/{_id}). */
  detailHref: string;
  /** 'Contacta con la sucursal' (delivery_propio): the branch's chat link, or null when it has no number. */
  chatHref: string | null;
  /** The X control shows (a delivery order 1 hour after its update). */
  canConfirm: boolean;
  /** The card's own link was followed: the previous path is stored before the detail opens. */
  onOpenDetail: () => void;
  /** The X control was tapped. */
  onConfirmRequested: () => void;
}

/**
 * One active order (ordering.md §2 "Active order card"): 'Pedido Activo' with the status line by type,
 * 'Compra: #{idOrder}' (table orders also Total), the expandable 'Ver pedido' items, 'Seguí tu pedido'
 * (delivery with a tracking page) or 'Contacta con la sucursal' (delivery_propio), and the X control once the
 * flow allows it. The card's heading block is the link to the order detail; the other controls sit beside it
 * (no button inside a link).
 */
export function ActiveOrderCard({
  order,
  statusText,
  detailHref,
  chatHref,
  canConfirm,
  onOpenDetail,
  onConfirmRequested,
}: ActiveOrderCardProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const itemsId = useId();
  const { items, malformed } = useMemo(() => readOrderItems(order.orderPayment), [order.orderPayment]);
  useEffect(() => {
    // i18n-exempt: a developer's warning (ordering.md §3: render what can be read, log the rest).
    if (malformed) console.warn(`active order ${order._id}: orderPayment could not be read whole`);
  }, [malformed, order._id]);
  const names = useContentTexts(items.map((item) => item.name));
  const idOrder = order.idOrder ?? order._id;
  const showTotal = order.type === 'mesa' && order.totalFacturado !== null;

  return (
    <article className="active-order-card" aria-labelledby={`${itemsId}-title`}>
      <Link href={detailHref} className="active-order-card__main" onClick={onOpenDetail}>
        <span className="active-order-card__badge" aria-hidden="true" />
        <h2 id={`${itemsId}-title`} className="active-order-card__title">
          {t('activeOrders.title')}
        </h2>
        {statusText ? <p className="active-order-card__status">{statusText}</p> : null}
        <p className="active-order-card__purchase">{t('activeOrders.purchase', { idOrder })}</p>
        {showTotal ? (
          <p className="active-order-card__total">
            <span>{t('activeOrders.total')}</span>
            <strong>{formatCurrency(order.totalFacturado ?? 0)}</strong>
          </p>
        ) : null}
      </Link>
      {canConfirm ? (
        <button
          type="button"
          className="active-order-card__confirm"
          aria-label={t('activeOrders.confirmControl', { idOrder })}
          onClick={onConfirmRequested}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
      <div className="active-order-card__actions">
        <button
          type="button"
          className="active-order-card__toggle"
          aria-expanded={isOpen}
          aria-controls={itemsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {t('activeOrders.showItems')}
          <span className="active-order-card__chevron" aria-hidden="true" />
        </button>
        {order.type === 'delivery' && order.tracking_url ? (
          <a
            className="active-order-card__link"
            href={order.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('activeOrders.track')}
          </a>
        ) : null}
        {order.type === 'delivery_propio' && chatHref ? (
          <a className="active-order-card__link" href={chatHref} target="_blank" rel="noopener noreferrer">
            {t('activeOrders.contact')}
          </a>
        ) : null}
      </div>
      <div id={itemsId} className="active-order-card__items" hidden={!isOpen}>
        {items.length > 0 ? (
          <ul>
            {items.map((item, index) => (
              // Lines may repeat a product (other customisations): the position keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never reorder.
              <li key={index}>
                <span className="active-order-card__item-name">{names(item.name)}</span>
                <span className="active-order-card__item-quantity">
                  {t('activeOrders.quantity', { quantity: String(item.quantity) })}
                </span>
              </li>
            ))}
          </ul>
        ) : malformed ? (
          <p className="active-order-card__no-items">{t('activeOrders.noItems')}</p>
        ) : null}
      </div>
    </article>
  );
}
