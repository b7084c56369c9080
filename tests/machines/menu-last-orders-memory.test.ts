import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';
import type { OrderedProduct } from '@/machines/menu-browsing/last-orders';
import { menuBrowsingMachine } from '@/machines/menu-browsing/menu-browsing.machine';
import { selectOrderedProducts } from '@/machines/menu-browsing/menu-browsing.selectors';
import { type MemoryStorage, recallLastOrders, rememberLastOrders } from '@/src/adapters/last-orders-memory';
import { expectState } from '@/tests/support/expect-state';

/**
 * Issue 11 (layout shift): 'Tus últimos pedidos' is remembered on this device ({prefix}_user_last_orders), so a
 * visit's first MENU opening shows the section with the menu's first paint while the history is asked, and the
 * answer does not push the menu down. The e2e check of the shift itself: tests/e2e/menu-last-orders.spec.ts.
 */

const BIFE: OrderedProduct = { sku: 'PAR-001', id: 'id-PAR-001' };
const VACIO: OrderedProduct = { sku: 'PAR-002', id: 'id-PAR-002' };

function start(remembered: OrderedProduct[]) {
  let answer: (products: OrderedProduct[]) => void = () => {};
  const recalledFor: string[] = [];
  const kept: { userId: string; products: OrderedProduct[] }[] = [];
  const actor = createActor(
    menuBrowsingMachine.provide({
      actors: {
        watchUser: fromCallback(() => {}),
        // The history answers when the test says so.
        fetchLastOrders: fromPromise<OrderedProduct[], { userId: string }>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
        recallLastOrders: fromPromise<OrderedProduct[], { userId: string }>(async ({ input }) => {
          recalledFor.push(input.userId);
          return remembered;
        }),
      },
      actions: { rememberLastOrders: (_, params) => kept.push(params) },
    }),
    { input: { brandId: 'brand-1', userId: 'user-1' } },
  ).start();
  const open = () =>
    actor.send({
      type: 'menuBrowsing.opened',
      screen: 'menu',
      branchId: 'b-1',
      storeId: 'brasa-palermo',
      pathname: '/menu/b-1/brasa-palermo',
      search: '',
    });
  const settle = () => new Promise<void>((r) => setTimeout(r, 0));
  return { actor, open, settle, answer: (p: OrderedProduct[]) => answer(p), recalledFor, kept };
}

let actor: AnyActorRef | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

describe("'Tus últimos pedidos' remembered on this device (no layout shift)", () => {
  it('the first MENU opening shows the remembered list while the history is asked; the answer replaces it and is remembered', async () => {
    const flow = start([BIFE]);
    actor = flow.actor;
    flow.open();
    await flow.settle();
    expectState(flow.actor, 'browsing.lastOrders.loading');
    expect(flow.recalledFor).toEqual(['user-1']);
    expect(selectOrderedProducts(flow.actor.getSnapshot())).toEqual([BIFE]);
    flow.answer([VACIO, BIFE]);
    await flow.settle();
    expectState(flow.actor, 'browsing.lastOrders.shown');
    expect(selectOrderedProducts(flow.actor.getSnapshot())).toEqual([VACIO, BIFE]);
    expect(flow.kept).toEqual([{ userId: 'user-1', products: [VACIO, BIFE] }]);
  });

  it('a diner remembered with no orders gets no section while asking (nothing is reserved)', async () => {
    const flow = start([]);
    actor = flow.actor;
    flow.open();
    await flow.settle();
    expect(selectOrderedProducts(flow.actor.getSnapshot())).toEqual([]);
  });

  it('a list read before in this visit is kept while asking again (the remembered one does not replace it)', async () => {
    const flow = start([BIFE]);
    actor = flow.actor;
    flow.open();
    await flow.settle();
    flow.answer([VACIO]);
    await flow.settle();
    flow.open();
    await flow.settle();
    expectState(flow.actor, 'browsing.lastOrders.loading');
    expect(selectOrderedProducts(flow.actor.getSnapshot())).toEqual([VACIO]);
  });
});

describe('the device memory ({prefix}_user_last_orders)', () => {
  const memory = (): MemoryStorage & { saved: Map<string, string> } => {
    const saved = new Map<string, string>();
    return {
      saved,
      getJson: <T>(key: string) => (saved.has(key) ? (JSON.parse(saved.get(key) ?? '') as T) : null),
      setJson: (key: string, value: unknown) => void saved.set(key, JSON.stringify(value)),
    };
  };

  it("recalls the list for its user only: another user's, an unreadable one or none recall as none", () => {
    const storage = memory();
    expect(recallLastOrders('user-1', storage)).toEqual([]);
    rememberLastOrders({ userId: 'user-1', products: [BIFE, { sku: null, id: 'id-X' }] }, storage);
    expect([...storage.saved.keys()]).toEqual(['app_user_last_orders']);
    expect(recallLastOrders('user-1', storage)).toEqual([BIFE, { sku: null, id: 'id-X' }]);
    expect(recallLastOrders('user-2', storage)).toEqual([]);
    storage.saved.set('app_user_last_orders', JSON.stringify({ userId: 'user-1', products: 'x' }));
    expect(recallLastOrders('user-1', storage)).toEqual([]);
    storage.saved.set(
      'app_user_last_orders',
      JSON.stringify({ userId: 'user-1', products: [null, { sku: 5 }, { sku: 'PAR-002' }] }),
    );
    expect(recallLastOrders('user-1', storage)).toEqual([{ sku: 'PAR-002', id: null }]);
  });
});
