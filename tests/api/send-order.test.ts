import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Cart } from '@/machines/cart/cart.types';
import {
  payloadFor,
  type SubmitOrderInput,
  sendOrderMachine,
} from '@/machines/send-order/send-order.machine';
import type { SendOrderAnswer, SendOrderRequest } from '@/machines/send-order/send-order.types';
import type { RunningServer } from '@/server/start';
import { ApiError, type HttpCall, serverMessage } from '@/src/adapters/http';
import { createOrdersApi } from '@/src/adapters/orders-api';
import { B2C_ID, type Client, signUp, startTestServer } from './helpers';
import { BRANCH_IDS, draft, orderRowCount, STORE_IDS } from './order-helpers';

/**
 * sendOrder against the real server (ordering.md §4 "Sending an order", issue 12 "exactly one order"): the payload
 * the app builds from its cart (the flow's `payloadFor`), sent through the app's orders adapter. Two sends with the
 * same draftOrderId are one order; a send whose answer is lost is sent again by the flow and reports that order.
 */
let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  a = await signUp(server.url);
});
afterAll(() => server?.close());

/** The app's HTTP client contract over the test client (its session cookie): failures become ApiError. */
const callVia = (client: Client): HttpCall =>
  (async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const res = await client.call(options.method ?? 'GET', `/api${path}`, { body: options.body });
    if (res.status >= 400)
      throw new ApiError(serverMessage(res.body) ?? `HTTP error ${res.status}`, res.status);
    return res.body;
  }) as HttpCall;

/** Morcilla (PAR-011, 2900) × 2 to take away at Palermo, as the cart keeps it. */
function cartOf(draftOrderId: string): Cart {
  return {
    draftOrderId,
    products: [
      {
        _id: 'p-morcilla',
        name: 'Morcilla',
        price: 2900,
        quantity: 2,
        sku: 'PAR-011',
        orderProductId: 'line-1',
        customization: { ingredients: {}, aditionals: {} },
        upselling: [],
      },
    ],
    total: 5800,
    quantity: 2,
    observations: '',
    consumeType: 'takeaway',
    table: null,
    tableId: null,
    pickUpTime: new Date(Date.now() + 3_600_000).toISOString(),
    diners: null,
    address: null,
    deliveryOption: null,
    crossSelling: false,
    selectedConsumeTypeIsFromActiveOrder: false,
  };
}

const requestFor = (cart: Cart): SendOrderRequest => ({
  cart,
  idCliente: a.user._id,
  idLocal: BRANCH_IDS.palermo,
  storeId: STORE_IDS.palermo,
  idMarca: B2C_ID,
  total: 5800,
  domain: server.url,
  updateOrderId: null,
  payment: 'card',
  providerName: 'Mercado Pago',
  homePath: `/sucursal/${BRANCH_IDS.palermo}/${STORE_IDS.palermo}`,
});

async function ordersWithDraft(draftOrderId: string): Promise<unknown[]> {
  const history = await a.client.get(`/api/pedido/usuario/${a.user._id}`);
  expect(history.status, history.text).toBe(200);
  return (history.body.data as Array<{ draftOrderId?: string }>).filter(
    (o) => o.draftOrderId === draftOrderId,
  );
}

describe('sending an order through the app’s adapter', () => {
  it('two sends with the same draftOrderId yield one order; the second answers duplicate', async () => {
    const api = createOrdersApi(callVia(a.client));
    const cart = cartOf(draft());
    const payload = payloadFor(requestFor(cart));
    expect(payload.draftOrderId).toBe(cart.draftOrderId);
    const first = await api.submitOrder({ payload, updateOrderId: null });
    const second = await api.submitOrder({ payload, updateOrderId: null });
    expect(first.duplicate).toBe(false);
    expect(first.preferenceId).toMatch(/^sbx-/);
    expect(first.checkoutOrigin).toBe(server.orders.sandboxOrigin);
    expect(second).toEqual({ ...first, duplicate: true });
    expect(await ordersWithDraft(cart.draftOrderId as string)).toHaveLength(1);
    expect(
      await orderRowCount(server, 'id_cliente = $1 AND draft_order_id = $2', [a.user._id, cart.draftOrderId]),
    ).toBe(1);
  });

  it('a different draftOrderId is a different order', async () => {
    const api = createOrdersApi(callVia(a.client));
    const one = await api.submitOrder({
      payload: payloadFor(requestFor(cartOf(draft()))),
      updateOrderId: null,
    });
    const two = await api.submitOrder({
      payload: payloadFor(requestFor(cartOf(draft()))),
      updateOrderId: null,
    });
    expect(two.orderId).not.toBe(one.orderId);
  });
});

describe('the sendOrder flow on the real server', () => {
  it('the answer to the first send is lost: the flow sends the same draftOrderId again and reports the one order', async () => {
    const api = createOrdersApi(callVia(a.client));
    const sends: SubmitOrderInput[] = [];
    const machine = sendOrderMachine.provide({
      actors: {
        submitOrder: fromPromise<SendOrderAnswer, SubmitOrderInput>(async ({ input }) => {
          sends.push(input);
          const answer = await api.submitOrder(input);
          // The server created the order, but its answer never reaches the app.
          if (sends.length === 1) throw new ApiError('network error: connection reset', null);
          return answer;
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor: AnyActorRef = createActor(machine, { clock }).start();
    const cart = cartOf(draft());
    actor.send({ type: 'sendOrder.requested', request: requestFor(cart) });
    clock.increment(3500);
    await waitFor(actor, (s) => s.matches('retrying'), { timeout: 10_000 });
    expect(await ordersWithDraft(cart.draftOrderId as string)).toHaveLength(1);
    clock.increment(1500);
    const done = await waitFor(actor, (s) => s.matches('awaitingPayment'), { timeout: 10_000 });
    actor.stop();
    expect(sends).toHaveLength(2);
    expect(sends[1].payload.draftOrderId).toBe(cart.draftOrderId);
    const orders = (await ordersWithDraft(cart.draftOrderId as string)) as Array<{ _id: string }>;
    expect(orders).toHaveLength(1);
    expect(done.context.answer).toMatchObject({ orderId: orders[0]._id, duplicate: true });
  });
});
