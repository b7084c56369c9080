import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { addressSearchMachine } from '@/machines/address-search/address-search.machine';
import type { SavedAddress } from '@/machines/address-search/address-search.rules';
import type { Cart } from '@/machines/cart/cart.types';
import { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type {
  CheckoutEstimateRequest,
  CheckoutQuote,
  EstimatedOption,
} from '@/machines/checkout/checkout.rules';
import type {
  PaymentsConfig,
  QuoteCheckoutInput,
  StoredCheckoutState,
} from '@/machines/checkout/checkout.setup';
import type { User } from '@/machines/types';
import { cartWith, openedEvent, palermo, quoteOf, recorder, settle, steak } from './support/checkout-harness';

/**
 * Issue 12 (diner's walk): choosing an address sent POST /pedido/delivery/estimate twice with the same body: once
 * by the address screen (before going back to CHECKOUT) and once more by CHECKOUT, which forgot every estimate on
 * opening. The address flow now hands CHECKOUT what it asked and got; CHECKOUT asks again only for another body
 * (the quoted subtotal or quantity differs from the cart's). Both flows run here with one counting stub for the
 * call, as the app wires them (src/app/address-flow.ts, src/app/checkout-flow.ts).
 */
const diner: User = { _id: 'user-1', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía' };
const CASA: SavedAddress = {
  _id: 'addr-1',
  idCliente: 'user-1',
  idMarca: 'brand-1',
  deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
  coordinates: { dropoff: { lat: -34.5889, lon: -58.4306 } },
  customerName: 'Lucía',
  customerPhone: '+541155550000',
  deliveryInstructions: 'Timbre 3B',
  etiqueta: 'Casa',
  isDefault: true,
};
const OPTIONS: EstimatedOption[] = [
  { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
  { id: 'auto', tipo: 'Auto', costoEnvio: 2600 },
];
/** Two steaks (20.000), Delivery chosen: what the cart holds once the address screen set it. */
const base = cartWith({
  products: [{ ...steak, quantity: 2 }],
  total: 20000,
  quantity: 2,
  consumeType: 'delivery',
});
const withCasa: Cart = {
  ...base,
  address: {
    tag: 'Casa',
    addressName: CASA.deliveryAddress,
    addressData: { lat: -34.5889, lng: -58.4306 },
    deliveryAddressId: 'addr-1',
  },
  deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
};

const roots: AnyActorRef[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.stop();
});

function start(quote: (input: QuoteCheckoutInput) => CheckoutQuote) {
  const posts: CheckoutEstimateRequest[] = [];
  const estimate = fromPromise<EstimatedOption[], CheckoutEstimateRequest>(async ({ input }) => {
    posts.push(input);
    return OPTIONS;
  });
  const checkout = checkoutMachine.provide({
    actors: {
      readStoredState: fromPromise<StoredCheckoutState>(async () => ({
        qrData: null,
        guestModalShownFor: [],
      })),
      fetchActiveOrders: fromPromise<unknown[], { userId: string }>(async () => []),
      quoteOrder: fromPromise<CheckoutQuote, QuoteCheckoutInput>(async ({ input }) => quote(input)),
      fetchPaymentsConfig: fromPromise<PaymentsConfig, { brandId: string }>(async () => ({
        providerName: 'Mercado Pago',
      })),
      estimateDelivery: estimate,
    },
  });
  const addressSearch = addressSearchMachine.provide({
    actors: {
      fetchSavedAddresses: fromPromise<SavedAddress[], { brandId: string; userId: string }>(async () => [
        CASA,
      ]),
      estimateDelivery: estimate,
    },
  });
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'cart', systemId: 'cart', src: recorder },
        { id: 'layout', systemId: 'layout', src: recorder },
        {
          id: 'checkout',
          systemId: 'checkout',
          src: checkout,
          input: { brandId: 'brand-1', businessType: 'b2c', origin: 'https://brasa.example' },
        },
        { id: 'addressSearch', systemId: 'addressSearch', src: addressSearch, input: { brandId: 'brand-1' } },
      ],
    }),
    { clock: new SimulatedClock() },
  ).start();
  roots.push(root);
  return {
    posts,
    checkout: root.system.get('checkout') as AnyActorRef,
    addressSearch: root.system.get('addressSearch') as AnyActorRef,
  };
}

/** 'Delivery' on CHECKOUT, 'Casa' on 'Datos de entrega', back on CHECKOUT with the cart the address screen set. */
async function chooseCasa(t: ReturnType<typeof start>) {
  t.checkout.send(openedEvent({ cart: base, user: diner, branch: palermo }));
  await settle(5);
  t.checkout.send({ type: 'checkout.closed' });
  t.addressSearch.send({
    type: 'addressSearch.listOpened',
    user: diner,
    branchId: palermo.id,
    total: base.total,
    quantity: base.quantity,
  });
  await settle(3);
  t.addressSearch.send({ type: 'addressSearch.addressChosen', addressId: 'addr-1' });
  await settle(3);
  t.checkout.send(openedEvent({ cart: withCasa, user: diner, branch: palermo }));
  await settle(8);
}

describe('choosing an address sends one delivery estimate', () => {
  it('the address screen’s estimate is CHECKOUT’s: one POST, and CHECKOUT offers its options', async () => {
    const t = start(({ cart }) => quoteOf(cart, { quantity: 2 }));
    await chooseCasa(t);
    expect(t.posts).toEqual([
      { idLocal: palermo.id, lat: -34.5889, lon: -58.4306, cantidad: 2, total: 20000 },
    ]);
    const context = t.checkout.getSnapshot().context;
    expect(context.deliveryOptions).toEqual(OPTIONS);
    expect(context.optionsFor).toBe('addr-1');
  });

  it('a quoted subtotal other than the cart’s asks CHECKOUT’s own estimate with it (another body)', async () => {
    // The server prices the steaks at 11.000 since the cart was built: the shipping depends on 22.000.
    const t = start(({ cart }) => quoteOf(cart, { quantity: 2, subtotal: 22000 }));
    await chooseCasa(t);
    expect(t.posts.map((p) => p.total)).toEqual([20000, 22000]);
  });

  it('leaving CHECKOUT and coming back with the same cart asks nothing again', async () => {
    const t = start(({ cart }) => quoteOf(cart, { quantity: 2 }));
    await chooseCasa(t);
    t.checkout.send({ type: 'checkout.closed' });
    t.checkout.send(openedEvent({ cart: withCasa, user: diner, branch: palermo }));
    await settle(8);
    expect(t.posts).toHaveLength(1);
  });
});
