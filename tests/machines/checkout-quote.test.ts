import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '@/machines/cart/cart.types';
import type { CheckoutQuote } from '@/machines/checkout/checkout.rules';
import {
  selectHasPriceChanges,
  selectIsSendBlocked,
  selectQuoteChanges,
  selectTotals,
} from '@/machines/checkout/checkout.selectors';
import type { CheckoutOpening, QuoteCheckoutInput } from '@/machines/checkout/checkout.setup';
import { expectState } from '@/tests/support/expect-state';
import {
  steak as bife,
  cartWith,
  quoteOf,
  registered,
  settle,
  startCheckout,
} from './support/checkout-harness';

/**
 * CHECKOUT's totals and its changed quote (issue 12): every figure is the server's quote (so the total sent is the
 * one sendorder accepts), and what changed since the cart was built (a price, a withdrawn product) is named; the
 * cart keeps every line (only 'Quitar' removes the withdrawn one).
 */
const line = (orderProductId: string, changes: Partial<CartLine> = {}): CartLine => ({
  ...bife,
  _id: `p-${orderProductId}`,
  orderProductId,
  ...changes,
});
const steak = line('line-1');
const fries = line('line-2', { name: 'Papas fritas', sku: 'GUA-001', price: 2500, _id: 'p-2' });
const tableCart = (changes: Partial<Cart> = {}): Cart =>
  cartWith({
    products: [steak, fries],
    total: 12500,
    quantity: 2,
    consumeType: 'local',
    table: '4',
    tableId: '40',
    ...changes,
  });

/** A registered diner at table 4 with the steak and fries; the brand pays half the shipping. */
const start = (opening: Partial<CheckoutOpening>, quote: (input: QuoteCheckoutInput) => CheckoutQuote) =>
  startCheckout({
    opening: { cart: tableCart(), user: registered, ...opening },
    input: { deliveryConditions: { minimoCompra: 8000, minimoGratis: 30000, porcentajeMarca: 50 } },
    quote,
  });

const sentTotal = (told: (id: string) => Array<Record<string, unknown>>) =>
  told('sendOrder').map((e) => (e.request as { total: number }).total);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the totals are the server’s figures', () => {
  it('delivery: Subtotal, Costo de envío, Descuento de envío and Total a pagar as quoted; that total is sent', async () => {
    const cart = tableCart({
      consumeType: 'delivery',
      table: null,
      tableId: null,
      address: { tag: 'Casa', addressName: 'Gurruchaga 1650', deliveryAddressId: 'addr-1' },
      deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 900 },
    });
    const { actor, told } = start({ cart }, () =>
      quoteOf(cart, {
        shipping: 900,
        total: 13400,
        costoEnvio: 1800,
        descuentoEnvio: 900,
        totalToPay: 13400,
      }),
    );
    await settle();
    expectState(actor, 'open.quote.quoted.current');
    expect(selectTotals(actor.getSnapshot())).toEqual({
      subtotal: 12500,
      shipping: 1800,
      shippingDiscount: 900,
      pointsDiscount: 0,
      totalToPay: 13400,
    });
    actor.send({ type: 'checkout.sendRequested' });
    expect(sentTotal(told)).toEqual([13400]);
  });

  it('points: the server’s pointsToUse and totalToPay, not a figure the app works out from its own balance', async () => {
    // The app's points flow says 5000; the server's balance allows 1200 (table: a multiple of 100 left).
    const { actor, told } = start({ availablePoints: 5000 }, (input) =>
      quoteOf(input.cart, { pointsToUse: 1200, totalToPay: 11300 }),
    );
    await settle();
    expect(selectTotals(actor.getSnapshot())).toMatchObject({ pointsDiscount: 1200, totalToPay: 11300 });
    actor.send({ type: 'checkout.sendRequested' });
    expect(sentTotal(told)).toEqual([11300]);
  });

  it('a send asks the server again at once: a refused send comes back to the new figures', async () => {
    let price = 10000;
    const { actor, told, quotes } = start({}, (input) => {
      const q = quoteOf(input.cart);
      const total = price + 2500;
      q.lines = q.lines?.map((l) => (l.orderProductId === 'line-1' ? { ...l, price, total: price } : l));
      return { ...q, subtotal: total, total, totalToPay: total };
    });
    await settle();
    expectState(actor, 'open.quote.quoted.current');
    price = 11000; // changed on the server between the quote and the tap
    actor.send({ type: 'checkout.sendRequested' });
    expect(sentTotal(told)).toEqual([12500]);
    await settle();
    expect(quotes).toHaveLength(2);
    expectState(actor, 'open.quote.quoted.pricesChanged');
    expect(selectTotals(actor.getSnapshot())?.totalToPay).toBe(13500);
  });

  it('a changed points balance asks the server again', async () => {
    const { actor, quotes } = start({ availablePoints: 0 }, (input) => quoteOf(input.cart));
    await settle();
    actor.send({ type: 'checkout.pointsChanged', availablePoints: 3000 });
    await settle();
    expect(quotes).toHaveLength(2);
  });
});

describe('a quote that changed since the cart was built', () => {
  it('a price change names the line with its old and new amount; the order is sent at the new total', async () => {
    const { actor, told } = start({}, (input) => {
      const q = quoteOf(input.cart, { subtotal: 14500, total: 14500, totalToPay: 14500 });
      q.lines = q.lines?.map((l) =>
        l.orderProductId === 'line-1' ? { ...l, price: 12000, total: 12000 } : l,
      );
      return q;
    });
    await settle();
    expectState(actor, 'open.quote.quoted.pricesChanged');
    expect(selectHasPriceChanges(actor.getSnapshot())).toBe(true);
    expect(selectQuoteChanges(actor.getSnapshot())).toEqual([
      {
        kind: 'priceChanged',
        orderProductId: 'line-1',
        name: 'Bife de chorizo',
        before: 10000,
        after: 12000,
      },
    ]);
    expect(selectTotals(actor.getSnapshot())?.totalToPay).toBe(14500);
    expect(selectIsSendBlocked(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'checkout.sendRequested' });
    expect(sentTotal(told)).toEqual([14500]);
    // The cart was told nothing that removes or replaces a line.
    expect(told('cart').map((e) => e.type)).not.toContain('cart.lineRemoved');
    expect(told('cart').map((e) => e.type)).not.toContain('cart.cleared');
  });

  it('a withdrawn product marks its line and blocks sending; only its removal is told to the cart', async () => {
    const cart = tableCart({ products: [{ ...steak, quantity: 2 }, fries], total: 22500, quantity: 3 });
    const { actor, told, quotes } = start({ cart }, (input) => {
      const withdrawn = input.cart.products.some((l) => l.orderProductId === 'line-1');
      if (!withdrawn) return quoteOf(input.cart);
      const q = quoteOf(input.cart, { subtotal: 2500, total: 2500, totalToPay: 2500 });
      q.lines = q.lines?.filter((l) => l.orderProductId !== 'line-1');
      q.unavailable = [
        { orderProductId: 'line-1', upsellingId: null, sku: 'PAR-001', name: 'Bife de chorizo' },
      ];
      return q;
    });
    await settle();
    expectState(actor, 'open.quote.quoted.withdrawn');
    expect(selectIsSendBlocked(actor.getSnapshot())).toBe(true);
    expect(selectQuoteChanges(actor.getSnapshot())).toEqual([
      { kind: 'withdrawn', orderProductId: 'line-1', name: 'Bife de chorizo', parentId: null, quantity: 2 },
    ]);
    actor.send({ type: 'checkout.sendRequested' });
    expect(told('sendOrder')).toEqual([]);
    // 'Quitar' on a line that is not withdrawn does nothing.
    actor.send({ type: 'checkout.lineRemoveRequested', orderProductId: 'line-2' });
    expect(told('cart').filter((e) => e.type === 'cart.lineRemoved')).toEqual([]);
    // 'Quitar' on the withdrawn line: the cart removes the whole line (one event per unit), nothing else.
    actor.send({ type: 'checkout.lineRemoveRequested', orderProductId: 'line-1' });
    expect(told('cart').filter((e) => e.type === 'cart.lineRemoved')).toEqual([
      { type: 'cart.lineRemoved', orderProductId: 'line-1' },
      { type: 'cart.lineRemoved', orderProductId: 'line-1' },
    ]);
    expect(told('cart').map((e) => e.type)).not.toContain('cart.cleared');
    // The cart answers with the rest of its lines: quoted again, sendable.
    actor.send({
      type: 'checkout.cartChanged',
      cart: tableCart({ products: [fries], total: 2500, quantity: 1 }),
    });
    await settle();
    expect(quotes).toHaveLength(2);
    expectState(actor, 'open.quote.quoted.current');
    expect(selectIsSendBlocked(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'checkout.sendRequested' });
    expect(sentTotal(told)).toEqual([2500]);
  });

  it('a withdrawn upsell item is marked (removed from Mi orden), without a Quitar that would drop its parent', async () => {
    const withUpsell = {
      ...steak,
      upselling: [line('up-1', { name: 'Flan', sku: 'POS-001', price: 3000, upsellingId: 'line-1' })],
    };
    const cart = tableCart({ products: [withUpsell], total: 13000, quantity: 2 });
    const { actor, told } = start({ cart }, (input) => {
      const q = quoteOf(input.cart);
      q.unavailable = [{ orderProductId: 'up-1', upsellingId: 'line-1', sku: 'POS-001', name: 'Flan' }];
      return q;
    });
    await settle();
    expectState(actor, 'open.quote.quoted.withdrawn');
    expect(selectQuoteChanges(actor.getSnapshot())).toEqual([
      { kind: 'withdrawn', orderProductId: 'up-1', name: 'Flan', parentId: 'line-1', quantity: 1 },
    ]);
    actor.send({ type: 'checkout.lineRemoveRequested', orderProductId: 'up-1' });
    expect(told('cart').filter((e) => e.type === 'cart.lineRemoved')).toEqual([]);
  });
});
