import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import {
  activeOrdersMachine,
  type FetchActiveOrdersInput,
} from '@/machines/active-orders/active-orders.machine';
import {
  carouselOrders,
  firstActiveOrder,
  openTableOrderAt,
  settledOrderIds,
} from '@/machines/active-orders/active-orders.rules';
import {
  selectActiveOrders,
  selectCarouselOrders,
  selectHasActiveOrder,
  selectHasFailed,
  selectIsLoading,
  selectOpenTableOrder,
} from '@/machines/active-orders/active-orders.selectors';
import { type OrderRecord, parseOrder } from '@/machines/rules/order-record';
import type { User } from '@/machines/types';
import { activeOrdersFromWatcher } from '@/src/app/checkout-flow';
import { expectState } from '@/tests/support/expect-state';

/** The polling interval chosen for ordering.md §4 "Active orders" (docs/ordering-active-orders.md): 20 s. */
const POLL_MS = 20_000;

const diner: User = { _id: 'user-1', idMarca: 'brand-1', typeUser: 'registered', name: 'Martina González' };
const other: User = { _id: 'user-2', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía Fernández' };

const order = (fields: Record<string, unknown>): OrderRecord => {
  const parsed = parseOrder({
    _id: 'order-1',
    idOrder: 1042,
    idLocal: 'branch-palermo',
    storeId: 'store-palermo',
    localInfo: { nameLocal: 'Brasa Palermo Soho' },
    type: 'takeaway',
    estadoDeOrden: 'COCINA',
    orderStatus: 'COCINA',
    paymentStatus: 'approved',
    update: '2026-11-23T12:00:00.000Z',
    ...fields,
  });
  if (!parsed) throw new Error('bad fixture');
  return parsed;
};
const takeaway = order({});
const table = order({ _id: 'order-2', type: 'mesa', mesa: 7, mesaId: 70, orderStatus: 'COCINA' });

/** A fetch whose answers the test releases, recording the users asked for. */
function controlledFetch() {
  const calls: { userId: string; resolve: (o: OrderRecord[]) => void; reject: (e: unknown) => void }[] = [];
  const fetch = vi.fn(
    (input: FetchActiveOrdersInput) =>
      new Promise<OrderRecord[]>((resolve, reject) => calls.push({ userId: input.userId, resolve, reject })),
  );
  return {
    fetch,
    calls,
    /** Answers the newest request. */
    answer: async (orders: OrderRecord[]) => {
      calls[calls.length - 1].resolve(orders);
      await settle();
    },
    fail: async () => {
      calls[calls.length - 1].reject(new Error('offline'));
      await settle();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records every event a stand-in flow receives. */
const recorder = (log: AnyEventObject[]) =>
  fromCallback(({ receive }) => {
    receive((event) => {
      log.push(event);
    });
  });

/**
 * The watcher in a system like the app's: a session whose user the test changes, and stand-ins for the cart,
 * the branch list, paymentVerification and the two children, recording what they are told.
 */
function start(user: User | null, options: { withPayment?: boolean } = {}) {
  const log = {
    cart: [] as AnyEventObject[],
    branchSelection: [] as AnyEventObject[],
    paymentVerification: [] as AnyEventObject[],
    orderRating: [] as AnyEventObject[],
    confirmReceipt: [] as AnyEventObject[],
  };
  const server = controlledFetch();
  const clock = new SimulatedClock();
  const session = createMachine({
    types: {} as { context: { user: User | null }; events: { type: 'setUser'; user: User | null } },
    context: { user },
    on: { setUser: { actions: assign({ user: ({ event }) => event.user }) } },
  });
  const watcher = activeOrdersMachine.provide({
    actors: {
      fetchActiveOrders: fromPromise(({ input }) => server.fetch(input as FetchActiveOrdersInput)),
      pageEvents: fromCallback(() => {}),
      orderRating: recorder(log.orderRating) as never,
      confirmReceipt: recorder(log.confirmReceipt) as never,
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: session },
      { id: 'cart', systemId: 'cart', src: recorder(log.cart) },
      { id: 'branchSelection', systemId: 'branchSelection', src: recorder(log.branchSelection) },
      ...(options.withPayment
        ? [
            {
              id: 'paymentVerification',
              systemId: 'paymentVerification',
              src: recorder(log.paymentVerification),
            },
          ]
        : []),
      { id: 'activeOrders', systemId: 'activeOrders', src: watcher, input: { user } },
    ],
  });
  const app = createActor(root, { clock }).start();
  const actor = app.system.get('activeOrders') as AnyActorRef;
  const send = (event: AnyEventObject) => actor.send(event);
  const setUser = (next: User | null) =>
    (app.system.get('session') as AnyActorRef).send({ type: 'setUser', user: next });
  return { app, actor, send, setUser, server, clock, log };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the rules', () => {
  it('the first active order for the cart, or nulls', () => {
    expect(firstActiveOrder([takeaway, table])).toEqual({
      branchId: 'branch-palermo',
      orderType: 'takeaway',
      branchName: 'Brasa Palermo Soho',
      storeId: 'store-palermo',
    });
    expect(firstActiveOrder([])).toEqual({
      branchId: null,
      orderType: null,
      branchName: null,
      storeId: null,
    });
  });

  it.each([
    ['approved', true],
    ['not_required', true],
    ['pending', false],
    ['rejected', false],
    [undefined, true],
  ])('an order whose paymentStatus is %s counts as settled: %s', (paymentStatus, settled) => {
    expect(settledOrderIds([order({ paymentStatus })])).toEqual(settled ? ['order-1'] : []);
  });

  it('the carousel: hidden while loading or failed, when empty, or when the first order is at another branch', () => {
    const list = [takeaway, order({ _id: 'order-3', idLocal: 'branch-recoleta' })];
    expect(carouselOrders(list, 'branch-palermo', false)).toBe(list);
    expect(carouselOrders(list, 'branch-palermo', true)).toBeNull();
    expect(carouselOrders([], 'branch-palermo', false)).toBeNull();
    expect(carouselOrders(list, 'branch-recoleta', false)).toBeNull();
    expect(carouselOrders(list, null, false)).toBeNull();
  });

  it("the open table order: a 'mesa' order of that branch not PAGADO", () => {
    expect(openTableOrderAt([takeaway, table], 'branch-palermo')).toBe(table);
    expect(openTableOrderAt([takeaway, table], 'branch-recoleta')).toBeNull();
    expect(openTableOrderAt([order({ type: 'mesa', orderStatus: 'PAGADO' })], 'branch-palermo')).toBeNull();
  });
});

describe('with no user', () => {
  it('asks nothing, holds no active order, and tells the cart there is none', async () => {
    const w = start(null);
    expectState(w.actor, 'signedOut');
    w.send({ type: 'activeOrders.focused' });
    w.send({ type: 'activeOrders.refreshRequested' });
    w.clock.increment(5 * 60_000);
    await settle();
    expect(w.server.fetch).not.toHaveBeenCalled();
    expect(selectHasActiveOrder(w.actor.getSnapshot())).toBe(false);
    expect(w.log.cart.at(-1)).toMatchObject({ type: 'cart.activeOrderChanged', branchId: null });
  });

  it('a user appearing later (a guest created on the way to an order) starts the fetch', async () => {
    const w = start(null);
    w.setUser(diner);
    expectState(w.actor, 'loading');
    expect(w.server.calls.map((c) => c.userId)).toEqual(['user-1']);
  });
});

describe('when loading', () => {
  it('fetches GET /pedido/active for the session user at start; the carousel is hidden meanwhile', () => {
    const w = start(diner);
    expectState(w.actor, 'loading');
    expect(w.server.calls.map((c) => c.userId)).toEqual(['user-1']);
    expect(selectIsLoading(w.actor.getSnapshot())).toBe(true);
    expect(selectCarouselOrders(w.actor.getSnapshot(), 'branch-palermo')).toBeNull();
  });

  it('focus and visibility add no second request', () => {
    const w = start(diner);
    w.send({ type: 'activeOrders.focused' });
    w.send({ type: 'activeOrders.visibilityChanged', visible: false });
    w.send({ type: 'activeOrders.visibilityChanged', visible: true });
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a refresh asked for mid-fetch fetches again (the answer must include the change)', () => {
    const w = start(diner);
    w.send({ type: 'activeOrders.refreshRequested' });
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('when an order is active and the tab is visible (polling)', () => {
  it('refetches every 20 s, not a millisecond before', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    expectState(w.actor, 'watching.polling');
    w.clock.increment(POLL_MS - 1);
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
    w.clock.increment(1);
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    expectState(w.actor, 'loading');
    await w.server.answer([takeaway]);
    w.clock.increment(POLL_MS);
    expect(w.server.fetch).toHaveBeenCalledTimes(3);
  });

  it('the list, the flag and the carousel are exposed; a refetch keeps the carousel shown', async () => {
    const w = start(diner);
    await w.server.answer([takeaway, table]);
    const s = () => w.actor.getSnapshot();
    expect(selectActiveOrders(s())).toEqual([takeaway, table]);
    expect(selectHasActiveOrder(s())).toBe(true);
    expect(selectCarouselOrders(s(), 'branch-palermo')).toEqual([takeaway, table]);
    expect(selectCarouselOrders(s(), 'branch-recoleta')).toBeNull();
    expect(selectOpenTableOrder(s(), 'branch-palermo')).toEqual(table);
    w.clock.increment(POLL_MS);
    expectState(w.actor, 'loading');
    expect(selectIsLoading(s())).toBe(false);
    expect(selectCarouselOrders(s(), 'branch-palermo')).toEqual([takeaway, table]);
  });

  it('focus and a refresh fetch at once', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    w.send({ type: 'activeOrders.focused' });
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    await w.server.answer([takeaway]);
    w.send({ type: 'activeOrders.refreshRequested' });
    expect(w.server.fetch).toHaveBeenCalledTimes(3);
  });
});

describe('when the tab is hidden', () => {
  it('no request at all, however long, until it is visible again; then one fetch at once and polling again', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    w.send({ type: 'activeOrders.visibilityChanged', visible: false });
    expectState(w.actor, 'watching.hidden');
    w.clock.increment(5 * 60_000);
    await settle();
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
    w.send({ type: 'activeOrders.visibilityChanged', visible: true });
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    await w.server.answer([takeaway]);
    expectState(w.actor, 'watching.polling');
    w.clock.increment(POLL_MS);
    expect(w.server.fetch).toHaveBeenCalledTimes(3);
  });

  it('an answer that arrives while hidden starts no timer', async () => {
    const w = start(diner);
    w.send({ type: 'activeOrders.visibilityChanged', visible: false });
    await w.server.answer([takeaway]);
    expectState(w.actor, 'watching.hidden');
    w.clock.increment(5 * 60_000);
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a repeated "visible" report fetches nothing', async () => {
    const w = start(diner);
    await w.server.answer([]);
    w.send({ type: 'activeOrders.visibilityChanged', visible: true });
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('when no order is active (idle)', () => {
  it('no timer: five minutes cost no request; focus, the tab becoming visible and a refresh fetch once each', async () => {
    const w = start(diner);
    await w.server.answer([]);
    expectState(w.actor, 'watching.idle');
    expect(selectHasActiveOrder(w.actor.getSnapshot())).toBe(false);
    w.clock.increment(5 * 60_000);
    await settle();
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
    w.send({ type: 'activeOrders.focused' });
    await w.server.answer([]);
    w.send({ type: 'activeOrders.visibilityChanged', visible: false });
    w.clock.increment(60_000);
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    w.send({ type: 'activeOrders.visibilityChanged', visible: true });
    await w.server.answer([]);
    w.send({ type: 'activeOrders.refreshRequested' });
    expect(w.server.fetch).toHaveBeenCalledTimes(4);
  });

  it('a new order (sendOrder asks for a refresh) starts the polling', async () => {
    const w = start(diner);
    await w.server.answer([]);
    w.send({ type: 'activeOrders.refreshRequested' });
    await w.server.answer([takeaway]);
    expectState(w.actor, 'watching.polling');
  });
});

describe('when the fetch fails', () => {
  it('the flag is false, the carousel hidden, the cart told there is none; no polling until focus/visible/refresh', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    w.clock.increment(POLL_MS);
    await w.server.fail();
    expectState(w.actor, 'failed');
    const s = () => w.actor.getSnapshot();
    expect(selectHasFailed(s())).toBe(true);
    expect(selectHasActiveOrder(s())).toBe(false);
    expect(selectActiveOrders(s())).toEqual([]);
    expect(selectCarouselOrders(s(), 'branch-palermo')).toBeNull();
    expect(w.log.cart.at(-1)).toMatchObject({
      type: 'cart.activeOrderChanged',
      branchId: null,
      orderType: null,
    });
    expect(w.log.orderRating.at(-1)).toEqual({ type: 'orderRating.ordersChanged', orders: [] });
    w.clock.increment(5 * 60_000);
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    w.send({ type: 'activeOrders.focused' });
    expect(w.server.fetch).toHaveBeenCalledTimes(3);
    expect(selectIsLoading(s())).toBe(true);
  });

  it.each([
    ['the tab becoming visible', { type: 'activeOrders.visibilityChanged', visible: true }],
    ['a refresh', { type: 'activeOrders.refreshRequested' }],
  ])('%s fetches again after a failure', async (_, event) => {
    const w = start(diner);
    if (event.type === 'activeOrders.visibilityChanged')
      w.send({ type: 'activeOrders.visibilityChanged', visible: false });
    await w.server.fail();
    w.send(event);
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    await w.server.answer([takeaway]);
    expect(selectHasActiveOrder(w.actor.getSnapshot())).toBe(true);
  });
});

describe('when the session user changes', () => {
  it('signing out stops everything: no timer, no request, an empty list told to all', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    w.setUser(null);
    expectState(w.actor, 'signedOut');
    expect(selectActiveOrders(w.actor.getSnapshot())).toEqual([]);
    w.clock.increment(5 * 60_000);
    w.send({ type: 'activeOrders.focused' });
    w.send({ type: 'activeOrders.visibilityChanged', visible: false });
    w.send({ type: 'activeOrders.visibilityChanged', visible: true });
    await settle();
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
    expect(w.log.cart.at(-1)).toMatchObject({ branchId: null });
    expect(w.log.confirmReceipt.at(-1)).toEqual({ type: 'confirmReceipt.ordersChanged', orders: [] });
  });

  it("another user: the previous user's orders are dropped and the new user's are fetched", async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    w.setUser(other);
    expectState(w.actor, 'loading');
    expect(selectActiveOrders(w.actor.getSnapshot())).toEqual([]);
    expect(w.server.calls.map((c) => c.userId)).toEqual(['user-1', 'user-2']);
    // The old poll is gone: only the new user's cadence remains.
    await w.server.answer([]);
    w.clock.increment(5 * 60_000);
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
  });

  it('the same user refreshed (a new object, same _id) fetches nothing', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    w.setUser({ ...diner, name: 'Martina G.' });
    expectState(w.actor, 'watching.polling');
    expect(w.server.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('notifications on every list', () => {
  it('the cart, the branch list and both children are told of each answer', async () => {
    const w = start(diner);
    await w.server.answer([table, takeaway]);
    expect(w.log.cart.at(-1)).toEqual({
      type: 'cart.activeOrderChanged',
      branchId: 'branch-palermo',
      orderType: 'mesa',
      branchName: 'Brasa Palermo Soho',
      storeId: 'store-palermo',
    });
    expect(w.log.branchSelection.at(-1)).toEqual({
      type: 'branchSelection.activeOrderBranchChanged',
      branchId: 'branch-palermo',
    });
    expect(w.log.orderRating.at(-1)).toEqual({
      type: 'orderRating.ordersChanged',
      orders: [table, takeaway],
    });
    expect(w.log.confirmReceipt.at(-1)).toEqual({
      type: 'confirmReceipt.ordersChanged',
      orders: [table, takeaway],
    });
  });

  it('paymentVerification, when it runs, is told the ids of the active orders whose payment is settled', async () => {
    const w = start(diner, { withPayment: true });
    await w.server.answer([takeaway, order({ _id: 'order-9', paymentStatus: 'pending' })]);
    expect(w.log.paymentVerification).toEqual([
      { type: 'paymentVerification.activeOrdersSeen', orderIds: ['order-1'] },
    ]);
  });

  it('the children are invoked with their system ids', () => {
    const w = start(diner);
    expect(w.app.system.get('orderRating')).toBeDefined();
    expect(w.app.system.get('confirmReceipt')).toBeDefined();
  });
});

describe("checkout's open table order through the watcher (src/app/checkout-flow.ts)", () => {
  it('asks the watcher to refresh and answers its next list, with no request of its own', async () => {
    const w = start(diner);
    await w.server.answer([takeaway]);
    const direct = vi.fn(async () => [] as unknown[]);
    const answer = activeOrdersFromWatcher(w.actor, 'user-1', direct);
    expect(w.server.fetch).toHaveBeenCalledTimes(2);
    await w.server.answer([table]);
    await expect(answer).resolves.toEqual([table]);
    expect(direct).not.toHaveBeenCalled();
  });

  it("without the watcher, for another user, or when the watcher's fetch fails: checkout's own fetch", async () => {
    const direct = vi.fn(async () => ['own'] as unknown[]);
    await expect(activeOrdersFromWatcher(undefined, 'user-1', direct)).resolves.toEqual(['own']);
    const w = start(diner);
    await w.server.answer([]);
    await expect(activeOrdersFromWatcher(w.actor, 'user-2', direct)).resolves.toEqual(['own']);
    const failing = activeOrdersFromWatcher(w.actor, 'user-1', direct);
    await w.server.fail();
    await expect(failing).resolves.toEqual(['own']);
    expect(direct).toHaveBeenCalledTimes(3);
  });
});
