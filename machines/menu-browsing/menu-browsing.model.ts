import type { FlowEvent, FlowModel, StepCondition, StepPoint } from '../flow-model';
import { menuBrowsingMachine } from './menu-browsing.machine';

const MENU = '/menu/b-1/brasa-palermo';
const line = { _id: 'p-1', sku: 'PAR-001', name: 'Bife de chorizo', price: 18900, quantity: 1 };
/** What the diner's history (GET /pedido/usuario/{userId}) gives 'Tus últimos pedidos': the ordered products. */
const ordered = [{ sku: 'PAR-001', id: 'p-1' }];

export type BrowsedScreen = 'none' | 'home' | 'menu' | 'subcategory' | 'base';
/** The screen a path is on after its events (the flow's own `opened` and the taps that navigate). */
export function screenAfter(events: FlowEvent[]): BrowsedScreen {
  let screen: BrowsedScreen = 'none';
  for (const event of events) {
    if (event.type === 'menuBrowsing.opened') screen = event.screen === 'home' ? 'home' : 'menu';
    if (event.type === 'menuBrowsing.seeAllRequested') screen = 'menu';
    if (event.type === 'menuBrowsing.subcategoryOpened') screen = 'subcategory';
    if (event.type === 'menuBrowsing.leaveConfirmed') screen = 'base';
  }
  return screen;
}

/** MENU's sections and carousel are on screen: MENU open, no search applied (its results replace them), no leave modal. */
const menuSectionsShown = ({ events, stateIds, keyContext }: StepPoint) =>
  screenAfter(events) === 'menu' &&
  !stateIds.includes('browsing.leaveGuard.confirming') &&
  !keyContext.appliedSearch;
/**
 * The carousel's tile: MENU's sections shown and no search typed either (a tap while a typed search waits for
 * its 300 ms puts the search in the URL with the tile's filter, a location change the model does not step).
 */
const carouselShown: StepCondition = {
  text: 'MENU shows its carousel (the search bar is empty, no leave modal)',
  holds: (at) => menuSectionsShown(at) && !at.keyContext.typedSearch,
};
type UrlFilter = { kind: 'categoria' | 'preferencia'; slug: string } | null;
const filterIn = (search: string): UrlFilter => {
  const params = new URLSearchParams(search);
  const categoria = params.get('categoria');
  const preferencia = params.get('preferencia');
  if (categoria) return { kind: 'categoria', slug: categoria };
  return preferencia ? { kind: 'preferencia', slug: preferencia } : null;
};
/**
 * The categoria or preferencia the URL holds after the path's events (§2: a tile sets its own and removes
 * the other, the active one again clears it; 'Ver todo' and a subcategory card open ?categoria): the
 * filter in the context follows the URL only once the app reports the change, which the model does not step.
 */
function urlFilterAfter(events: FlowEvent[]): UrlFilter {
  let filter: UrlFilter = null;
  const toggle = (kind: 'categoria' | 'preferencia', slug: string): UrlFilter =>
    filter?.kind === kind && filter.slug === slug ? null : { kind, slug };
  for (const event of events) {
    if (event.type === 'menuBrowsing.opened' || event.type === 'menuBrowsing.locationChanged')
      filter = filterIn(event.search as string);
    if (event.type === 'menuBrowsing.categorySelected') filter = toggle('categoria', event.slug as string);
    if (event.type === 'menuBrowsing.tagSelected') filter = toggle('preferencia', event.slug as string);
    if (event.type === 'menuBrowsing.carouselTileTapped')
      filter = toggle(event.isTag ? 'preferencia' : 'categoria', event.slug as string);
    if (event.type === 'menuBrowsing.seeAllRequested')
      filter = { kind: 'categoria', slug: event.slug as string };
    if (event.type === 'menuBrowsing.subcategoryOpened')
      filter = { kind: 'categoria', slug: event.categorySlug as string };
  }
  return filter;
}
/** A category's section is on MENU: its sections are shown and no filter but that category's hides it. */
const sectionShown = (slug: string) => (at: StepPoint) => {
  const filter = urlFilterAfter(at.events);
  return menuSectionsShown(at) && (!filter || (filter.kind === 'categoria' && filter.slug === slug));
};
/** The section in view, as the carousel follows it (null: MENU's top, where the first category is). */
const inView = (at: StepPoint, ...sections: Array<string | null>) =>
  sections.includes(at.keyContext.activeSection as string | null);
/**
 * 'Ver todo' where it changes the list: MENU shows every section (no search, no categoria or preferencia) and the
 * first one, Parrilla, is in view at the top. Under a filter of its own category it would open the same URL; a
 * later section is in view only after a carousel tap (which applies that category itself) or a scroll.
 */
const parrillaSeeAllShown: StepCondition = {
  text: "MENU shows every section with Parrilla's 'Ver todo' in view at the top (no search, no categoria or preferencia, no leave modal)",
  holds: (at) => menuSectionsShown(at) && !urlFilterAfter(at.events) && inView(at, null, 'c-1'),
};
/**
 * The subcategory card: the Parrilla section is shown, and no search or carousel timer runs (the subcategory
 * screen opens browsing afresh, which ends them; the model has no step for that opening).
 */
const parrillaCardShown: StepCondition = {
  text: "MENU shows the Parrilla section with its 'Cortes vacunos' card in view (no search applied, no other filter, no leave modal), and no search or carousel timer runs",
  holds: (at) =>
    sectionShown('parrilla')(at) &&
    inView(at, null, 'c-1') &&
    !at.stateIds.includes('browsing.search.debouncing') &&
    !at.stateIds.includes('browsing.carousel.tapLocked'),
};

/**
 * The leave request is the branch home's back: on the branch home, or from another screen once the branch home
 * is opened again (which ends any search or carousel timer; the model has no step for that opening), or under
 * the leave guard's modal (the browser's back); never after 'Si, salir' emptied the cart.
 */
const leaveAsked: StepCondition = {
  text: "on the branch home (another screen opens it first, which no search or carousel timer survives), before 'Si, salir' emptied the cart",
  holds: ({ events, stateIds }) =>
    !events.some((e) => e.type === 'menuBrowsing.leaveConfirmed') &&
    (screenAfter(events) === 'home' ||
      stateIds.includes('browsing.leaveGuard.confirming') ||
      (!stateIds.includes('browsing.search.debouncing') &&
        !stateIds.includes('browsing.carousel.tapLocked'))),
};

/** A link or the address bar opens a screen: not while the leave guard's modal covers the page. */
const noLeaveModal: StepCondition = {
  text: "the leave guard's modal is not on screen",
  holds: ({ stateIds }) => !stateIds.includes('browsing.leaveGuard.confirming'),
};
/** The search bar of the branch home or MENU (the subcategory menu has none of this flow's). */
const searchBarShown: StepCondition = {
  text: 'the branch home or MENU shows its search bar (no leave modal)',
  holds: (at) => noLeaveModal.holds(at) && ['home', 'menu'].includes(screenAfter(at.events)),
};

/** A guest on Brasa Palermo Soho. */
export const menuBrowsingModel: FlowModel = {
  id: 'menuBrowsing',
  title: 'Menu browsing: filters, search, carousel, subcategories and the leave guard',
  summary:
    "Browsing the branch home, MENU and the subcategory menu (ordering.md §2, route parameters and query strings, §7 tracking, §9 timings): categoria and preferencia exclude each other and toggle, ?search applies 300 ms after the last change, the carousel ignores scrolling for 600 ms after a tap, a subcategory stores #cat-…-subcat-… as previousPath, MENU records the menu visit, and leaving the branch home towards BASE with products in the cart (the header's back, the browser's back, 'Inicio') asks '¿Queres salir sin enviar el pedido?'.",
  machine: menuBrowsingMachine,
  input: { brandId: 'brand-1', userId: 'guest-1' },
  start: 'Enter as a guest and choose Brasa Palermo Soho',
  steps: [
    {
      event: {
        type: 'menuBrowsing.opened',
        screen: 'menu',
        branchId: 'b-1',
        storeId: 'brasa-palermo',
        pathname: MENU,
        search: '',
      },
      step: "Open MENU ('Ver más' on the branch home)",
      when: noLeaveModal,
    },
    {
      event: {
        type: 'menuBrowsing.opened',
        screen: 'home',
        branchId: 'b-1',
        storeId: 'brasa-palermo',
        pathname: '/sucursal/b-1/brasa-palermo',
        search: '',
      },
      step: 'Open the branch home',
      when: noLeaveModal,
    },
    {
      event: { type: 'menuBrowsing.locationChanged', pathname: MENU, search: '?search=empa' },
      step: "Type 'empa' in the search bar",
      when: searchBarShown,
    },
    {
      event: { type: 'menuBrowsing.locationChanged', pathname: MENU, search: '' },
      step: 'Clear the search bar',
      when: searchBarShown,
    },
    {
      event: { type: 'xstate.after.searchDebounce.menuBrowsing.browsing.search.debouncing' },
      step: 'Wait 300 ms',
    },
    {
      event: { type: 'menuBrowsing.categorySelected', slug: 'pizzas', sectionId: 'c-3' },
      step: "Tap the 'Pizzas' tile",
    },
    {
      event: { type: 'menuBrowsing.tagSelected', slug: 'vegano', sectionId: 't-1' },
      step: "Tap the 'Vegano' tile",
    },
    {
      event: { type: 'menuBrowsing.carouselTileTapped', sectionId: 'c-3', slug: 'pizzas', isTag: false },
      step: "Tap the 'Pizzas' tile (scroll)",
      when: carouselShown,
    },
    {
      event: { type: 'menuBrowsing.sectionScrolledIntoView', sectionId: 'c-2' },
      step: "Scroll until 'Hamburguesas' is in view",
    },
    {
      event: { type: 'xstate.after.carouselTapLock.menuBrowsing.browsing.carousel.tapLocked' },
      step: 'Wait 600 ms',
    },
    {
      event: { type: 'menuBrowsing.seeAllRequested', slug: 'parrilla' },
      step: "Tap 'Ver todo' on Parrilla (the first section)",
      when: parrillaSeeAllShown,
    },
    {
      event: { type: 'menuBrowsing.subcategoryOpened', categorySlug: 'parrilla', subcategoryId: 's-1' },
      step: "Tap the 'Cortes vacunos' card",
      when: parrillaCardShown,
    },
    {
      event: { type: 'menuBrowsing.leaveRequested', products: [] },
      step: 'Tap back on the branch home with an empty cart',
      when: leaveAsked,
    },
    {
      event: { type: 'menuBrowsing.leaveRequested', products: [line] },
      step: 'Tap back on the branch home with a product in the cart',
      when: leaveAsked,
    },
    { event: { type: 'menuBrowsing.leaveCancelled' }, step: "Tap 'Cancelar'" },
    { event: { type: 'menuBrowsing.leaveConfirmed' }, step: "Tap 'Si, salir'" },
    {
      event: { type: 'menuBrowsing.cartChanged', hasProducts: true },
      step: 'Add a product to the cart (the checkout bar shows)',
    },
    { event: { type: 'menuBrowsing.cartChanged', hasProducts: false }, step: 'Empty the cart' },
    {
      event: { type: 'xstate.done.actor.fetchLastOrders', output: ordered },
      step: 'The order history answers (a Bife de chorizo ordered before)',
      producedBy:
        'signed in as the seeded demo@demo.com (Demo1234): its seeded orders answer (Brasa burger, Coca-Cola 500 ml, Provoleta, …; a Bife de chorizo once one was ordered)',
    },
    {
      event: { type: 'xstate.done.actor.fetchLastOrders', output: [] },
      step: 'The order history answers with no orders (a new guest)',
      producedBy:
        "enter as a guest ('Explorar sin beneficios') in a fresh private window: a new guest has no orders",
    },
    {
      event: { type: 'xstate.error.actor.fetchLastOrders', error: new Error('network error') },
      step: 'The order history cannot be read (no connection)',
    },
  ],
  expectations: {
    closed: 'no menu screen yet',
    'browsing.search.settled': 'the list shows the applied search (or the whole menu)',
    'browsing.search.debouncing': '?search follows the typing; the list still shows the previous search',
    'browsing.filters':
      'the categoria or preferencia in the URL decides the sections (one at a time; the active tile again shows all)',
    'browsing.carousel.following': 'the highlighted tile follows the section in view',
    'browsing.carousel.tapLocked':
      'the page scrolls to the tapped section; scrolling does not move the highlight',
    'browsing.leaveGuard.idle': 'no modal',
    'browsing.leaveGuard.confirming':
      "'¿Queres salir sin enviar el pedido?' / 'Los pedidos que agregaste se perderán y deberás agregarlos nuevamente.' with 'Cancelar' and 'Si, salir'",
    'browsing.history.unguarded': "the browser's back leaves the page as usual",
    'browsing.history.guarded':
      "on the branch home with products: the browser's back keeps the page (the URL stays) and asks to leave",
    'browsing.lastOrders.deciding': 'nothing changes yet',
    'browsing.lastOrders.idle':
      "not MENU: no history asked (the branch home's recent section is the catalogue's)",
    'browsing.lastOrders.loading':
      "the menu at once; 'Tus últimos pedidos' as read before, else as this device remembers it (none the first time)",
    'browsing.lastOrders.shown':
      "'Tus últimos pedidos' first with the diner's ordered products this branch has (no section without orders)",
    'browsing.lastOrders.failed': "no 'Tus últimos pedidos' and no error; the menu as usual",
  },
  // The scroll target's nonce grows with every tap: a coarser key keeps the traversal finite.
  serializeState: (s) => {
    const c = s.context as {
      screen: string | null;
      filter: unknown;
      typedSearch: string;
      appliedSearch: string;
      activeSection: string | null;
      leavingProducts: unknown[];
      cartHasProducts: boolean;
    };
    return JSON.stringify([
      c.cartHasProducts,
      s.value,
      c.screen,
      c.filter,
      c.typedSearch,
      c.appliedSearch,
      c.activeSection,
      c.leavingProducts.length,
    ]);
  },
  keyContext: (s) => {
    const c = s.context as {
      filter: unknown;
      typedSearch: string;
      appliedSearch: string;
      activeSection: string | null;
    };
    return {
      filter: c.filter,
      typedSearch: c.typedSearch,
      appliedSearch: c.appliedSearch,
      activeSection: c.activeSection,
    };
  },
};
