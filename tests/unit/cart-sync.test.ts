import { describe, expect, it } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine } from 'xstate';
import { emptyCart } from '@/machines/cart/cart.rules';
import type { Cart } from '@/machines/cart/cart.types';
import { type CartChannel, createCartSync, isNewer, nextRevision } from '@/src/adapters/cart-sync';

/** An in-memory BroadcastChannel: a message reaches every other channel of the bus, never its sender. */
function bus() {
  const channels: Array<{ listeners: Set<(e: { data: unknown }) => void> }> = [];
  return () => {
    const self = { listeners: new Set<(e: { data: unknown }) => void>() };
    channels.push(self);
    const channel: CartChannel = {
      postMessage: (data) => {
        for (const c of channels)
          if (c !== self) for (const l of c.listeners) l({ data: structuredClone(data) });
      },
      addEventListener: (_t, l) => self.listeners.add(l),
      removeEventListener: (_t, l) => self.listeners.delete(l),
      close: () => self.listeners.clear(),
    };
    return channel;
  };
}

/** A tab: a parent that invokes the sync actor and records what it reports. */
function tab(open: () => CartChannel, now: () => number, tabId: string) {
  const parent = createMachine({
    types: {} as { context: { received: Cart[] } },
    context: { received: [] },
    invoke: { id: 'cartSync', src: createCartSync(open, now, tabId) },
    on: {
      'cart.externalChanged': {
        actions: assign({
          received: ({ context, event }) => [...context.received, (event as never as { cart: Cart }).cart],
        }),
      },
      write: {
        actions: ({ event, self }) => {
          const child = (self.getSnapshot().children as Record<string, AnyActorRef>).cartSync;
          child?.send({ type: 'cartSync.write', cart: (event as never as { cart: Cart }).cart });
        },
      },
    },
  });
  const actor = createActor(parent).start();
  return {
    write: (cart: Cart) => actor.send({ type: 'write', cart } as never),
    received: () => actor.getSnapshot().context.received,
    stop: () => actor.stop(),
  };
}

const cartWith = (n: number): Cart => ({ ...emptyCart(), quantity: n });

describe('cross-tab cart sync', () => {
  it('orders writes by revision, then by tab id, the same way in every tab', () => {
    expect(isNewer({ revision: 2, tabId: 'a' }, { revision: 1, tabId: 'z' })).toBe(true);
    expect(isNewer({ revision: 1, tabId: 'b' }, { revision: 1, tabId: 'a' })).toBe(true);
    expect(isNewer({ revision: 1, tabId: 'a' }, { revision: 1, tabId: 'b' })).toBe(false);
    expect(nextRevision(100, 500)).toBe(501);
    expect(nextRevision(900, 500)).toBe(900);
  });

  it("a second tab sees the first tab's cart, and the first sees the second's change", () => {
    const open = bus();
    let clock = 1000;
    const now = () => clock;
    const a = tab(open, now, 'tab-a');
    const b = tab(open, now, 'tab-b');
    a.write(cartWith(1));
    expect(b.received().map((c) => c.quantity)).toEqual([1]);
    expect(a.received()).toEqual([]);
    clock = 1000; // same millisecond: the revision still grows past what b saw
    b.write(cartWith(2));
    expect(a.received().map((c) => c.quantity)).toEqual([2]);
    a.stop();
    b.stop();
  });

  it('a newly opened tab whose clock reads later wins over an older tab with many writes', () => {
    const open = bus();
    let clock = 1000;
    const old = tab(open, () => clock, 'tab-z');
    for (let i = 1; i <= 15; i++) old.write(cartWith(i));
    clock = 5000;
    const fresh = tab(open, () => clock, 'tab-a');
    fresh.write(cartWith(99));
    expect(old.received().map((c) => c.quantity)).toEqual([99]);
    old.stop();
    fresh.stop();
  });

  it('ignores a stale write (an older revision arriving late)', () => {
    const open = bus();
    const channel = open();
    const a = tab(open, () => 2000, 'tab-a');
    channel.postMessage({ revision: 3000, tabId: 'tab-x', cart: cartWith(5) });
    channel.postMessage({ revision: 2500, tabId: 'tab-y', cart: cartWith(6) });
    channel.postMessage({ nonsense: true });
    expect(a.received().map((c) => c.quantity)).toEqual([5]);
    a.stop();
  });
});
