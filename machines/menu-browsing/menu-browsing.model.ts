import type { FlowModel } from '../flow-model';
import { menuBrowsingMachine } from './menu-browsing.machine';

const MENU = '/menu/b-1/brasa-palermo';
const line = { _id: 'p-1', sku: 'PAR-001', name: 'Bife de chorizo', price: 18900, quantity: 1 };
/** What the diner's history (GET /pedido/usuario/{userId}) gives 'Tus últimos pedidos': the ordered products. */
const ordered = [{ sku: 'PAR-001', id: 'p-1' }];

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
    },
    {
      event: { type: 'menuBrowsing.locationChanged', pathname: MENU, search: '?search=empa' },
      step: "Type 'empa' in the search bar",
    },
    {
      event: { type: 'menuBrowsing.locationChanged', pathname: MENU, search: '' },
      step: 'Clear the search bar',
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
    },
    {
      event: { type: 'menuBrowsing.sectionScrolledIntoView', sectionId: 'c-2' },
      step: "Scroll until 'Hamburguesas' is in view",
    },
    {
      event: { type: 'xstate.after.carouselTapLock.menuBrowsing.browsing.carousel.tapLocked' },
      step: 'Wait 600 ms',
    },
    { event: { type: 'menuBrowsing.seeAllRequested', slug: 'pizzas' }, step: "Tap 'Ver todo' on Pizzas" },
    {
      event: { type: 'menuBrowsing.subcategoryOpened', categorySlug: 'parrilla', subcategoryId: 's-1' },
      step: "Tap the 'Cortes vacunos' card",
    },
    {
      event: { type: 'menuBrowsing.leaveRequested', products: [] },
      step: 'Tap back on the branch home with an empty cart',
    },
    {
      event: { type: 'menuBrowsing.leaveRequested', products: [line] },
      step: 'Tap back on the branch home with a product in the cart',
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
    },
    {
      event: { type: 'xstate.done.actor.fetchLastOrders', output: [] },
      step: 'The order history answers with no orders (a new guest)',
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
      "the menu at once; 'Tus últimos pedidos' as read before (none the first time)",
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
