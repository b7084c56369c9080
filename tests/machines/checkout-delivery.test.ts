import { describe, expect, it } from 'vitest';
import type { Cart } from '@/machines/cart/cart.types';
import {
  type CheckoutEstimateRequest,
  type CheckoutQuote,
  deliveryChoices,
  type EstimatedOption,
  keptDeliveryOption,
} from '@/machines/checkout/checkout.rules';
import { selectDeliveryBanner, selectDeliveryChoices } from '@/machines/checkout/checkout.selectors';
import type { QuoteCheckoutInput } from '@/machines/checkout/checkout.setup';
import type { User } from '@/machines/types';
import { cartWith, guest, settle as settleTurns, startCheckout, steak } from './support/checkout-harness';

/**
 * CHECKOUT's delivery option (issue 12, diner's walk; ordering.md §2 "Delivery: the chosen address and a delivery
 * option", §3 "Delivery estimate", §9 "Delivery charges"): the estimate is asked with the server's quoted subtotal
 * and quantity, never the cart's; an option carries no price while shipping is free (the banner's
 * '¡Felicitaciones!'); with more than one option the diner chooses, and the choice goes to the cart and the quote.
 */
const conditions = { minimoCompra: 6000, minimoGratis: 25000, porcentajeMarca: 10 };
const diner: User = { ...guest, _id: 'user-1', name: 'Invitado' };
/** The cart as the address screen left it: 'Casa' with the Moto priced for the cart's own (lower) total. */
const deliveryCart = (total: number): Cart =>
  cartWith({
    products: [{ ...steak, price: total }],
    total,
    consumeType: 'delivery',
    address: {
      tag: 'Casa',
      addressName: 'Honduras 4850',
      addressData: { lat: -34.58, lng: -58.43 },
      deliveryAddressId: 'addr-1',
    },
    deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
  });
const quoteFor = (subtotal: number, costoEnvio: number): CheckoutQuote => ({
  subtotal,
  quantity: 3,
  shipping: costoEnvio * 0.9,
  total: subtotal + costoEnvio * 0.9,
  costoEnvio,
  descuentoEnvio: costoEnvio * 0.1,
  pointsToUse: 0,
  totalToPay: subtotal + costoEnvio * 0.9,
  lines: [],
  unavailable: [],
});
const MOTO: EstimatedOption = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };
const AUTO: EstimatedOption = { id: 'auto', tipo: 'Auto', costoEnvio: 2600 };

const start = (
  cart: Cart,
  quote: (input: QuoteCheckoutInput) => CheckoutQuote,
  estimate: (input: CheckoutEstimateRequest) => EstimatedOption[],
) =>
  startCheckout({
    opening: { cart, user: diner },
    input: { deliveryConditions: conditions },
    quote,
    estimate,
  });

/** The quote and the estimate answer one after the other: a few turns of the task queue. */
const settle = () => settleTurns(5);

describe('the estimate CHECKOUT asks', () => {
  it('is asked with the quoted subtotal and quantity, not the cart’s own total', async () => {
    // The cart says 2.900 (built before a price rise); the server quotes 26.000 for 3 items.
    const { estimates } = start(
      deliveryCart(2900),
      () => quoteFor(26000, 0),
      () => [
        { ...MOTO, costoEnvio: 0 },
        { ...AUTO, costoEnvio: 0 },
      ],
    );
    await settle();
    expect(estimates).toEqual([{ idLocal: 'local-1', lat: -34.58, lon: -58.43, cantidad: 3, total: 26000 }]);
  });
});

describe('free shipping: no option shows a price the banner contradicts', () => {
  it("'¡Felicitaciones!' and the options unpriced; the cart's Moto loses its stale $ 1.800", async () => {
    const { actor, told } = start(
      deliveryCart(26000),
      () => quoteFor(26000, 0),
      () => [
        { ...MOTO, costoEnvio: 0 },
        { ...AUTO, costoEnvio: 0 },
      ],
    );
    await settle();
    const snapshot = actor.getSnapshot();
    expect(selectDeliveryBanner(snapshot)).toBe('checkout.banner.congratulations');
    expect(selectDeliveryChoices(snapshot)).toEqual([
      { id: 'moto', tipo: 'Moto', amount: null, selected: true },
      { id: 'auto', tipo: 'Auto', amount: null, selected: false },
    ]);
    expect(told('cart')).toContainEqual({
      type: 'cart.deliveryOptionSet',
      deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 0 },
    });
  });

  it('without an estimate (it failed), the cart’s Moto shows no price once the quoted subtotal is free', async () => {
    const { actor } = start(
      deliveryCart(26000),
      () => quoteFor(26000, 0),
      () => {
        throw new Error('offline');
      },
    );
    await settle();
    expect(selectDeliveryChoices(actor.getSnapshot())).toEqual([
      { id: 'moto', tipo: 'Moto', amount: null, selected: true },
    ]);
  });
});

describe('more than one option: the diner chooses', () => {
  it("'Auto' chosen: the cart gets it and the quote is asked with it", async () => {
    const { actor, quotes, told } = start(
      deliveryCart(11800),
      (input) => quoteFor(11800, input.cart.deliveryOption?.id === 'auto' ? 2600 : 1800),
      () => [MOTO, AUTO],
    );
    await settle();
    expect(selectDeliveryChoices(actor.getSnapshot())).toEqual([
      { id: 'moto', tipo: 'Moto', amount: 1800, selected: true },
      { id: 'auto', tipo: 'Auto', amount: 2600, selected: false },
    ]);
    actor.send({ type: 'checkout.deliveryOptionChosen', optionId: 'auto' });
    await settle();
    expect(told('cart')).toContainEqual({ type: 'cart.deliveryOptionSet', deliveryOption: AUTO });
    expect(quotes.at(-1)?.cart.deliveryOption?.id).toBe('auto');
    expect(selectDeliveryChoices(actor.getSnapshot()).map((c) => c.selected)).toEqual([false, true]);
    expect(actor.getSnapshot().context.quote?.costoEnvio).toBe(2600);
  });

  it('an option the estimate does not offer is refused', async () => {
    const { actor, told } = start(
      deliveryCart(11800),
      () => quoteFor(11800, 1800),
      () => [MOTO, AUTO],
    );
    await settle();
    actor.send({ type: 'checkout.deliveryOptionChosen', optionId: 'bici' });
    await settle();
    expect(told('cart').filter((e) => e.type === 'cart.deliveryOptionSet')).toEqual([]);
  });
});

describe('the rules', () => {
  it('deliveryChoices: priced at each courier cost below minimoGratis, unpriced from it on', () => {
    const input = { consumeType: 'delivery' as const, options: [MOTO, AUTO], current: MOTO, conditions };
    expect(deliveryChoices({ ...input, subtotal: 24999 }).map((c) => c.amount)).toEqual([1800, 2600]);
    expect(deliveryChoices({ ...input, subtotal: 25000 }).map((c) => c.amount)).toEqual([null, null]);
    expect(deliveryChoices({ ...input, consumeType: 'takeaway', subtotal: 100 })).toEqual([]);
  });

  it('keptDeliveryOption: the estimate’s copy of the chosen one, else its first; the cart’s without options', () => {
    expect(keptDeliveryOption({ id: 'auto', tipo: 'Auto', costoEnvio: 9 }, [MOTO, AUTO])).toEqual(AUTO);
    expect(keptDeliveryOption({ id: 'moto', tipo: 'Moto', costoEnvio: 1 }, [AUTO])).toEqual(AUTO);
    const current = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };
    expect(keptDeliveryOption(current, [])).toBe(current);
  });
});
