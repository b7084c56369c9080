import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromCallback,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import type { CartLine } from '@/machines/cart/cart.types';
import { layoutMachine } from '@/machines/layout/layout.machine';
import {
  type AbandonedCart,
  LEAVE_GUARD_MODAL_ID,
  type MenuBrowsingEvent,
  type MenuVisit,
  menuBrowsingMachine,
} from '@/machines/menu-browsing/menu-browsing.machine';
import {
  selectActiveSection,
  selectAppliedSearch,
  selectFilter,
  selectIsConfirmingLeave,
  selectScrollTarget,
} from '@/machines/menu-browsing/menu-browsing.selectors';
import { MENU_TOP_TARGET } from '@/machines/menu-browsing/menu-rules';
import type { NavigateParams } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const MENU = '/menu/b-1/brasa-palermo';
const HOME = '/sucursal/b-1/brasa-palermo';

/** A stand-in that records what it is told (the layout and the cart). */
const recorder = createMachine({
  types: {} as { context: { events: unknown[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

/** A recording cart holding `products` (the shape the cart's selectors read). */
const cartWith = (products: CartLine[]) =>
  createMachine({
    types: {} as { context: { events: unknown[]; cart: { products: CartLine[] } } },
    context: { events: [], cart: { products } },
    on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
  });

const line = { _id: 'p-1', sku: 'PAR-001', name: 'Bife de chorizo', quantity: 1, price: 18900 } as CartLine;

/** The flow in a system with a recording layout and cart, a simulated clock and spied effects. */
function start(cartProducts: CartLine[] = []) {
  const clock = new SimulatedClock();
  const navigate = vi.fn<(params: NavigateParams) => void>();
  const recordMenuVisit = vi.fn<(visit: MenuVisit) => void>();
  const reportAbandonedCart = vi.fn<(cart: AbandonedCart) => void>();
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'layout', systemId: 'layout', src: recorder },
        { id: 'cart', systemId: 'cart', src: cartWith(cartProducts) },
        {
          id: 'menuBrowsing',
          systemId: 'menuBrowsing',
          src: menuBrowsingMachine.provide({
            actors: { watchUser: fromCallback(() => {}) },
            actions: {
              navigate: (_, params) => navigate(params),
              recordMenuVisit: (_, params) => recordMenuVisit(params),
              reportAbandonedCart: (_, params) => reportAbandonedCart(params),
            },
          }),
          input: { brandId: 'brand-1', userId: 'guest-1' },
        },
      ],
    }),
    { clock },
  ).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  const actor = get('menuBrowsing');
  const snapshot = () => actor.getSnapshot();
  const events = (id: string) => get(id).getSnapshot().context.events as Array<{ type: string }>;
  const open = (
    screen: 'home' | 'menu' | 'subcategory',
    search = '',
    pathname = screen === 'home' ? HOME : MENU,
  ) =>
    actor.send({
      type: 'menuBrowsing.opened',
      screen,
      branchId: 'b-1',
      storeId: 'brasa-palermo',
      pathname,
      search,
    });
  const at = (search: string, pathname = MENU) =>
    actor.send({ type: 'menuBrowsing.locationChanged', pathname, search });
  return { root, actor, clock, navigate, recordMenuVisit, reportAbandonedCart, snapshot, events, open, at };
}

let root: AnyActorRef | undefined;
afterEach(() => {
  root?.stop();
  root = undefined;
});

describe('when MENU opens (browsing)', () => {
  it('records the menu visit with {idUser, storeId, idMarca}', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu');
    expectState(flow.actor, 'browsing');
    expect(flow.recordMenuVisit).toHaveBeenCalledWith({
      idUser: 'guest-1',
      storeId: 'brasa-palermo',
      idMarca: 'brand-1',
    });
  });

  it('records no menu visit for the branch home', () => {
    const flow = start();
    root = flow.root;
    flow.open('home');
    expect(flow.recordMenuVisit).not.toHaveBeenCalled();
  });

  it('reads the filter from the query string, and a link with ?search shows its results at once', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?categoria=pizzas&search=muzza');
    expect(selectFilter(flow.snapshot())).toEqual({ kind: 'categoria', slug: 'pizzas' });
    expect(selectAppliedSearch(flow.snapshot())).toBe('muzza');
  });
});

describe('when a category or a tag is selected (filters)', () => {
  it('selecting a category sets categoria and removes preferencia, replacing the history entry', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?preferencia=vegano&search=x');
    flow.actor.send({ type: 'menuBrowsing.categorySelected', slug: 'pizzas', sectionId: 'c-3' });
    expect(flow.navigate).toHaveBeenLastCalledWith({
      to: `${MENU}?search=x&categoria=pizzas`,
      replace: true,
    });
  });

  it('selecting a tag sets preferencia and removes categoria', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?categoria=pizzas');
    flow.actor.send({ type: 'menuBrowsing.tagSelected', slug: 'vegano', sectionId: 't-1' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: `${MENU}?preferencia=vegano`, replace: true });
  });

  it('selecting the active one again clears it', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?categoria=pizzas');
    flow.actor.send({ type: 'menuBrowsing.categorySelected', slug: 'pizzas', sectionId: 'c-3' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: MENU, replace: true });
    expect(selectScrollTarget(flow.snapshot())).toBeNull();
    // Once the URL has no filter, the whole menu from its top, where the header and its search show (issue 11:
    // the page stayed scrolled down the longer list with the header hidden).
    flow.at('');
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: MENU_TOP_TARGET, nonce: 1 });
    expect(selectActiveSection(flow.snapshot())).toBeNull();
  });

  it('the page is asked to scroll to the selected section once the URL holds the filter (the filtered list)', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu');
    flow.actor.send({ type: 'menuBrowsing.categorySelected', slug: 'pizzas', sectionId: 'c-3' });
    // Not yet: the list on the page is still the unfiltered one, where the section sits lower down.
    expect(selectScrollTarget(flow.snapshot())).toBeNull();
    flow.at('?categoria=pizzas');
    expect(selectFilter(flow.snapshot())).toEqual({ kind: 'categoria', slug: 'pizzas' });
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: 'c-3', nonce: 1 });
    // Asked once: a later location change (a search typed) does not scroll again.
    flow.at('?categoria=pizzas&search=mu');
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: 'c-3', nonce: 1 });
  });

  it('a carousel tile asks for its scroll after the location follows too, with a new nonce each time', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu');
    const tap = () =>
      flow.actor.send({
        type: 'menuBrowsing.carouselTileTapped',
        sectionId: 'c-2',
        slug: 'empanadas',
        isTag: false,
      });
    tap();
    expect(selectScrollTarget(flow.snapshot())).toBeNull();
    flow.at('?categoria=empanadas');
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: 'c-2', nonce: 1 });
    // The active tile again clears the filter: the top of the whole menu (was: its section far down the whole
    // menu, the header hidden by that scroll; issue 11).
    tap();
    flow.at('');
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: MENU_TOP_TARGET, nonce: 2 });
  });

  it("'Ver todo' navigates to the menu with ?categoria={categorySlug}", () => {
    const flow = start();
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.seeAllRequested', slug: 'pizzas' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: `${MENU}?categoria=pizzas` });
  });
});

describe('when the search text changes (search.debouncing)', () => {
  it('applies ?search 300 ms after the last change, not 1 ms before', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu');
    flow.at('?search=em');
    flow.clock.increment(200);
    flow.at('?search=empa');
    expectState(flow.actor, 'browsing.search.debouncing');
    flow.clock.increment(299);
    expect(selectAppliedSearch(flow.snapshot())).toBe('');
    flow.clock.increment(1);
    expectState(flow.actor, 'browsing.search.settled');
    expect(selectAppliedSearch(flow.snapshot())).toBe('empa');
  });

  it('an empty value (the parameter removed) clears the search after the debounce', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?search=empa');
    flow.at('');
    flow.clock.increment(300);
    expect(selectAppliedSearch(flow.snapshot())).toBe('');
  });

  it('a filter change alone does not restart the debounce', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu');
    flow.at('?categoria=pizzas');
    expectState(flow.actor, 'browsing.search.settled');
    expect(selectFilter(flow.snapshot())).toEqual({ kind: 'categoria', slug: 'pizzas' });
  });
});

describe('when a carousel tile is tapped (carousel.tapLocked)', () => {
  it("a category tile sets categoria, a 'preferences' tile sets preferencia (removing the other); the active one again clears it", () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?categoria=pizzas');
    flow.actor.send({
      type: 'menuBrowsing.carouselTileTapped',
      sectionId: 't-1',
      slug: 'vegano',
      isTag: true,
    });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: `${MENU}?preferencia=vegano`, replace: true });
    flow.at('?preferencia=vegano');
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: 't-1', nonce: 1 });
    flow.actor.send({
      type: 'menuBrowsing.carouselTileTapped',
      sectionId: 't-1',
      slug: 'vegano',
      isTag: true,
    });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: MENU, replace: true });
    // The clear goes to the top of the whole menu (the header shows there), not to the tag's section in it.
    flow.at('');
    expect(selectScrollTarget(flow.snapshot())).toEqual({ sectionId: MENU_TOP_TARGET, nonce: 2 });
    expect(selectActiveSection(flow.snapshot())).toBeNull();
  });

  it('highlights it and ignores scroll events for 600 ms', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu');
    flow.actor.send({
      type: 'menuBrowsing.carouselTileTapped',
      sectionId: 'c-3',
      slug: 'pizzas',
      isTag: false,
    });
    expect(selectActiveSection(flow.snapshot())).toBe('c-3');
    flow.actor.send({ type: 'menuBrowsing.sectionScrolledIntoView', sectionId: 'c-1' });
    flow.clock.increment(599);
    flow.actor.send({ type: 'menuBrowsing.sectionScrolledIntoView', sectionId: 'c-2' });
    expect(selectActiveSection(flow.snapshot())).toBe('c-3');
    flow.clock.increment(1);
    expectState(flow.actor, 'browsing.carousel.following');
    flow.actor.send({ type: 'menuBrowsing.sectionScrolledIntoView', sectionId: 'c-2' });
    expect(selectActiveSection(flow.snapshot())).toBe('c-2');
  });
});

describe('when a subcategory is opened', () => {
  it('replaces the URL with #cat-{slug}-subcat-{id}, stores it as previousPath, then opens the subcategory menu', () => {
    const flow = start();
    root = flow.root;
    flow.open('menu', '?categoria=parrilla');
    flow.actor.send({
      type: 'menuBrowsing.subcategoryOpened',
      categorySlug: 'parrilla',
      subcategoryId: 's-1',
    });
    const previous = `${MENU}?categoria=parrilla#cat-parrilla-subcat-s-1`;
    expect(flow.navigate.mock.calls.map(([p]) => p)).toEqual([
      { to: previous, replace: true },
      { to: `${MENU}/subcategory/s-1?categoria=parrilla` },
    ]);
    expect(flow.events('layout')).toContainEqual({ type: 'layout.previousPathStored', path: previous });
  });
});

describe('when the diner leaves the branch home (leaveGuard)', () => {
  it('goes to BASE at once with an empty cart', () => {
    const flow = start();
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.leaveRequested', products: [] });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: '/' });
    expect(flow.events('layout')).toEqual([]);
  });

  it('is blocked with products in the cart: the modal opens and nothing navigates', () => {
    const flow = start();
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.leaveRequested', products: [line] });
    expectState(flow.actor, 'browsing.leaveGuard.confirming');
    expect(selectIsConfirmingLeave(flow.snapshot())).toBe(true);
    expect(flow.navigate).not.toHaveBeenCalled();
    expect(flow.events('layout')).toContainEqual({
      type: 'layout.modalOpened',
      modalId: LEAVE_GUARD_MODAL_ID,
    });
  });

  it("'Cancelar' closes the modal and stays", () => {
    const flow = start();
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.leaveRequested', products: [line] });
    flow.actor.send({ type: 'menuBrowsing.leaveCancelled' });
    expectState(flow.actor, 'browsing.leaveGuard.idle');
    expect(flow.events('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });
    expect(flow.navigate).not.toHaveBeenCalled();
    expect(flow.reportAbandonedCart).not.toHaveBeenCalled();
  });

  it("'Si, salir' reports the abandoned cart, clears the cart and leaves to BASE", () => {
    const flow = start();
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.leaveRequested', products: [line] });
    flow.actor.send({ type: 'menuBrowsing.leaveConfirmed' });
    expect(flow.reportAbandonedCart).toHaveBeenCalledWith({
      idUser: 'guest-1',
      storeId: 'brasa-palermo',
      products: [line],
      idMarca: 'brand-1',
    });
    expect(flow.events('cart')).toContainEqual({ type: 'cart.cleared' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: '/' });
    expectState(flow.actor, 'browsing.leaveGuard.idle');
  });

  it('back on the branch home (the header, the browser) asks with the cart’s lines as they are: the modal with products', () => {
    const flow = start([line]);
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.backPressed' });
    expectState(flow.actor, 'browsing.leaveGuard.confirming');
    expect(flow.navigate).not.toHaveBeenCalled();
    expect(flow.events('layout')).toContainEqual({
      type: 'layout.modalOpened',
      modalId: LEAVE_GUARD_MODAL_ID,
    });
    flow.actor.send({ type: 'menuBrowsing.leaveConfirmed' });
    expect(flow.reportAbandonedCart).toHaveBeenCalledWith(expect.objectContaining({ products: [line] }));
  });

  it('back with an empty cart goes to BASE at once', () => {
    const flow = start([]);
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.backPressed' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: '/' });
    expect(flow.events('layout')).toEqual([]);
  });
});

/**
 * The leave guard for every way out of the branch home towards BASE (ordering.md §2 "Leave guard": moving to
 * BASE with products in the cart is blocked; §7 the abandoned cart): the header's back, the browser's back
 * (the history keeper's `via: 'browserBack'`) and the bottom navigation's 'Inicio' (`via: 'navBar'`), with
 * the real layout flow (its modal) and a cart whose products change.
 */
describe('when the diner leaves the branch home by the browser back or Inicio (leaveGuard, history)', () => {
  /** A cart stand-in whose products the test sets (`test.products`); it records what it is told. */
  const changingCart = createMachine({
    types: {} as {
      context: { events: unknown[]; cart: { products: CartLine[] } };
      events: { type: 'test.products'; products: CartLine[] } | { type: 'cart.cleared' };
    },
    context: { events: [], cart: { products: [] } },
    on: {
      'test.products': {
        actions: assign({ cart: ({ event }) => ({ products: event.products }) }),
      },
      'cart.cleared': {
        actions: assign({
          events: ({ context, event }) => [...context.events, event],
          cart: () => ({ products: [] }),
        }),
      },
    },
  });

  function startGuarded() {
    const navigate = vi.fn<(params: NavigateParams) => void>();
    const reportAbandonedCart = vi.fn<(cart: AbandonedCart) => void>();
    const keepers: Array<{ path: string; stopped: boolean; back: () => void }> = [];
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'layout', systemId: 'layout', src: layoutMachine },
          { id: 'cart', systemId: 'cart', src: changingCart },
          {
            id: 'menuBrowsing',
            systemId: 'menuBrowsing',
            src: menuBrowsingMachine.provide({
              actors: {
                watchUser: fromCallback(() => {}),
                leaveHistory: fromCallback<MenuBrowsingEvent, { path: string }>(({ input, sendBack }) => {
                  const keeper = {
                    path: input.path,
                    stopped: false,
                    back: () => sendBack({ type: 'menuBrowsing.backPressed', via: 'browserBack' }),
                  };
                  keepers.push(keeper);
                  return () => {
                    keeper.stopped = true;
                  };
                }),
              },
              actions: {
                navigate: (_, params) => navigate(params),
                recordMenuVisit: () => {},
                reportAbandonedCart: (_, params) => reportAbandonedCart(params),
              },
            }),
            input: { brandId: 'brand-1', userId: 'guest-1' },
          },
        ],
      }),
    ).start();
    const actor = root.system.get('menuBrowsing') as AnyActorRef;
    const layout = root.system.get('layout') as AnyActorRef;
    const cart = root.system.get('cart') as AnyActorRef;
    const open = (screen: 'home' | 'menu') =>
      actor.send({
        type: 'menuBrowsing.opened',
        screen,
        branchId: 'b-1',
        storeId: 'brasa-palermo',
        pathname: screen === 'home' ? HOME : MENU,
        search: '',
      });
    const setProducts = (products: CartLine[]) => cart.send({ type: 'test.products', products });
    const running = () => keepers.filter((k) => !k.stopped);
    const modalId = () => (layout.getSnapshot() as SnapshotFrom<typeof layoutMachine>).context.currentModalId;
    return {
      root,
      actor,
      layout,
      cart,
      open,
      setProducts,
      keepers,
      running,
      modalId,
      navigate,
      reportAbandonedCart,
    };
  }

  /** The branch home with a product in the cart, and the browser's back pressed: the modal asks. */
  function askedToLeave() {
    const flow = startGuarded();
    root = flow.root;
    flow.open('home');
    flow.setProducts([line]);
    flow.running()[0].back();
    return flow;
  }

  /** The diner stayed: no navigation, no report, and a new keeper puts the guard entry back. */
  function expectStayedGuarded(flow: ReturnType<typeof startGuarded>) {
    expectState(flow.actor, 'browsing.leaveGuard.idle');
    expect(flow.navigate).not.toHaveBeenCalled();
    expect(flow.reportAbandonedCart).not.toHaveBeenCalled();
    // The keeper that reported is replaced by a new one.
    expect(flow.running()).toEqual([flow.keepers[1]]);
  }

  it('keeps the history guard only on the branch home with products in the cart', () => {
    const flow = startGuarded();
    root = flow.root;
    flow.open('home');
    expectState(flow.actor, 'browsing.history.unguarded');
    expect(flow.running()).toEqual([]);
    flow.setProducts([line]);
    expectState(flow.actor, 'browsing.history.guarded');
    expect(flow.running().map((k) => k.path)).toEqual([HOME]);
    // MENU is not the branch home: leaving it is not guarded.
    flow.open('menu');
    expectState(flow.actor, 'browsing.history.unguarded');
    expect(flow.running()).toEqual([]);
    flow.open('home');
    expect(flow.running()).toHaveLength(1);
    flow.setProducts([]);
    expectState(flow.actor, 'browsing.history.unguarded');
    expect(flow.running()).toEqual([]);
  });

  it("the browser's back with products opens the modal and stays; 'Cancelar' keeps the cart and puts the guard back", () => {
    const flow = askedToLeave();
    expectState(flow.actor, 'browsing.leaveGuard.confirming');
    expect(flow.modalId()).toBe(LEAVE_GUARD_MODAL_ID);
    expect(flow.navigate).not.toHaveBeenCalled();
    flow.actor.send({ type: 'menuBrowsing.leaveCancelled' });
    expectStayedGuarded(flow);
    expect(flow.cart.getSnapshot().context.cart.products).toEqual([line]);
    expect(flow.keepers).toHaveLength(2);
  });

  it("the browser's back, then 'Si, salir': reports the abandoned cart, clears it and replaces the entry with BASE", () => {
    const flow = askedToLeave();
    flow.actor.send({ type: 'menuBrowsing.leaveConfirmed' });
    expect(flow.reportAbandonedCart).toHaveBeenCalledWith({
      idUser: 'guest-1',
      storeId: 'brasa-palermo',
      products: [line],
      idMarca: 'brand-1',
    });
    expect(flow.cart.getSnapshot().context.events).toContainEqual({ type: 'cart.cleared' });
    expect(flow.navigate.mock.calls).toEqual([[{ to: '/', replace: true }]]);
    expectState(flow.actor, 'browsing.history.unguarded');
    expect(flow.running()).toEqual([]);
  });

  it('closing the modal another way (the overlay, Escape, the browser back) stays like Cancelar', () => {
    const flow = askedToLeave();
    flow.layout.send({ type: 'layout.modalDismissRequested' });
    expectStayedGuarded(flow);
    // Asked again, it asks again.
    flow.running()[0].back();
    expectState(flow.actor, 'browsing.leaveGuard.confirming');
  });

  it("'Inicio' (forwarded by the layout) with products opens the modal; 'Si, salir' goes to BASE", () => {
    const flow = startGuarded();
    root = flow.root;
    flow.open('home');
    flow.setProducts([line]);
    flow.layout.send({
      type: 'layout.headerChanged',
      header: { goBack: '/', backEvent: { to: 'menuBrowsing', type: 'menuBrowsing.backPressed' } },
    });
    flow.layout.send({ type: 'layout.navigationRequested', to: '/' });
    expectState(flow.actor, 'browsing.leaveGuard.confirming');
    expect(flow.modalId()).toBe(LEAVE_GUARD_MODAL_ID);
    expect(flow.navigate).not.toHaveBeenCalled();
    flow.actor.send({ type: 'menuBrowsing.leaveConfirmed' });
    expect(flow.reportAbandonedCart).toHaveBeenCalledWith(expect.objectContaining({ products: [line] }));
    expect(flow.navigate.mock.calls).toEqual([[{ to: '/' }]]);
  });

  it("'Inicio' and the browser's back with an empty cart go to BASE at once (no modal)", () => {
    const flow = startGuarded();
    root = flow.root;
    flow.open('home');
    flow.actor.send({ type: 'menuBrowsing.backPressed', via: 'navBar' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: '/' });
    flow.actor.send({ type: 'menuBrowsing.backPressed', via: 'browserBack' });
    expect(flow.navigate).toHaveBeenLastCalledWith({ to: '/', replace: true });
    expect(flow.modalId()).toBeNull();
    expectState(flow.actor, 'browsing.leaveGuard.idle');
  });
});
