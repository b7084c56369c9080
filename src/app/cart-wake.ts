import type { CartEvent } from '@/machines/cart/cart.setup';
import { CART_CHANNEL } from '../adapters/cart-sync';
import type { AppActor } from './app-context';

/**
 * Another tab's order while this tab's cart flow is not running yet (it loads when first needed): the first write
 * on the 'cart' channel opens the flow with it (`cart.externalChanged`, in order), so this tab's saved state
 * follows the other tab's order as it did when the cart ran from the start. Once the flow runs, its own
 * `cartSync` listens and this listener closes.
 */
export function startCartWake(app: AppActor): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CART_CHANNEL);
  const isRunning = () => Boolean((app.getSnapshot().children as Record<string, unknown>).cart);
  let subscription: { unsubscribe(): void } | null = null;
  const close = () => {
    subscription?.unsubscribe();
    channel.close();
  };
  channel.onmessage = ({ data }: MessageEvent) => {
    const cart = (data as { cart?: unknown } | null)?.cart;
    if (!cart || typeof cart !== 'object') return;
    const event: CartEvent = { type: 'cart.externalChanged', cart };
    app.send({ type: 'app.flowOpened', flow: 'cart', event });
  };
  subscription = app.subscribe(() => {
    if (isRunning()) close();
  });
  return close;
}
