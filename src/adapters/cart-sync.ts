import { fromCallback } from 'xstate';
import type { CartEvent, CartSyncCommand } from '@/machines/cart/cart.setup';
import type { Cart } from '@/machines/cart/cart.types';

/** The name of the channel every tab of the app (same origin) shares. */
export const CART_CHANNEL = 'cart';

/**
 * One write: the whole cart, stamped with a revision and the writing tab. Carrying the full cart (not the
 * change) means a tab that missed a message is whole again with the next one, and applying a write is a
 * replacement, never a merge that could double a line.
 */
export interface CartWrite {
  revision: number;
  tabId: string;
  cart: Cart;
}

export interface Stamp {
  revision: number;
  tabId: string;
}

/**
 * Last write wins, the same in every tab: a higher revision, or the same revision from the tab with the
 * greater id (a tie-break every tab computes alike, so two tabs never settle on different carts).
 */
export const isNewer = (incoming: Stamp, current: Stamp): boolean =>
  incoming.revision > current.revision ||
  (incoming.revision === current.revision && incoming.tabId > current.tabId);

/**
 * The next revision of this tab: a hybrid logical clock, max(now, last seen + 1). Tabs share the machine's
 * clock, so a newly opened tab's first write is still newer than anything written before it (a plain
 * counter would start at 1 and lose to an older tab's 15).
 */
export const nextRevision = (now: number, lastSeen: number): number => Math.max(now, lastSeen + 1);

export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

const isWrite = (data: unknown): data is CartWrite => {
  const w = data as CartWrite | null;
  return (
    typeof w === 'object' &&
    w !== null &&
    typeof w.revision === 'number' &&
    typeof w.tabId === 'string' &&
    typeof w.cart === 'object'
  );
};

/**
 * The cross-tab actor the cart flow invokes as `cartSync` (docs/ordering-cart.md "Several tabs"): every
 * local change is posted on the BroadcastChannel 'cart' as a `CartWrite`; a write from another tab that is
 * newer than the last one this tab made or applied becomes `cart.externalChanged` (the flow parses it, so a
 * malformed message is logged and ignored). IndexedDB (`persist:root`) is written by each tab's persistence
 * as usual, so a reload reads the last write too. Without BroadcastChannel (very old browsers) the tab works
 * alone.
 */
export function createCartSync(
  openChannel: () => CartChannel | null = () =>
    typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(CART_CHANNEL) as CartChannel),
  now: () => number = Date.now,
  tabId: string = crypto.randomUUID(),
) {
  return fromCallback<CartSyncCommand>(({ sendBack, receive }) => {
    const channel = openChannel();
    let last: Stamp = { revision: 0, tabId: '' };
    receive((command) => {
      if (command.type !== 'cartSync.write' || !channel) return;
      last = { revision: nextRevision(now(), last.revision), tabId };
      channel.postMessage({ ...last, cart: command.cart } satisfies CartWrite);
    });
    if (!channel) return;
    const onMessage = (event: { data: unknown }) => {
      if (!isWrite(event.data) || event.data.tabId === tabId) return;
      if (!isNewer(event.data, last)) return;
      last = { revision: event.data.revision, tabId: event.data.tabId };
      sendBack({ type: 'cart.externalChanged', cart: event.data.cart } satisfies CartEvent);
    };
    channel.addEventListener('message', onMessage);
    return () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    };
  });
}
