import { lazy, Suspense } from 'react';
import { selectOpenModalId } from '@/machines/layout/layout.selectors';
import { ORDER_RATING_MODAL_ID } from '@/machines/order-rating/order-rating.modal-id';
import { useLayout } from '@/src/app/hooks';

const OrderRatingHost = lazy(() =>
  import('./order-rating-chunk').then((m) => ({ default: m.OrderRatingHost })),
);

/**
 * The order rating prompt can open on any route (the activeOrders watcher runs on all of them): its code and the
 * ordering texts load only once the orderRating flow opens it through the layout.
 */
export function OrderRatingSlot() {
  const openModalId = useLayout(selectOpenModalId);
  if (openModalId !== ORDER_RATING_MODAL_ID) return null;
  return (
    <Suspense fallback={null}>
      <OrderRatingHost />
    </Suspense>
  );
}
