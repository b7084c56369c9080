import { useMemo } from 'react';
import { selectQuantityText } from '@/machines/cart/cart.selectors';
import { useFlow } from '@/src/app/hooks';

/** The b2b quantity field's text for one line (what is being typed, else the quantity). */
export function useQuantityText(orderProductId: string): string {
  const selector = useMemo(() => selectQuantityText(orderProductId), [orderProductId]);
  return useFlow('cart', selector);
}
