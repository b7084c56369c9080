import { lazy, Suspense } from 'react';
import { CART_ACTIVE_ORDER_MODAL_ID, CART_BRANCH_CLOSED_MODAL_ID } from '@/machines/cart/cart.modal-ids';
import { selectOpenModalId } from '@/machines/layout/layout.selectors';
import { useLayout } from './hooks';

const CartModalsHost = lazy(() =>
  import('./route-groups/cart-screens').then((m) => ({ default: m.CartModalsHost })),
);

/**
 * The cart's blocking modals can open on any ordering screen (the product overlay, the menu, the checkout
 * bar): their code loads with the cart route group only once the cart flow opens one.
 */
export function CartModalSlot() {
  const openModalId = useLayout(selectOpenModalId);
  if (openModalId !== CART_BRANCH_CLOSED_MODAL_ID && openModalId !== CART_ACTIVE_ORDER_MODAL_ID) return null;
  return (
    <Suspense fallback={null}>
      <CartModalsHost />
    </Suspense>
  );
}
