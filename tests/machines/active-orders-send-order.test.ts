import { describe, expect, it } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import type { Cart } from '@/machines/cart/cart.types';
import { sendOrderMachine } from '@/machines/send-order/send-order.machine';
import type { SendOrderAnswer, SendOrderRequest } from '@/machines/send-order/send-order.types';
import { expectState } from '@/tests/support/expect-state';

/**
 * sendOrder's half of issue 13: once an order is sent (the success screen), the active-orders watcher is asked to
 * fetch again (`activeOrders.refreshRequested`), so the new order's card and polling start without waiting for a
 * focus. A failed send asks nothing.
 */
const recorder = createMachine({
  types: {} as { context: { events: string[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event.type] }) } },
});

const cart = {
  draftOrderId: 'Vn3kQ8xYp2LmT7wRz5aBc',
  products: [
    {
      _id: 'p-1',
      name: 'Hamburguesa clásica',
      price: 5000,
      quantity: 1,
      sku: 'HAM-003',
      orderProductId: 'line-1',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    },
  ],
  total: 5000,
  quantity: 1,
  observations: '',
  consumeType: 'local',
  table: '7',
  tableId: '70',
  pickUpTime: null,
  diners: null,
  address: null,
  deliveryOption: null,
  crossSelling: false,
  selectedConsumeTypeIsFromActiveOrder: false,
} as unknown as Cart;

const request: SendOrderRequest = {
  cart,
  idCliente: 'user-1',
  idLocal: 'local-1',
  storeId: 'brasa-palermo',
  idMarca: 'brand-1',
  total: 5000,
  domain: 'https://brasa.localhost',
  updateOrderId: null,
  payment: 'cash',
  providerName: 'Mercado Pago',
  homePath: '/sucursal/local-1/brasa-palermo',
};
const cashAnswer: SendOrderAnswer = {
  orderId: 'order-1',
  preferenceId: null,
  checkoutUrl: null,
  checkoutOrigin: '',
  duplicate: false,
};

function start(reply: () => Promise<SendOrderAnswer>) {
  const clock = new SimulatedClock();
  const machine = sendOrderMachine.provide({
    actors: { submitOrder: fromPromise(reply) },
    actions: { navigate: () => {} },
  });
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'cart', systemId: 'cart', src: recorder },
        { id: 'activeOrders', systemId: 'activeOrders', src: recorder },
        { id: 'sendOrder', systemId: 'sendOrder', src: machine },
      ],
    }),
    { clock },
  ).start();
  const actor = root.system.get('sendOrder') as AnyActorRef;
  const watcher = () => (root.system.get('activeOrders') as AnyActorRef).getSnapshot().context.events;
  return { clock, actor, watcher };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('sendOrder → activeOrders', () => {
  it('the success screen asks the watcher for the list once, as soon as the order is sent', async () => {
    const t = start(() => Promise.resolve(cashAnswer));
    t.actor.send({ type: 'sendOrder.requested', request });
    t.clock.increment(3500);
    await settle();
    expectState(t.actor, 'succeeded');
    expect(t.watcher()).toEqual(['activeOrders.refreshRequested']);
    t.clock.increment(3000);
    await settle();
    expect(t.watcher()).toEqual(['activeOrders.refreshRequested']);
  });

  it('a refused order asks nothing', async () => {
    const t = start(() => Promise.reject(Object.assign(new Error('cerrado'), { status: 409 })));
    t.actor.send({ type: 'sendOrder.requested', request });
    t.clock.increment(3500);
    await settle();
    expectState(t.actor, 'orderFailed');
    expect(t.watcher()).toEqual([]);
  });
});
