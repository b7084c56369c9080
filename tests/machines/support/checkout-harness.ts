import { vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { emptyCart } from '@/machines/cart/cart.rules';
import type { Cart, CartLine } from '@/machines/cart/cart.types';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type {
  CheckoutEstimateRequest,
  CheckoutQuote,
  EstimatedOption,
} from '@/machines/checkout/checkout.rules';
import type {
  CheckoutInput,
  CheckoutOpening,
  PaymentsConfig,
  QuoteCheckoutInput,
  StoredCheckoutState,
} from '@/machines/checkout/checkout.setup';
import type { User } from '@/machines/types';
import { checkoutConnectionListener } from '@/src/adapters/connectivity-events';

/**
 * One way to start CHECKOUT in a machine test: a parent whose system holds stand-ins for the flows checkout tells
 * (cart, layout, sendOrder, socialLogin: each records every event) and the checkout logic with its calls to the
 * server provided by the test. The fixtures below are the ones the checkout suites share; a suite that needs
 * other prices or another schedule builds them from these.
 */

export const guest: User = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };
export const registered: User = { _id: 'user-1', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía' };

/** Brasa Palermo Soho: every system enabled, open all day every day, 8 % in points. */
export const palermo: Branch = {
  id: 'local-1',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850',
  status: 'open',
  PercentagePoints: 8,
  schedule: Object.fromEntries(
    ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [
      d,
      { open: '00:00', close: '23:59' },
    ]),
  ),
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
};

/** One Bife de chorizo at $ 10.000. */
export const steak: CartLine = {
  _id: 'p-1',
  name: 'Bife de chorizo',
  price: 10000,
  quantity: 1,
  sku: 'PAR-001',
  orderProductId: 'line-1',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
};

/** The draft 'draft-1' with the steak, and `changes` over it. */
export const cartWith = (changes: Partial<Cart> = {}): Cart => ({
  ...emptyCart(),
  draftOrderId: 'draft-1',
  products: [steak],
  total: 10000,
  quantity: 1,
  ...changes,
});

/** The server's split for lines priced as the cart shows them (no shipping, no points), and `extra` over it. */
export const quoteOf = (cart: Cart, extra: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  subtotal: cart.total,
  shipping: 0,
  total: cart.total,
  costoEnvio: 0,
  descuentoEnvio: 0,
  pointsToUse: 0,
  totalToPay: cart.total,
  lines: cart.products.map((l) => ({
    orderProductId: l.orderProductId,
    upsellingId: null,
    sku: l.sku,
    quantity: l.quantity,
    price: l.price,
    total: l.price * l.quantity,
  })),
  unavailable: [],
  ...extra,
});

export type Told = Array<{ type: string } & Record<string, unknown>>;

/** Records what it is told (the cart, layout, sendOrder and socialLogin stand-ins). */
export const recorder = createMachine({
  types: {} as { context: { events: Told } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

/** Lets the calls that answered at once be handled: `rounds` turns of the task queue. */
export const settle = async (rounds = 1) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export interface CheckoutStart {
  /** Over the opening event (the default: a guest at Palermo with `cartWith()`, no points, no preference). */
  opening?: Partial<CheckoutOpening>;
  /** Over the flow's input (the default: brand-1, b2c, https://brasa.example, no delivery conditions). */
  input?: Partial<CheckoutInput>;
  /** What storage holds (the default: nothing); the drafts the flow remembers since are added to it. */
  stored?: StoredCheckoutState;
  /** The diner's open orders (the default: none). */
  activeOrders?: unknown[];
  /** The server's quote; `n` counts the quotes asked so far, this one included (the default: the cart's total). */
  quote?: (input: QuoteCheckoutInput, n: number) => CheckoutQuote | Promise<CheckoutQuote>;
  /** The delivery estimate's options (the default: not provided, the flow's own call refuses). */
  estimate?: (input: CheckoutEstimateRequest) => EstimatedOption[] | Promise<EstimatedOption[]>;
  /** Where the browser's `online` event is dispatched (the default: the flow's own listener, which hears none). */
  connection?: EventTarget;
  /** The four calls of the opening never answer (a test of what the flow judges before them). */
  unanswered?: boolean;
}

const never = fromPromise(() => new Promise<never>(() => {})) as never;

/** Starts CHECKOUT in a parent on a simulated clock and opens it. */
/** 'Confirmar orden': the guest's Bife de chorizo at Palermo, with what a test changes. */
export const openedEvent = (changes: Partial<CheckoutOpening> = {}) => ({
  type: 'checkout.opened' as const,
  cart: cartWith(),
  branch: palermo,
  user: guest,
  availablePoints: null,
  preferredConsumeType: null,
  ...changes,
});

export function startCheckout(setup: CheckoutStart = {}) {
  const clock = new SimulatedClock();
  const quotes: QuoteCheckoutInput[] = [];
  const estimates: CheckoutEstimateRequest[] = [];
  const navigate = vi.fn();
  const removeQrData = vi.fn();
  const remembered: string[] = [];
  const calls = setup.unanswered
    ? { readStoredState: never, fetchActiveOrders: never, quoteOrder: never, fetchPaymentsConfig: never }
    : {
        // Storage: what the test arranged plus what the flow remembered since.
        readStoredState: fromPromise<StoredCheckoutState>(async () => ({
          qrData: setup.stored?.qrData ?? null,
          guestModalShownFor: [...(setup.stored?.guestModalShownFor ?? []), ...remembered],
        })),
        fetchActiveOrders: fromPromise<unknown[], { userId: string }>(async () => setup.activeOrders ?? []),
        quoteOrder: fromPromise<CheckoutQuote, QuoteCheckoutInput>(async ({ input }) => {
          quotes.push(input);
          return setup.quote
            ? setup.quote(input, quotes.length)
            : { subtotal: input.cart.total, shipping: 0, total: input.cart.total };
        }),
        fetchPaymentsConfig: fromPromise<PaymentsConfig, { brandId: string }>(async () => ({
          providerName: 'Mercado Pago',
        })),
      };
  const { estimate, connection } = setup;
  const logic = checkoutMachine.provide({
    actors: {
      ...calls,
      ...(estimate
        ? {
            estimateDelivery: fromPromise<EstimatedOption[], CheckoutEstimateRequest>(async ({ input }) => {
              estimates.push(input);
              return estimate(input);
            }),
          }
        : {}),
      ...(connection ? { watchConnection: checkoutConnectionListener(connection) } : {}),
    },
    actions: {
      navigate: (_, params) => navigate(params),
      removeQrData: () => removeQrData(),
      rememberGuestModal: (_, params) => remembered.push(params.draftOrderId),
    },
  });
  // A parent whose system holds the stand-ins and the checkout flow.
  const parent = createMachine({
    invoke: [
      { id: 'cart', systemId: 'cart', src: recorder },
      { id: 'layout', systemId: 'layout', src: recorder },
      { id: 'sendOrder', systemId: 'sendOrder', src: recorder },
      { id: 'socialLogin', systemId: 'socialLogin', src: recorder },
      {
        id: 'checkout',
        systemId: 'checkout',
        src: logic,
        input: {
          brandId: 'brand-1',
          businessType: 'b2c',
          origin: 'https://brasa.example',
          ...setup.input,
        } satisfies CheckoutInput,
      },
    ],
  });
  const root = createActor(parent, { clock }).start();
  const actor = root.system.get('checkout');
  /** What the stand-in with this systemId was told, in order. */
  const told = (id: string) => (root.system.get(id).getSnapshot().context as { events: Told }).events;
  actor.send(openedEvent(setup.opening));
  return { root, actor, clock, told, quotes, estimates, navigate, removeQrData, remembered };
}
