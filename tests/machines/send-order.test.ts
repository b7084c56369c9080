import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { cartMachine } from '@/machines/cart/cart.machine';
import { selectCart } from '@/machines/cart/cart.selectors';
import type { Cart, CartLine } from '@/machines/cart/cart.types';
import type { OrderPayload } from '@/machines/rules/order-payload';
import { type SubmitOrderInput, sendOrderMachine } from '@/machines/send-order/send-order.machine';
import {
  selectCanCancel,
  selectCanVerifyAgain,
  selectCanViewOrder,
  selectErrorDetail,
  selectIsAwaitingPayment,
  selectIsSending,
  selectProcessingView,
  selectSentOrderId,
} from '@/machines/send-order/send-order.selectors';
import type { SendOrderAnswer, SendOrderRequest } from '@/machines/send-order/send-order.types';
import { expectState } from '@/tests/support/expect-state';

/** A stand-in flow that records what it is told. */
const recorder = createMachine({
  types: {} as { context: { events: Array<{ type: string } & Record<string, unknown>> } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event as never] }) } },
});

const line: CartLine = {
  _id: 'p-1',
  name: 'Hamburguesa clásica',
  price: 5000,
  quantity: 1,
  sku: 'HAM-003',
  orderProductId: 'line-1',
  customization: {
    ingredients: {
      'PAN-BRI-g1': { sku: 'PAN-BRI', name: 'Pan brioche', price: 0, quantity: 1, minLimit: 1 },
    },
    aditionals: {},
  },
  upselling: [],
};

const DRAFT = 'Vn3kQ8xYp2LmT7wRz5aBc';

const cart: Cart = {
  draftOrderId: DRAFT,
  products: [line],
  total: 5000,
  quantity: 1,
  observations: 'Sin cebolla',
  consumeType: 'takeaway',
  table: null,
  tableId: null,
  pickUpTime: '2026-11-23T21:30',
  diners: null,
  address: null,
  deliveryOption: null,
  crossSelling: false,
  selectedConsumeTypeIsFromActiveOrder: false,
};

const request = (overrides: Partial<SendOrderRequest> = {}): SendOrderRequest => ({
  cart,
  idCliente: 'user-1',
  idLocal: 'local-1',
  storeId: 'brasa-palermo',
  idMarca: 'brand-1',
  total: 5000,
  domain: 'https://brasa.localhost',
  updateOrderId: null,
  payment: 'card',
  providerName: 'Mercado Pago',
  homePath: '/sucursal/local-1/brasa-palermo',
  ...overrides,
});

const paidOnline: SendOrderAnswer = {
  orderId: 'order-1',
  preferenceId: 'sbx-1',
  checkoutUrl: 'https://pagos.localhost/checkout?preference=sbx-1',
  checkoutOrigin: 'https://pagos.localhost',
  duplicate: false,
};
const cashAnswer: SendOrderAnswer = {
  ...paidOnline,
  preferenceId: null,
  checkoutUrl: null,
  checkoutOrigin: '',
};

/** The HTTP adapter's failures: status null when no answer came, the status and message otherwise. */
const lost = () => Object.assign(new Error('network error: Failed to fetch'), { status: null });
const refused = (message: string) => Object.assign(new Error(message), { status: 409 });

type Reply = () => Promise<SendOrderAnswer>;

interface Options {
  /** One reply per send, in order; a send beyond the list never answers. */
  replies?: Reply[];
  withPaymentVerification?: boolean;
  withCart?: 'recorder' | { restored: unknown };
}

let roots: AnyActorRef[] = [];
afterEach(() => {
  for (const r of roots) r.stop();
  roots = [];
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** sendOrder in a system beside recording cart, app and (optionally) paymentVerification flows, on a simulated clock. */
function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const sends: SubmitOrderInput[] = [];
  const replies = [...(options.replies ?? [])];
  const effects: string[] = [];
  const reserveProviderWindow = vi.fn(() => effects.push('reserve'));
  const openProviderCheckout = vi.fn((_: unknown, params: { url: string }) =>
    effects.push(`open ${params.url}`),
  );
  const closeProviderWindow = vi.fn(() => effects.push('close'));
  const storePendingPayment = vi.fn((_: unknown, params: { key: string; orderId: string }) =>
    effects.push(`store ${params.key}=${params.orderId}`),
  );
  const navigate = vi.fn((_: unknown, params: { to: string; replace?: boolean }) =>
    effects.push(`navigate ${params.to}`),
  );
  const machine = sendOrderMachine.provide({
    actors: {
      submitOrder: fromPromise(({ input }) => {
        sends.push(input as SubmitOrderInput);
        const reply = replies.shift();
        return reply ? reply() : new Promise<SendOrderAnswer>(() => {});
      }),
    },
    actions: {
      reserveProviderWindow,
      openProviderCheckout,
      closeProviderWindow,
      storePendingPayment,
      navigate,
    },
  });
  const cartSrc =
    options.withCart && options.withCart !== 'recorder'
      ? cartMachine.provide({
          actors: {
            watchSession: fromCallback(() => {}),
            cartSync: fromCallback(() => {}),
            quoteCart: fromPromise(() => new Promise(() => {})),
            fetchSuggestions: fromPromise(async () => [] as never[]) as never,
          },
        })
      : recorder;
  const cartInput =
    options.withCart && options.withCart !== 'recorder'
      ? {
          brandId: 'brand-1',
          businessType: 'b2c',
          restored: options.withCart.restored,
          user: { _id: 'user-1' },
        }
      : undefined;
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'app', systemId: 'app', src: recorder },
        { id: 'cart', systemId: 'cart', src: cartSrc as typeof recorder, input: cartInput as never },
        ...(options.withPaymentVerification
          ? [{ id: 'paymentVerification', systemId: 'paymentVerification', src: recorder }]
          : []),
        { id: 'sendOrder', systemId: 'sendOrder', src: machine },
      ],
    }),
    { clock },
  ).start();
  roots.push(root);
  const actor = root.system.get('sendOrder') as AnyActorRef;
  const eventsOf = (id: string) =>
    ((root.system.get(id) as AnyActorRef | undefined)?.getSnapshot().context.events ?? []) as Array<
      { type: string } & Record<string, unknown>
    >;
  const snapshot = () => actor.getSnapshot();
  return {
    root,
    actor,
    clock,
    sends,
    effects,
    snapshot,
    eventsOf,
    reserveProviderWindow,
    closeProviderWindow,
    navigate,
    storePendingPayment,
  };
}

/** Tap 'Enviar orden' and let the 3.5 s pass. */
async function tapAndWait(t: ReturnType<typeof start>, req = request()) {
  t.actor.send({ type: 'sendOrder.requested', request: req });
  t.clock.increment(3500);
  await settle();
}

describe('idle', () => {
  it('is not sending; the tap starts the processing screen at once', () => {
    const t = start();
    expect(selectIsSending(t.snapshot())).toBe(false);
    expect(selectProcessingView(t.snapshot())).toBeNull();
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    expect(selectIsSending(t.snapshot())).toBe(true);
    expect(selectProcessingView(t.snapshot())).toBe('working');
    expectState(t.actor, 'waiting.cancellable');
  });

  it('reserves the provider window inside the tap (synchronously) for a card payment', () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request({ payment: 'card' }) });
    // Before any clock tick or microtask: the gesture is still on the stack.
    expect(t.reserveProviderWindow).toHaveBeenCalledTimes(1);
  });

  it('reserves no window when the order is paid at the branch', () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request({ payment: 'cash' }) });
    expect(t.reserveProviderWindow).not.toHaveBeenCalled();
  });
});

describe('waiting (3.5 s, Cancelar orden for the first 3 s)', () => {
  it('sends nothing before 3.5 s, and the create at 3.5 s', async () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    t.clock.increment(3499);
    await settle();
    expect(t.sends).toHaveLength(0);
    t.clock.increment(1);
    await settle();
    expect(t.sends).toHaveLength(1);
    expectState(t.actor, 'sending');
  });

  it("offers 'Cancelar orden' for 3 s exactly", () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    expect(selectCanCancel(t.snapshot())).toBe(true);
    t.clock.increment(2999);
    expect(selectCanCancel(t.snapshot())).toBe(true);
    t.clock.increment(1);
    expect(selectCanCancel(t.snapshot())).toBe(false);
    expectState(t.actor, 'waiting.committed');
  });

  it('cancelling goes back to checkout, closes the reserved window and sends nothing', async () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    t.clock.increment(2999);
    t.actor.send({ type: 'sendOrder.cancelled' });
    expectState(t.actor, 'idle');
    expect(selectIsSending(t.snapshot())).toBe(false);
    expect(t.effects).toEqual(['reserve', 'close']);
    t.clock.increment(10_000);
    await settle();
    expect(t.sends).toHaveLength(0);
  });

  it('a cancel after 3 s is too late: the order is sent', async () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    t.clock.increment(3000);
    t.actor.send({ type: 'sendOrder.cancelled' });
    expectState(t.actor, 'waiting.committed');
    t.clock.increment(500);
    await settle();
    expect(t.sends).toHaveLength(1);
  });

  it('a second tap while waiting is ignored: one send, one reserved window, the first request', async () => {
    const t = start();
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    t.clock.increment(1000);
    t.actor.send({ type: 'sendOrder.requested', request: request({ total: 1 }) });
    t.clock.increment(2500);
    await settle();
    t.clock.increment(100_000);
    await settle();
    expect(t.sends).toHaveLength(1);
    expect(t.sends[0].payload.total).toBe(5000);
    expect(t.reserveProviderWindow).toHaveBeenCalledTimes(1);
  });
});

describe('sending', () => {
  it('creates with the §3 payload: the cart’s draftOrderId, orderChangeState new, customisation flattened', async () => {
    const t = start();
    await tapAndWait(t);
    const { payload, updateOrderId } = t.sends[0];
    expect(updateOrderId).toBeNull();
    expect(payload).toMatchObject({
      idCliente: 'user-1',
      idLocal: 'local-1',
      storeId: 'brasa-palermo',
      idMarca: 'brand-1',
      draftOrderId: DRAFT,
      total: 5000,
      type: 'takeaway',
      comments: 'Sin cebolla',
      horaRetiro: '2026-11-23T21:30',
      domain: 'https://brasa.localhost',
      orderChangeState: 'new',
    });
    expect(payload.orderPayment[0].customization).toEqual([
      { sku: 'PAN-BRI', name: 'Pan brioche', price: 0, quantity: 1, minLimit: 1 },
    ]);
  });

  it("updates the open table order with 'update', without comments, costoEnvio and domain", async () => {
    const t = start();
    const tableCart: Cart = { ...cart, consumeType: 'local', table: '12', tableId: '7', pickUpTime: null };
    await tapAndWait(t, request({ cart: tableCart, payment: 'cash', updateOrderId: 'order-open' }));
    const { payload, updateOrderId } = t.sends[0];
    expect(updateOrderId).toBe('order-open');
    expect(payload).toMatchObject({ type: 'mesa', mesa: 12, mesaId: 7, orderChangeState: 'update' });
    const keys = Object.keys(payload as OrderPayload);
    expect(keys).not.toContain('comments');
    expect(keys).not.toContain('domain');
    expect(keys).not.toContain('costoEnvio');
  });

  it('with preferenceId: stores idOrder{provider}, points the window at the checkout, starts paymentVerification', async () => {
    const t = start({ replies: [async () => paidOnline], withPaymentVerification: true });
    await tapAndWait(t);
    await settle();
    expectState(t.actor, 'awaitingPayment');
    expect(selectIsAwaitingPayment(t.snapshot())).toBe(true);
    expect(t.effects).toEqual([
      'reserve',
      'store idOrderMercado Pago=order-1',
      'open https://pagos.localhost/checkout?preference=sbx-1',
    ]);
    // At its start sendOrder announced the screen (screenOpened); then the hand-over.
    expect(t.eventsOf('paymentVerification').slice(1)).toEqual([
      {
        type: 'paymentVerification.started',
        orderId: 'order-1',
        idLocal: 'local-1',
        providerName: 'Mercado Pago',
        checkoutOrigin: 'https://pagos.localhost',
        mode: 'processing',
      },
    ]);
    expect(selectSentOrderId(t.snapshot())).toBe('order-1');
  });

  it('the checkout origin from payments config wins over the checkoutUrl’s', async () => {
    const t = start({ replies: [async () => paidOnline], withPaymentVerification: true });
    await tapAndWait(t, request({ checkoutOrigin: 'https://sandbox.pagos.localhost' }));
    await settle();
    expect(t.eventsOf('paymentVerification')[1].checkoutOrigin).toBe('https://sandbox.pagos.localhost');
  });

  it('paymentVerification not running yet: the root actor is asked to open it with the event', async () => {
    const t = start({ replies: [async () => paidOnline] });
    await tapAndWait(t);
    await settle();
    const [opened] = t.eventsOf('app');
    expect(opened).toMatchObject({
      type: 'app.flowOpened',
      flow: 'paymentVerification',
      event: { type: 'paymentVerification.started', orderId: 'order-1', mode: 'processing' },
    });
  });

  it('without preferenceId the order is a success, and the blank window is closed', async () => {
    const t = start({ replies: [async () => cashAnswer] });
    await tapAndWait(t);
    await settle();
    expectState(t.actor, 'succeeded');
    expect(selectProcessingView(t.snapshot())).toBe('success');
    expect(t.effects).toEqual(['reserve', 'close']);
    expect(t.storePendingPayment).not.toHaveBeenCalled();
  });

  it('a lost answer is sent again after 1.5 s with the same draftOrderId, and reports the one order', async () => {
    const t = start({
      replies: [async () => Promise.reject(lost()), async () => ({ ...cashAnswer, duplicate: true })],
    });
    await tapAndWait(t);
    await settle();
    expectState(t.actor, 'retrying');
    expect(selectProcessingView(t.snapshot())).toBe('working');
    t.clock.increment(1499);
    await settle();
    expect(t.sends).toHaveLength(1);
    t.clock.increment(1);
    await settle();
    await settle();
    expect(t.sends).toHaveLength(2);
    expect(t.sends[1]).toEqual(t.sends[0]);
    expect(t.sends[1].payload.draftOrderId).toBe(DRAFT);
    expectState(t.actor, 'succeeded');
    expect(selectSentOrderId(t.snapshot())).toBe('order-1');
  });

  it('no answer within 20 s counts as lost: the same payload is sent again', async () => {
    const t = start({ replies: [() => new Promise(() => {}), async () => cashAnswer] });
    await tapAndWait(t);
    t.clock.increment(19_999);
    await settle();
    expectState(t.actor, 'sending');
    t.clock.increment(1);
    t.clock.increment(1500);
    await settle();
    await settle();
    expect(t.sends).toHaveLength(2);
    expect(t.sends[1].payload.draftOrderId).toBe(DRAFT);
    expectState(t.actor, 'succeeded');
  });

  it('a second tap while sending or awaiting the payment is ignored', async () => {
    const t = start({ replies: [() => new Promise(() => {})] });
    await tapAndWait(t);
    t.actor.send({ type: 'sendOrder.requested', request: request() });
    expectState(t.actor, 'sending');
    const u = start({ replies: [async () => paidOnline], withPaymentVerification: true });
    await tapAndWait(u);
    await settle();
    u.actor.send({ type: 'sendOrder.requested', request: request() });
    u.clock.increment(100_000);
    await settle();
    expectState(u.actor, 'awaitingPayment');
    expect(u.sends).toHaveLength(1);
    expect(u.reserveProviderWindow).toHaveBeenCalledTimes(1);
  });
});

describe('request error (no answer after every attempt)', () => {
  it('shows the error after 3 lost sends and resets after 3 s; the cart is kept', async () => {
    const t = start({
      replies: [
        async () => Promise.reject(lost()),
        async () => Promise.reject(lost()),
        async () => Promise.reject(lost()),
      ],
    });
    await tapAndWait(t);
    for (let i = 0; i < 2; i++) {
      await settle();
      t.clock.increment(1500);
      await settle();
    }
    await settle();
    expect(t.sends).toHaveLength(3);
    expect(new Set(t.sends.map((s) => s.payload.draftOrderId))).toEqual(new Set([DRAFT]));
    expectState(t.actor, 'requestFailed');
    expect(selectProcessingView(t.snapshot())).toBe('error');
    expect(selectCanViewOrder(t.snapshot())).toBe(true);
    expect(selectCanVerifyAgain(t.snapshot())).toBe(false);
    expect(t.effects.at(-1)).toBe('close');
    t.clock.increment(2999);
    expectState(t.actor, 'requestFailed');
    t.clock.increment(1);
    expectState(t.actor, 'idle');
    expect(t.eventsOf('cart')).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('order error (the create or update refused)', () => {
  it("shows 'No se pudo procesar' with the server's message, closes after 4 s, never retried", async () => {
    const message = 'Debe seleccionar una hora de retiro';
    const t = start({ replies: [async () => Promise.reject(refused(message))] });
    await tapAndWait(t);
    await settle();
    expectState(t.actor, 'orderFailed');
    expect(selectErrorDetail(t.snapshot())).toEqual({ text: message });
    expect(selectProcessingView(t.snapshot())).toBe('error');
    expect(t.effects).toEqual(['reserve', 'close']);
    t.clock.increment(3999);
    expectState(t.actor, 'orderFailed');
    t.clock.increment(1);
    expectState(t.actor, 'idle');
    expect(t.sends).toHaveLength(1);
    expect(t.eventsOf('cart')).toEqual([]);
  });

  it("'Ver orden' closes it at once", async () => {
    const t = start({ replies: [async () => Promise.reject(refused('x'))] });
    await tapAndWait(t);
    await settle();
    t.actor.send({ type: 'sendOrder.orderViewRequested' });
    expectState(t.actor, 'idle');
  });
});

describe('awaiting the payment', () => {
  async function awaiting() {
    const t = start({ replies: [async () => paidOnline], withPaymentVerification: true });
    await tapAndWait(t);
    await settle();
    return t;
  }

  it('verified → success; 3 s later the cart is cleared and the branch home opens', async () => {
    const t = await awaiting();
    t.actor.send({ type: 'sendOrder.paymentVerified' });
    expectState(t.actor, 'succeeded');
    t.clock.increment(2999);
    expect(t.eventsOf('cart')).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.eventsOf('cart')).toEqual([{ type: 'cart.cleared' }]);
    expect(t.navigate).toHaveBeenCalledWith(expect.anything(), {
      to: '/sucursal/local-1/brasa-palermo',
      replace: true,
    });
    expectState(t.actor, 'idle');
    expect(selectIsSending(t.snapshot())).toBe(false);
  });

  it("not verified → the error with 'Verificar nuevamente' and 'Ver orden'; no timer closes it", async () => {
    const t = await awaiting();
    t.actor.send({ type: 'sendOrder.paymentFailed' });
    expectState(t.actor, 'paymentFailed');
    expect(selectCanVerifyAgain(t.snapshot())).toBe(true);
    expect(selectCanViewOrder(t.snapshot())).toBe(true);
    t.clock.increment(60_000);
    expectState(t.actor, 'paymentFailed');
  });

  it("'Verificar nuevamente' asks paymentVerification and waits again; a verified payment then succeeds", async () => {
    const t = await awaiting();
    t.actor.send({ type: 'sendOrder.paymentFailed' });
    t.actor.send({ type: 'sendOrder.manualVerificationRequested' });
    expectState(t.actor, 'awaitingPayment');
    expect(t.eventsOf('paymentVerification').at(-1)).toEqual({ type: 'paymentVerification.manualRequested' });
    t.actor.send({ type: 'sendOrder.paymentVerified' });
    expectState(t.actor, 'succeeded');
  });

  it("'Ver orden' goes back to checkout with the cart kept (the order stays on the server)", async () => {
    const t = await awaiting();
    t.actor.send({ type: 'sendOrder.paymentFailed' });
    t.actor.send({ type: 'sendOrder.orderViewRequested' });
    expectState(t.actor, 'idle');
    t.clock.increment(10_000);
    expect(t.eventsOf('cart')).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('with the real cart', () => {
  it('a cart restored after a reload keeps its draftOrderId, which the next send carries; success empties it', async () => {
    // The persisted `order` slice as a reload mid-send finds it.
    const t = start({ replies: [async () => cashAnswer], withCart: { restored: { ...cart } } });
    const cartActor = t.root.system.get('cart') as AnyActorRef;
    const restored = selectCart(cartActor.getSnapshot());
    expect(restored.draftOrderId).toBe(DRAFT);
    await tapAndWait(t, request({ cart: restored, payment: 'cash' }));
    await settle();
    expect(t.sends[0].payload.draftOrderId).toBe(DRAFT);
    expectState(t.actor, 'succeeded');
    t.clock.increment(3000);
    expect(selectCart(cartActor.getSnapshot()).products).toEqual([]);
    expect(selectCart(cartActor.getSnapshot()).draftOrderId).toBeNull();
  });
});

describe('a payment resumed after a reload (issue 12: reload while the provider window is open)', () => {
  it('at its start sendOrder tells a running paymentVerification that the screen is open', () => {
    const t = start({ withPaymentVerification: true });
    expect(t.eventsOf('paymentVerification')).toEqual([{ type: 'paymentVerification.screenOpened' }]);
  });

  it("resumed: the working face, then verified → 'Enviamos tu orden', 3 s later the cart is cleared and the branch home opens", async () => {
    const t = start({ withCart: { restored: { ...cart } } });
    const cartActor = t.root.system.get('cart') as AnyActorRef;
    t.actor.send({ type: 'sendOrder.paymentResumed', homePath: '/sucursal/b-1/s-1' });
    expectState(t.actor, 'awaitingPayment');
    expect(selectIsSending(t.actor.getSnapshot())).toBe(true);
    t.actor.send({ type: 'sendOrder.paymentFailed' });
    expectState(t.actor, 'paymentFailed');
    // The provider window closed later: a new run shows the working face again, then succeeds.
    t.actor.send({ type: 'sendOrder.paymentResumed' });
    expectState(t.actor, 'awaitingPayment');
    t.actor.send({ type: 'sendOrder.paymentVerified', draftOrderId: DRAFT });
    expectState(t.actor, 'succeeded');
    t.clock.increment(2999);
    expect(selectCart(cartActor.getSnapshot()).draftOrderId).toBe(DRAFT);
    t.clock.increment(1);
    expect(selectCart(cartActor.getSnapshot()).products).toEqual([]);
    expect(t.effects.at(-1)).toBe('navigate /sucursal/b-1/s-1');
  });

  it('verified while idle (no screen shows it): the cart of that order is cleared at once, another cart is kept', () => {
    const t = start({ withCart: { restored: { ...cart } } });
    const cartActor = t.root.system.get('cart') as AnyActorRef;
    t.actor.send({ type: 'sendOrder.paymentVerified', draftOrderId: 'another-draft' });
    expect(selectCart(cartActor.getSnapshot()).draftOrderId).toBe(DRAFT);
    t.actor.send({ type: 'sendOrder.paymentVerified', draftOrderId: DRAFT });
    expectState(t.actor, 'idle');
    expect(selectCart(cartActor.getSnapshot()).products).toEqual([]);
  });
});
