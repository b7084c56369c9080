import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';
import type { Catalogue, Product } from '@/machines/catalogue/catalogue.types';
import { lastOrderProducts, readOrderedProducts } from '@/machines/menu-browsing/last-orders';
import { menuBrowsingMachine } from '@/machines/menu-browsing/menu-browsing.machine';
import { selectOrderedProducts } from '@/machines/menu-browsing/menu-browsing.selectors';
import { LAST_ORDERS_KEY, menuSections } from '@/machines/menu-browsing/menu-rules';
import { expectState } from '@/tests/support/expect-state';

/**
 * ordering.md §2 "Menu": "A 'Tus últimos pedidos' section (key user_last_orders) is built from the user's last
 * orders. It comes first and has no 'Ver todo'." The menuBrowsing flow reads the diner's history
 * (GET /pedido/usuario/{userId}) on every MENU opening; the section is what the branch's menu has of it.
 */

const product = (sku: string, name = sku): Product => ({ _id: `id-${sku}`, sku, name, price: 1000 });
/** Brasa Palermo's menu: the server's recentProducts are the latest additions, never the diner's orders. */
const CATALOGUE: Catalogue = {
  home: { products: [], featuredCategories: [], recentProducts: [product('NUEVO-1'), product('NUEVO-2')] },
  categories: [
    {
      id: 'c-1',
      name: 'Parrilla',
      type: 'category',
      products: [product('PAR-001', 'Bife de chorizo'), product('PAR-002', 'Vacío')],
      subcategories: [],
    },
    { id: 'c-2', name: 'Entradas', type: 'category', products: [product('ENT-001', 'Provoleta')] },
  ],
};
const line = (sku: string) => ({ _id: `id-${sku}`, sku, name: sku, quantity: 1, price: 1000 });
/** Two orders: Vacío and Provoleta yesterday; Bife, Provoleta again and a product of another branch today. */
const TWO_ORDERS = [
  {
    _id: 'o-2',
    created: '2026-11-23T20:00:00Z',
    orderPayment: [line('PAR-001'), line('ENT-001'), line('BEL-9')],
  },
  { _id: 'o-1', created: '2026-11-22T20:00:00Z', orderPayment: [line('PAR-002'), line('ENT-001')] },
];

type Answer = { history: unknown } | { error: Error };

function start(answers: Answer[], userId: string | null = 'guest-1') {
  const asked: string[] = [];
  const fetchLastOrders = fromPromise(async ({ input }: { input: { userId: string } }) => {
    asked.push(input.userId);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
    if ('error' in answer) throw answer.error;
    return readOrderedProducts(answer.history);
  });
  const actor = createActor(
    menuBrowsingMachine.provide({ actors: { watchUser: fromCallback(() => {}), fetchLastOrders } }),
    { input: { brandId: 'brand-1', userId } },
  ).start();
  const open = (screen: 'home' | 'menu') =>
    actor.send({
      type: 'menuBrowsing.opened',
      screen,
      branchId: 'b-1',
      storeId: 'brasa-palermo',
      pathname: screen === 'menu' ? '/menu/b-1/brasa-palermo' : '/sucursal/b-1/brasa-palermo',
      search: '',
    });
  /** MENU's sections as the screen builds them from the selectors. */
  const sections = () =>
    menuSections({
      catalogue: CATALOGUE,
      filter: null,
      search: '',
      lastOrders: lastOrderProducts(CATALOGUE, selectOrderedProducts(actor.getSnapshot())),
    });
  const settle = () => new Promise<void>((r) => setTimeout(r, 0));
  return { actor, asked, open, sections, settle };
}

let actor: AnyActorRef | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
  vi.restoreAllMocks();
});

describe("'Tus últimos pedidos' on MENU (browsing.lastOrders)", () => {
  it('a new guest (no orders) sees no section: the menu starts with its first category', async () => {
    const flow = start([{ history: [] }]);
    actor = flow.actor;
    flow.open('menu');
    expectState(flow.actor, 'browsing.lastOrders.loading');
    await flow.settle();
    expectState(flow.actor, 'browsing.lastOrders.shown');
    expect(flow.asked).toEqual(['guest-1']);
    expect(flow.sections().map((s) => s.key)).toEqual(['c-1', 'c-2']);
    expect(flow.sections().some((s) => s.isLastOrders)).toBe(false);
  });

  it("a diner with two orders sees their products first, newest first, once each, only what this branch's menu has", async () => {
    const flow = start([{ history: TWO_ORDERS }]);
    actor = flow.actor;
    flow.open('menu');
    await flow.settle();
    const [first, ...rest] = flow.sections();
    expect(first.key).toBe(LAST_ORDERS_KEY);
    expect(first.isLastOrders).toBe(true);
    expect(first.slug).toBeNull(); // no 'Ver todo'
    expect(first.products.map((p) => p.name)).toEqual(['Bife de chorizo', 'Provoleta', 'Vacío']);
    // The menu's own products (price and customisation from the menu), never the server's recentProducts.
    expect(first.products[0]).toBe(CATALOGUE.categories[0].products[0]);
    expect(first.products.map((p) => p.sku)).not.toContain('NUEVO-1');
    expect(rest.map((s) => s.key)).toEqual(['c-1', 'c-2']);
  });

  it('a failed history hides the section, shows no error and leaves the menu as it is', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flow = start([{ history: TWO_ORDERS }, { error: new Error('network error') }]);
    actor = flow.actor;
    flow.open('menu');
    await flow.settle();
    expect(flow.sections()[0].key).toBe(LAST_ORDERS_KEY);
    flow.open('menu');
    await flow.settle();
    expectState(flow.actor, 'browsing.lastOrders.failed');
    expect(flow.sections().map((s) => s.key)).toEqual(['c-1', 'c-2']);
    expect(error).toHaveBeenCalledTimes(1);
    expectState(flow.actor, 'browsing.search.settled');
  });

  it('each MENU opening reads the history again (an order sent since shows); the list read before stays meanwhile', async () => {
    const flow = start([{ history: [TWO_ORDERS[1]] }, { history: TWO_ORDERS }]);
    actor = flow.actor;
    flow.open('menu');
    await flow.settle();
    expect(flow.sections()[0].products.map((p) => p.sku)).toEqual(['PAR-002', 'ENT-001']);
    flow.open('menu');
    expectState(flow.actor, 'browsing.lastOrders.loading');
    expect(flow.sections()[0].products.map((p) => p.sku)).toEqual(['PAR-002', 'ENT-001']);
    await flow.settle();
    expect(flow.sections()[0].products.map((p) => p.sku)).toEqual(['PAR-001', 'ENT-001', 'PAR-002']);
    expect(flow.asked).toEqual(['guest-1', 'guest-1']);
  });

  it('the branch home asks nothing (its recent section is the catalogue answer)', async () => {
    const flow = start([{ history: TWO_ORDERS }]);
    actor = flow.actor;
    flow.open('home');
    await flow.settle();
    expectState(flow.actor, 'browsing.lastOrders.idle');
    expect(flow.asked).toEqual([]);
  });

  it("another user's list is forgotten and their own is read; without a user nothing is asked", async () => {
    const flow = start([{ history: TWO_ORDERS }, { history: [] }]);
    actor = flow.actor;
    flow.open('menu');
    await flow.settle();
    expect(flow.sections()[0].key).toBe(LAST_ORDERS_KEY);
    flow.actor.send({ type: 'menuBrowsing.userChanged', userId: 'user-2' });
    expect(selectOrderedProducts(flow.actor.getSnapshot())).toEqual([]);
    await flow.settle();
    expect(flow.asked).toEqual(['guest-1', 'user-2']);
    expect(flow.sections().some((s) => s.isLastOrders)).toBe(false);
    flow.actor.send({ type: 'menuBrowsing.userChanged', userId: null });
    expectState(flow.actor, 'browsing.lastOrders.idle');
    expect(flow.asked).toHaveLength(2);
  });
});
