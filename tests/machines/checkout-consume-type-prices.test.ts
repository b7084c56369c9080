import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from '@/machines/cart/cart.machine';
import { repriceForConsumeType } from '@/machines/cart/cart.rules';
import type { Cart, CartLine } from '@/machines/cart/cart.types';
import type { CheckoutQuote } from '@/machines/checkout/checkout.rules';
import { selectHasPriceChanges, selectQuoteChanges } from '@/machines/checkout/checkout.selectors';
import type { QuoteCheckoutInput } from '@/machines/checkout/checkout.setup';
import { expectState } from '@/tests/support/expect-state';
import { cartWith, quoteOf, registered, settle, startCheckout, steak } from './support/checkout-harness';

/**
 * Issue 12 (diner's walk): a cart built with Delivery prices, then 'Para llevar' at CHECKOUT, said 'Algunos precios
 * cambiaron desde que armaste tu orden' ('Antes $ 41.900, ahora $ 37.900'), although only the consume type the diner
 * had just chosen changed. ordering.md §4 "Price resolution" prices a product by "the key for the preferred consume
 * type": the chosen type reprices the lines (cart and CHECKOUT alike), and the notice stays for what the server
 * changed.
 */
const PRICES = { deliverySystem: 41900, takeawaySystem: 37900, tableSystem: 39900 };
const ojo: CartLine = { ...steak, name: 'Ojo de bife', price: 41900, rawPrice: PRICES };
/** Built with Delivery remembered from the branch card: the Delivery price, 'Casa' as the address. */
const deliveryCart: Cart = cartWith({
  products: [ojo],
  total: 41900,
  quantity: 1,
  consumeType: 'delivery',
  address: { tag: 'Casa', addressName: 'Honduras 4850', addressData: { lat: -34.58, lng: -58.43 } },
});
const KEY = { local: 'tableSystem', takeaway: 'takeawaySystem', delivery: 'deliverySystem' } as const;

/** The server prices the line for the quoted type from `catalogue` (its prices now). */
const serverQuote =
  (catalogue: Record<string, number>) =>
  (input: QuoteCheckoutInput): CheckoutQuote => {
    const price = catalogue[KEY[input.consumeType as keyof typeof KEY]];
    const q = quoteOf(input.cart, { subtotal: price, total: price, totalToPay: price });
    q.lines = q.lines?.map((l) => ({ ...l, price, total: price }));
    return q;
  };

const start = (catalogue: Record<string, number>) =>
  startCheckout({
    opening: { cart: deliveryCart, user: registered, preferredConsumeType: 'deliverySystem' },
    quote: serverQuote(catalogue),
    estimate: () => [],
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("choosing 'Para llevar' on a cart built with Delivery prices", () => {
  it('reprices the line to the takeaway price: no "prices changed" notice', async () => {
    const { actor, told } = start(PRICES);
    await settle(3);
    expectState(actor, 'open.quote.quoted.current');
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'takeaway' });
    await settle(3);
    const { cart } = actor.getSnapshot().context;
    expect(cart.products[0].price).toBe(37900);
    expect(cart.total).toBe(37900);
    expectState(actor, 'open.quote.quoted.current');
    expect(selectHasPriceChanges(actor.getSnapshot())).toBe(false);
    expect(told('cart')).toContainEqual({ type: 'cart.consumeTypeSet', consumeType: 'takeaway' });
  });

  it('a price the server changed since is still named: before the takeaway price, after the server’s', async () => {
    const { actor } = start({ ...PRICES, takeawaySystem: 38900 });
    await settle(3);
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'takeaway' });
    await settle(3);
    expectState(actor, 'open.quote.quoted.pricesChanged');
    expect(selectQuoteChanges(actor.getSnapshot())).toEqual([
      { kind: 'priceChanged', orderProductId: 'line-1', name: 'Ojo de bife', before: 37900, after: 38900 },
    ]);
  });
});

describe('the cart flow reprices on cart.consumeTypeSet', () => {
  const cartActor = (businessType: 'b2c' | 'b2b') =>
    createActor(cartMachine, {
      input: {
        brandId: 'brand-1',
        businessType,
        restored: deliveryCart,
        preferredConsumeType: 'deliverySystem',
      },
    }).start();

  it("'Para llevar' prices the line and the total at 37.900; 'Cambiar' (no type) at the preference's again", () => {
    const actor = cartActor('b2c');
    actor.send({ type: 'cart.consumeTypeSet', consumeType: 'takeaway' });
    expect(actor.getSnapshot().context.cart.products[0].price).toBe(37900);
    expect(actor.getSnapshot().context.cart.total).toBe(37900);
    actor.send({ type: 'cart.consumeTypeSet', consumeType: null });
    expect(actor.getSnapshot().context.cart.total).toBe(41900);
    actor.stop();
  });

  it('b2b prices and lines without their catalogue price are left as they are', () => {
    const actor = cartActor('b2b');
    actor.send({ type: 'cart.consumeTypeSet', consumeType: 'takeaway' });
    expect(actor.getSnapshot().context.cart.total).toBe(41900);
    actor.stop();
    const fixed = { ...deliveryCart, products: [{ ...ojo, rawPrice: undefined }] };
    expect(repriceForConsumeType(fixed, 'takeaway', 'b2c')).toBe(fixed);
  });
});
