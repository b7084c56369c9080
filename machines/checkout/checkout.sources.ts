import { type ActorRefFrom, fromCallback } from 'xstate';
import type { cartMachine } from '../cart/cart.machine';
import { selectCart } from '../cart/cart.selectors';
import type { pointsMachine } from '../points/points.machine';
import { selectAvailablePoints } from '../points/points.selectors';
import type { CheckoutEvent } from './checkout.context';

/**
 * Follows the cart and the points flows through the system while CHECKOUT is open: the cart changes when the
 * setters apply and when the address or table screens set it; the points arrive after the first fetch.
 */
export const watchCheckoutSources = fromCallback<CheckoutEvent>(({ system, sendBack }) => {
  const cart = system.get('cart') as ActorRefFrom<typeof cartMachine> | undefined;
  const points = system.get('points') as ActorRefFrom<typeof pointsMachine> | undefined;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  if (cart) {
    let last = selectCart(cart.getSnapshot());
    subscriptions.push(
      cart.subscribe((snapshot) => {
        const next = selectCart(snapshot);
        if (next === last) return;
        last = next;
        sendBack({ type: 'checkout.cartChanged', cart: next });
      }),
    );
  }
  if (points) {
    let last = selectAvailablePoints(points.getSnapshot());
    subscriptions.push(
      points.subscribe((snapshot) => {
        const next = selectAvailablePoints(snapshot);
        if (next === last) return;
        last = next;
        sendBack({ type: 'checkout.pointsChanged', availablePoints: next });
      }),
    );
  }
  return () => {
    for (const s of subscriptions) s.unsubscribe();
  };
});
