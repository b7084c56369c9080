import { selectCartLines } from '@/machines/cart/cart.selectors';
import type { CartLine } from '@/machines/cart/cart.types';
import { useFlow } from '@/src/app/hooks';

/** The cart's lines for the branch home's leave guard (through the cart flow's own selector). */
export function useCartLines(): CartLine[] {
  return useFlow('cart', selectCartLines);
}
