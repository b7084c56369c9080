import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import { emptyCart } from '@/machines/cart/cart.rules';
import type { Cart } from '@/machines/cart/cart.types';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type {
  CheckoutEstimateRequest,
  CheckoutQuote,
  EstimatedOption,
} from '@/machines/checkout/checkout.rules';
import {
  selectHasPriceChanges,
  selectQuoteChanges,
  selectQuoteError,
  selectTotals,
} from '@/machines/checkout/checkout.selectors';
import type { QuoteCheckoutInput, StoredCheckoutState } from '@/machines/checkout/checkout.setup';
import type { User } from '@/machines/types';
import { checkoutConnectionListener } from '@/src/adapters/connectivity-events';
import { ApiError } from '@/src/adapters/http';
import { expectState } from '@/tests/support/expect-state';

/**
 * CHECKOUT's quote when the connection drops (issue 12: the quote asks again on its own when the browser's `online`
 * event fires, besides 'Reintentar'), and a delivery's repricing (diner's walk: the shipping the estimate and the
 * address add to the total is not a product's price change, so no "prices changed" notice; the totals are still the
 * server's quote).
 */
const diner: User = { _id: 'user-1', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía' };
const palermo: Branch = {
  id: 'local-1',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850',
  status: 'open',
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
};
const takeawayCart: Cart = {
  ...emptyCart(),
  draftOrderId: 'draft-1',
  products: [
    {
      _id: 'p-1',
      name: 'Bife de chorizo',
      price: 14000,
      quantity: 1,
      sku: 'PAR-001',
      orderProductId: 'line-1',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    },
  ],
  total: 14000,
  quantity: 1,
  consumeType: 'takeaway',
};
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
const quoteOf = (cart: Cart, costoEnvio = 0): CheckoutQuote => ({
  subtotal: cart.total,
  quantity: cart.quantity,
  shipping: costoEnvio,
  total: cart.total + costoEnvio,
  costoEnvio,
  descuentoEnvio: 0,
  pointsToUse: 0,
  totalToPay: cart.total + costoEnvio,
  lines: cart.products.map((l) => ({
    orderProductId: l.orderProductId,
    upsellingId: null,
    sku: l.sku,
    quantity: l.quantity,
    price: l.price,
    total: l.price * l.quantity,
  })),
  unavailable: [],
});
const MOTO: EstimatedOption = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };

type Told = Array<{ type: string } & Record<string, unknown>>;
/** The cart flow: applies the setters checkout sends (so the quote sees the chosen option), and records them. */
const cartStandIn = createMachine({
  types: {} as { context: { events: Told } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

function start(
  cart: Cart,
  quote: (input: QuoteCheckoutInput, n: number) => Promise<CheckoutQuote>,
  options: { connection?: EventTarget; estimate?: EstimatedOption[] } = {},
) {
  const quotes: QuoteCheckoutInput[] = [];
  const logic = checkoutMachine.provide({
    actors: {
      readStoredState: fromPromise<StoredCheckoutState>(async () => ({
        qrData: null,
        guestModalShownFor: [],
      })),
      fetchActiveOrders: fromPromise<unknown[], { userId: string }>(async () => []),
      quoteOrder: fromPromise(async ({ input }: { input: QuoteCheckoutInput }) => {
        quotes.push(input);
        return quote(input, quotes.length);
      }),
      estimateDelivery: fromPromise(async (_: { input: CheckoutEstimateRequest }) => options.estimate ?? []),
      fetchPaymentsConfig: fromPromise(async () => ({ providerName: 'Mercado Pago' })),
      ...(options.connection ? { watchConnection: checkoutConnectionListener(options.connection) } : {}),
    },
    actions: { navigate: () => {}, removeQrData: () => {}, rememberGuestModal: () => {} },
  });
  const parent = createMachine({
    invoke: [
      { id: 'cart', systemId: 'cart', src: cartStandIn },
      { id: 'layout', systemId: 'layout', src: cartStandIn },
      { id: 'sendOrder', systemId: 'sendOrder', src: cartStandIn },
      {
        id: 'checkout',
        systemId: 'checkout',
        src: logic,
        input: { brandId: 'brand-1', businessType: 'b2c', origin: 'https://brasa.example' },
      },
    ],
  });
  const root = createActor(parent).start();
  const actor = root.system.get('checkout');
  const told = () => (root.system.get('cart').getSnapshot().context as { events: Told }).events;
  actor.send({
    type: 'checkout.opened',
    cart,
    branch: palermo,
    user: diner,
    availablePoints: null,
    preferredConsumeType: null,
  });
  return { actor, quotes, told };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
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
    expect(told().some((e) => e.type === 'cart.deliveryOptionSet')).toBe(true);
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
