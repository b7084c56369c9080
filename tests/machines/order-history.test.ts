import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, setup } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { orderHistoryTexts } from '@/locales/es/order-history';
import { demoOrder } from '@/machines/order-history/order-history.fixtures';
import { type OrderDetailAnswer, orderHistoryMachine } from '@/machines/order-history/order-history.machine';
import {
  selectDetailBackTo,
  selectDetailRefusal,
  selectDetailView,
  selectHistoryEntries,
  selectHistoryView,
  selectOrderDetail,
} from '@/machines/order-history/order-history.selectors';
import type { OrderRecord } from '@/machines/rules/order-record';
import type { NavigateParams } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

class HttpFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const flush = () => new Promise((r) => setTimeout(r, 0));

/** The flow in a system beside a layout stand-in that records what it is told. */
function start() {
  const historyCalls: Array<Deferred<OrderRecord[]>> = [];
  const detailCalls: Array<Deferred<OrderDetailAnswer>> = [];
  const fetchOrderHistory = vi.fn((_userId: string) => {
    const d = deferred<OrderRecord[]>();
    historyCalls.push(d);
    return d.promise;
  });
  const fetchOrderDetail = vi.fn((_orderId: string) => {
    const d = deferred<OrderDetailAnswer>();
    detailCalls.push(d);
    return d.promise;
  });
  const navigate = vi.fn((_: unknown, _params: NavigateParams) => {});
  const layoutEvents: string[] = [];
  const layout = createMachine({
    on: { '*': { actions: ({ event }) => layoutEvents.push(event.type) } },
  });
  const flow = orderHistoryMachine.provide({
    actors: {
      fetchOrderHistory: fromPromise(({ input }) => fetchOrderHistory((input as { userId: string }).userId)),
      fetchOrderDetail: fromPromise(({ input }) => fetchOrderDetail((input as { orderId: string }).orderId)),
    },
    actions: { navigate },
  });
  const root = createActor(
    setup({ actors: { layout, flow } }).createMachine({
      invoke: [
        { src: 'layout', systemId: 'layout' },
        { src: 'flow', systemId: 'orderHistory' },
      ],
    }),
  ).start();
  running = root;
  const actor = root.system.get('orderHistory') as AnyActorRef;
  return { actor, historyCalls, detailCalls, fetchOrderHistory, fetchOrderDetail, navigate, layoutEvents };
}

let running: AnyActorRef | undefined;
afterEach(() => {
  running?.stop();
  vi.restoreAllMocks();
});

const spanish = (key: string) => textIn(es, key as never);

describe('PROFILE_ORDERS (the list region)', () => {
  it('asks GET /pedido/usuario/{userId} when opened with a user, showing skeletons meanwhile', () => {
    const { actor, fetchOrderHistory } = start();
    expectState(actor, 'list.idle');
    expectState(actor, 'detail.idle');
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    expectState(actor, 'list.loading');
    expect(fetchOrderHistory).toHaveBeenCalledWith('user-1');
    expect(selectHistoryView(actor.getSnapshot())).toBe('loading');
  });

  it('asks nothing without a user', () => {
    const { actor, fetchOrderHistory } = start();
    actor.send({ type: 'orderHistory.opened', userId: null });
    expectState(actor, 'list.idle');
    expect(fetchOrderHistory).not.toHaveBeenCalled();
  });

  it('lists the orders newest first with the icon by orderStatus, totalinvoiced and the date', async () => {
    const { actor, historyCalls } = start();
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    historyCalls[0].resolve([
      demoOrder({ _id: 'old', created: '2026-10-01T10:00:00Z', orderStatus: 'CANCELADO' }),
      demoOrder({ _id: 'new', created: '2026-11-21T10:00:00Z', orderStatus: 'PENDIENTE' }),
      demoOrder({ _id: 'mid', created: '2026-11-01T10:00:00Z', orderStatus: 'PAGADO' }),
    ]);
    await flush();
    expectState(actor, 'list.loaded');
    expect(selectHistoryView(actor.getSnapshot())).toBe('list');
    const entries = selectHistoryEntries(actor.getSnapshot());
    expect(entries.map((e) => [e.id, e.icon])).toEqual([
      ['new', 'pending'],
      ['mid', 'success'],
      ['old', 'error'],
    ]);
    expect(entries[0].totalinvoiced).toBe(20400);
    expect(entries[0].created).toBe('2026-11-21T10:00:00Z');
  });

  it("shows 'No tenes actividades registradas' for an empty history", async () => {
    const { actor, historyCalls } = start();
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    historyCalls[0].resolve([]);
    await flush();
    expect(selectHistoryView(actor.getSnapshot())).toBe('empty');
    expect(orderHistoryTexts.orderHistory.empty).toBe('No tenes actividades registradas');
  });

  it('fails with a retry that asks again, and opening again reloads', async () => {
    const { actor, historyCalls, fetchOrderHistory } = start();
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    historyCalls[0].reject(new HttpFailure('network error', null));
    await flush();
    expectState(actor, 'list.failed');
    expect(selectHistoryView(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'orderHistory.retryRequested' });
    expectState(actor, 'list.loading');
    historyCalls[1].resolve([demoOrder()]);
    await flush();
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    expectState(actor, 'list.loading');
    expect(fetchOrderHistory).toHaveBeenCalledTimes(3);
  });
});

describe('PROFILE_ORDERS/{id} (the detail region)', () => {
  it('asks GET /pedido/detalles/{id} and shows every §2 item', async () => {
    const { actor, detailCalls, fetchOrderDetail } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    expectState(actor, 'detail.loading');
    expect(fetchOrderDetail).toHaveBeenCalledWith('order-1');
    detailCalls[0].resolve({ order: demoOrder(), orderDetails: [] });
    await flush();
    expectState(actor, 'detail.loaded');
    const view = selectOrderDetail(actor.getSnapshot());
    expect(view).toMatchObject({
      idOrder: '1042',
      totalinvoiced: 20400,
      orderAmount: 20400,
      discount: 1200,
      totalPaid: 19200,
      paymentMethods: 'Puntos + Mercado Pago',
      pointsPercentage: 5,
      winPoints: 960,
      malformed: false,
    });
    expect(spanish(view?.statusLabel ?? '')).toBe('Pagaste');
    expect(spanish(view?.consumeType ?? '')).toBe('Para llevar');
    expect(view?.items[0]).toMatchObject({
      name: 'Pizza muzzarella',
      quantity: 2,
      comments: 'Sin aceitunas',
    });
  });

  it('a rejected order (the error set) claims no payment, no discount and no points earned', async () => {
    const { actor, detailCalls } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].resolve({
      order: demoOrder({
        orderStatus: 'RECHAZADO',
        totalFacturado: 44700,
        total: 44700,
        account: { totalinvoiced: 44700, pointsToUse: 0, pointsPercentage: 10, winPoints: 4470 },
      }),
      orderDetails: [],
    });
    await flush();
    expect(selectOrderDetail(actor.getSnapshot())).toMatchObject({
      icon: 'error',
      totalinvoiced: 44700,
      orderAmount: 44700,
      discount: 0,
      totalPaid: 0,
      winPoints: 0,
    });
  });

  it('reads orderPayment given as a JSON string like an array', async () => {
    const { actor, detailCalls } = start();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].resolve({
      order: demoOrder({ orderPayment: JSON.stringify([{ name: 'Empanada', quantity: 1, price: 1500 }]) }),
      orderDetails: [],
    });
    await flush();
    expect(selectOrderDetail(actor.getSnapshot())?.items.map((i) => i.name)).toEqual(['Empanada']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows what it can of a malformed orderPayment and logs a warning (never a blank detail)', async () => {
    const { actor, detailCalls } = start();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].resolve({
      order: demoOrder({ orderPayment: [{ name: 'Empanada', quantity: 1 }, { broken: true }] }),
      orderDetails: [],
    });
    await flush();
    expectState(actor, 'detail.loaded');
    const view = selectOrderDetail(actor.getSnapshot());
    expect(view?.malformed).toBe(true);
    expect(view?.items.map((i) => i.name)).toEqual(['Empanada']);
    expect(view?.totalinvoiced).toBe(20400);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a truncated JSON string still shows the totals, with the warning', async () => {
    const { actor, detailCalls } = start();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].resolve({ order: demoOrder({ orderPayment: '[{"name":"Pizza"' }), orderDetails: [] });
    await flush();
    expectState(actor, 'detail.loaded');
    expect(selectOrderDetail(actor.getSnapshot())).toMatchObject({
      malformed: true,
      items: [],
      totalinvoiced: 20400,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses details.orderDetails when the record has no orderPayment', async () => {
    const { actor, detailCalls } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].resolve({
      order: demoOrder({ orderPayment: null }),
      orderDetails: [{ name: 'Flan', quantity: 3, price: 800, customization: [] }],
    });
    await flush();
    expect(selectOrderDetail(actor.getSnapshot())?.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Flan', 3],
    ]);
  });

  it.each([
    [403, 'No tenés permiso para acceder a este recurso.'],
    [404, 'Orden no encontrada'],
  ])("a %i is refused with the server's message and no retry", async (status, message) => {
    const { actor, detailCalls, fetchOrderDetail } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'someone-else', previousPath: null, userId: 'user-1' });
    detailCalls[0].reject(new HttpFailure(message, status));
    await flush();
    expectState(actor, 'detail.refused');
    expect(selectDetailView(actor.getSnapshot())).toBe('refused');
    expect(selectDetailRefusal(actor.getSnapshot())).toBe(message);
    actor.send({ type: 'orderDetail.retryRequested' });
    expectState(actor, 'detail.refused');
    expect(fetchOrderDetail).toHaveBeenCalledTimes(1);
  });

  it('no answer (or a 5xx) fails with a retry that asks again', async () => {
    const { actor, detailCalls, fetchOrderDetail } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].reject(new HttpFailure('network error', null));
    await flush();
    expectState(actor, 'detail.failed');
    expect(selectDetailRefusal(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'orderDetail.retryRequested' });
    expectState(actor, 'detail.loading');
    expect(fetchOrderDetail).toHaveBeenCalledTimes(2);
  });

  it("back goes to the layout's previousPath when the active-order card opened the detail; the list is not asked", async () => {
    const { actor, navigate, fetchOrderHistory } = start();
    actor.send({
      type: 'orderDetail.opened',
      orderId: 'order-1',
      previousPath: '/sucursal/l1/s1',
      userId: 'user-1',
    });
    expect(selectDetailBackTo(actor.getSnapshot())).toBe('/sucursal/l1/s1');
    actor.send({ type: 'orderDetail.backRequested' });
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/sucursal/l1/s1' });
    expectState(actor, 'list.idle');
    expectState(actor, 'detail.idle');
    expect(fetchOrderHistory).not.toHaveBeenCalled();
  });

  it('back goes to PROFILE_ORDERS without a previousPath, also from a refusal', async () => {
    const { actor, detailCalls, navigate } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'x', previousPath: null, userId: 'user-1' });
    detailCalls[0].reject(new HttpFailure('Orden no encontrada', 404));
    await flush();
    actor.send({ type: 'orderDetail.backRequested' });
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/perfil/ordenes' });
  });

  it('back to PROFILE_ORDERS asks the list afresh once, however often its screen then opens', async () => {
    const { actor, historyCalls, detailCalls, fetchOrderHistory } = start();
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    historyCalls[0].resolve([demoOrder()]);
    await flush();
    actor.send({
      type: 'orderDetail.opened',
      orderId: 'order-1',
      previousPath: '/perfil/ordenes',
      userId: 'user-1',
    });
    detailCalls[0].resolve({ order: demoOrder(), orderDetails: [] });
    await flush();
    actor.send({ type: 'orderDetail.backRequested' });
    expectState(actor, 'list.loading');
    expectState(actor, 'detail.idle');
    actor.send({ type: 'orderHistory.opened', userId: 'user-1' });
    expect(fetchOrderHistory).toHaveBeenCalledTimes(2);
    historyCalls[1].resolve([demoOrder(), demoOrder({ _id: 'order-2', created: '2026-11-22T10:00:00Z' })]);
    await flush();
    expect(selectHistoryEntries(actor.getSnapshot()).map((e) => e.id)).toEqual(['order-2', 'order-1']);
  });

  it('a new opening drops the previous order at once', async () => {
    const { actor, detailCalls } = start();
    actor.send({ type: 'orderDetail.opened', orderId: 'order-1', previousPath: null, userId: 'user-1' });
    detailCalls[0].resolve({ order: demoOrder(), orderDetails: [] });
    await flush();
    actor.send({ type: 'orderDetail.opened', orderId: 'order-2', previousPath: null, userId: 'user-1' });
    expect(selectOrderDetail(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.orderId).toBe('order-2');
  });
});
