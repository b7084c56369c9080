import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CartSnapshot } from '@/machines/cart/cart.selectors';
import { selectCartQuantity, selectCartTotal, selectHasProducts } from '@/machines/cart/cart.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { ROUTES } from '@/machines/rules/routes';
import { useSpawnedFlowRef } from '@/src/app/hooks';
import { Button } from './button';
import '@/src/styles/cart.css';

/**
 * The checkout bar (ordering.md §2 "Checkout bar and VAT disclaimer"): shown where the page enables it and the
 * order has products. '{n} productos seleccionados', the order total and 'Ver orden' (to ORDER_SUMMARY), or
 * 'Confirmar orden' on ORDER_SUMMARY (to CHECKOUT). The cart flow decides: with the branch closed it opens the
 * closed-branch modal instead of moving on.
 */
export function CheckoutBarSlot() {
  // The cart flow loads after the first screen (when a saved order was restored, or when first needed): until
  // it runs there is no order to show.
  const cart = useSpawnedFlowRef('cart');
  const hasProducts = useSelector(cart ?? undefined, orNothing(selectHasProducts, false));
  const quantity = useSelector(cart ?? undefined, orNothing(selectCartQuantity, 0));
  const total = useSelector(cart ?? undefined, orNothing(selectCartTotal, 0));
  const [location] = useLocation();
  const onSummary = location === ROUTES.ORDER_SUMMARY;
  const proceed = useCallback(
    () => cart?.send({ type: 'cart.proceedRequested', to: onSummary ? 'checkout' : 'summary' }),
    [cart, onSummary],
  );
  if (!hasProducts) return null;
  return (
    <CheckoutBar
      quantity={quantity}
      total={total}
      action={onSummary ? 'confirm' : 'view'}
      onProceed={proceed}
    />
  );
}

/** A cart selector that answers `none` while the cart flow is not running. */
export const orNothing =
  <T,>(select: (s: CartSnapshot) => T, none: T) =>
  (s: CartSnapshot | undefined): T =>
    s ? select(s) : none;

export interface CheckoutBarProps {
  quantity: number;
  total: number;
  /** 'Ver orden' or 'Confirmar orden'. */
  action: 'view' | 'confirm';
  onProceed: () => void;
}

/** The presentational bar. */
export function CheckoutBar({ quantity, total, action, onProceed }: CheckoutBarProps) {
  const { t } = useTranslation();
  return (
    <section className="checkout-bar" aria-label={t('cart.checkoutBarLabel')}>
      <div className="checkout-bar__summary">
        <span className="checkout-bar__count">{t('cart.bar', { count: quantity })}</span>
        <strong className="checkout-bar__total" data-testid="checkout-bar-total">
          {formatCurrency(total)}
        </strong>
      </div>
      <Button onPress={onProceed}>
        {action === 'confirm' ? t('cart.confirmOrder') : t('cart.viewOrder')}
      </Button>
    </section>
  );
}
