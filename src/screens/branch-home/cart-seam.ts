import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { Cart, CartLine } from '@/machines/cart/cart.types';
import { useAppActor } from '@/src/app/app-context';

const NO_LINES: CartLine[] = [];
const noSubscription = {
  subscribe: () => ({ unsubscribe() {} }),
  getSnapshot: () => null,
} as unknown as AnyActorRef;

/**
 * SEAM (issue 11, cart helper): the cart's lines for the branch home's leave guard. The `cart` flow is built
 * in parallel; until it is in APP_FLOWS this reads the spawned `cart` child if there is one, else no lines.
 * Replace with `useFlow('cart', selectCartLines)` (machines/cart/cart.selectors.ts) once the cart is
 * integrated.
 */
export function useCartLines(): CartLine[] {
  const app = useAppActor();
  const cart = useSelector(app, (s) => (s.children as Record<string, AnyActorRef | undefined>).cart ?? null);
  return useSelector(
    cart ?? noSubscription,
    (s: { context?: { cart?: Cart } } | null) => s?.context?.cart?.products ?? NO_LINES,
  );
}
