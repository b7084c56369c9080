import { describe, expect, it } from 'vitest';
import type { Cart } from '@/machines/cart/cart.types';
import type { CheckoutQuote, EstimatedOption } from '@/machines/checkout/checkout.rules';
import {
  selectHasPriceChanges,
  selectQuoteChanges,
  selectQuoteError,
  selectTotals,
} from '@/machines/checkout/checkout.selectors';
import type { QuoteCheckoutInput } from '@/machines/checkout/checkout.setup';
import { ApiError } from '@/src/adapters/http';
import { expectState } from '@/tests/support/expect-state';
import {
  cartWith,
  quoteOf as quoteLines,
  registered,
  settle as settleTurns,
  startCheckout,
  steak,
} from './support/checkout-harness';

/**
 * CHECKOUT's quote when the connection drops (issue 12: the quote asks again on its own when the browser's `online`
 * event fires, besides 'Reintentar'), and a delivery's repricing (diner's walk: the shipping the estimate and the
 * address add to the total is not a product's price change, so no "prices changed" notice; the totals are still the
 * server's quote).
 */
const takeawayCart: Cart = cartWith({
  products: [{ ...steak, price: 14000 }],
  total: 14000,
  consumeType: 'takeaway',
});
const deliveryCart: Cart = {
  ...takeawayCart,
  consumeType: 'delivery',
  address: {
    tag: 'Casa',
    addressName: 'Gurruchaga 1650',
    addressData: { lat: -34.58, lng: -58.43 },
    deliveryAddressId: 'addr-1',
  },
  deliveryOption: null,
};
/** The server's quote for the cart's lines as the cart prices them, with `costoEnvio` for a delivery option. */
const quoteOf = (cart: Cart, costoEnvio = 0): CheckoutQuote =>
  quoteLines(cart, {
    quantity: cart.quantity,
    shipping: costoEnvio,
    total: cart.total + costoEnvio,
    costoEnvio,
    totalToPay: cart.total + costoEnvio,
  });
const MOTO: EstimatedOption = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };

/** A registered diner; the brand sets no delivery conditions; the estimate answers `options.estimate` (or none). */
const start = (
  cart: Cart,
  quote: (input: QuoteCheckoutInput, n: number) => Promise<CheckoutQuote>,
  options: { connection?: EventTarget; estimate?: EstimatedOption[] } = {},
) =>
  startCheckout({
    opening: { cart, user: registered },
    quote,
    estimate: () => options.estimate ?? [],
    connection: options.connection,
  });

/** The quote and the estimate answer one after the other: a few turns of the task queue. */
const settle = () => settleTurns(5);
/** What fetch does when the connection is down: no status. */
const offline = () => Promise.reject(new ApiError('Failed to fetch', null));

describe('a quote that failed while offline', () => {
  it("is asked again when the browser's online event fires, without 'Reintentar'", async () => {
    const connection = new EventTarget();
    const { actor, quotes } = start(
      takeawayCart,
      (input, n) => (n === 1 ? offline() : Promise.resolve(quoteOf(input.cart))),
      { connection },
    );
    await settle();
    expectState(actor, 'open.quote.failed');
    expect(selectQuoteError(actor.getSnapshot())).toBe('checkout.totals.failed');
    expect(quotes).toHaveLength(1);

    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(quotes).toHaveLength(2);
    expectState(actor, 'open.quote.quoted.current');
    expect(selectTotals(actor.getSnapshot())?.totalToPay).toBe(14000);
  });

  it('an online event while the quote is fine asks nothing (the listener lives only in failed)', async () => {
    const connection = new EventTarget();
    const { actor, quotes } = start(takeawayCart, (input) => Promise.resolve(quoteOf(input.cart)), {
      connection,
    });
    await settle();
    expectState(actor, 'open.quote.quoted.current');
    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(quotes).toHaveLength(1);
  });

  it("still offline: the online event's quote fails again and 'Reintentar' stays", async () => {
    const connection = new EventTarget();
    const { actor, quotes } = start(takeawayCart, () => offline(), { connection });
    await settle();
    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(quotes).toHaveLength(2);
    expectState(actor, 'open.quote.failed');
  });
});

describe('a delivery repriced by its shipping (diner walk: "delivery repricing announced as price change")', () => {
  it('the estimate adds the Moto: the total is the new quote, with no "prices changed" notice', async () => {
    const { actor, quotes, told } = start(
      deliveryCart,
      (input) => Promise.resolve(quoteOf(input.cart, input.cart.deliveryOption?.costoEnvio ?? 0)),
      { estimate: [MOTO] },
    );
    await settle();
    // The estimate kept the first option and told the cart; the cart answers with the option set.
    expect(told('cart').some((e) => e.type === 'cart.deliveryOptionSet')).toBe(true);
    actor.send({
      type: 'checkout.cartChanged',
      cart: { ...deliveryCart, deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 1800 } },
    });
    await settle();
    expect(quotes.map((q) => q.cart.deliveryOption?.id ?? null)).toEqual([null, 'moto']);
    expectState(actor, 'open.quote.quoted.current');
    expect(selectHasPriceChanges(actor.getSnapshot())).toBe(false);
    expect(selectQuoteChanges(actor.getSnapshot())).toEqual([]);
    expect(selectTotals(actor.getSnapshot())).toMatchObject({
      subtotal: 14000,
      shipping: 1800,
      totalToPay: 15800,
    });
  });
});
