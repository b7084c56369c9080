import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { selectCartQuantity, selectCartTotal, selectHasProducts } from '@/machines/cart/cart.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { Button } from './button';
import '@/src/styles/cart.css';

/**
 * The checkout bar (ordering.md §2 "Checkout bar and VAT disclaimer"): shown where the page enables it and the
 * order has products. '{n} productos seleccionados', the order total and 'Ver orden' (to ORDER_SUMMARY), or
 * 'Confirmar orden' on ORDER_SUMMARY (to CHECKOUT). The cart flow decides: with the branch closed it opens the
 * closed-branch modal instead of moving on.
 */
export function CheckoutBarSlot() {
  const cart = useFlowRef('cart');
  const hasProducts = useFlow('cart', selectHasProducts);
  const quantity = useFlow('cart', selectCartQuantity);
  const total = useFlow('cart', selectCartTotal);
  const [location] = useLocation();
  const onSummary = location === ROUTES.ORDER_SUMMARY;
  const proceed = useCallback(
    () => cart.send({ type: 'cart.proceedRequested', to: onSummary ? 'checkout' : 'summary' }),
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
