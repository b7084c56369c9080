import { assign, enqueueActions, fromCallback, fromPromise, not, setup } from 'xstate';
import { type CartSnapshot, selectCartLines, selectHasProducts } from '../cart/cart.selectors';
import type { CartLine } from '../cart/cart.types';
import { follow } from '../catalogue/follow-system-actor';
import type { LayoutSnapshot } from '../layout/layout.selectors';
import { ROUTES } from '../rules/routes';
import { selectUser } from '../session/session.selectors';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import type { OrderedProduct } from './last-orders';
import {
  CATEGORY_PARAM,
  MENU_TOP_TARGET,
  type MenuFilter,
  readFilter,
  readSearch,
  subcategoryAnchor,
  TAG_PARAM,
  toggledQuery,
} from './menu-rules';

/** ordering.md §9 "Timings": search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** ordering.md §2 "Category carousel": scroll events are ignored for 600 ms after a tap. */
export const CAROUSEL_TAP_LOCK_MS = 600;
/** The modal id of the branch home's leave guard (the layout flow shows one modal at a time). */
export const LEAVE_GUARD_MODAL_ID = 'menu-leave-guard';

export type MenuScreen = 'home' | 'menu' | 'subcategory';

/**
 * How the diner asked to leave the branch home: the header's back, the browser's back (or gesture) out of the
 * branch home's guard entry, or the bottom navigation's 'Inicio'.
 */
export type LeaveVia = 'header' | 'browserBack' | 'navBar';

/** What the branch home's history keeper is given: the branch home's path (it keeps a guard entry there). */
export interface LeaveHistoryInput {
  path: string;
}

export interface MenuBrowsingInput {
  brandId: string;
  userId?: string | null;
}

export interface MenuBrowsingContext {
  brandId: string;
  userId: string | null;
  screen: MenuScreen | null;
  /** The route's branch: :id and :storeId. */
  branchId: string | null;
  storeId: string | null;
  /** The page's path (without a product overlay tail) and its query string ('' or '?…'). */
  pathname: string;
  search: string;
  filter: MenuFilter;
  /** The text in ?search as typed; `appliedSearch` follows it 300 ms after the last change. */
  typedSearch: string;
  appliedSearch: string;
  /**
   * Where the page should scroll: a section id, or `MENU_TOP_TARGET` (a cleared filter: the top of the menu);
   * the nonce makes the same target scroll again.
   */
  scrollTarget: { sectionId: string; nonce: number } | null;
  /**
   * A selection's section, waiting for the URL it navigated to: the scroll is asked once the location follows,
   * so it runs against the list the new filter renders (not the one being left).
   */
  pendingScroll: string | null;
  /** The carousel's highlighted, centred tile. */
  activeSection: string | null;
  /** The cart's lines when the diner asked to leave (reported as the abandoned cart on confirming). */
  leavingProducts: CartLine[];
  /** How the diner asked to leave (the browser's back leaves by replacing the entry it already left). */
  leavingVia: LeaveVia | null;
  /** Whether the system's cart has products (followed): the branch home then keeps its history guard. */
  cartHasProducts: boolean;
  /**
   * The products of the diner's own last orders, newest first, once each ('Tus últimos pedidos'; matched to
   * the branch's menu by `lastOrderProducts`). Kept between MENU openings of the same user; forgotten when the
   * user changes or the history cannot be read.
   */
  lastOrders: OrderedProduct[];
}

export type MenuBrowsingEvent =
  | {
      type: 'menuBrowsing.opened';
      screen: MenuScreen;
      branchId: string;
      storeId: string;
      pathname: string;
      search: string;
    }
  | { type: 'menuBrowsing.locationChanged'; pathname: string; search: string }
  | { type: 'menuBrowsing.categorySelected'; slug: string; sectionId: string }
  | { type: 'menuBrowsing.tagSelected'; slug: string; sectionId: string }
  | { type: 'menuBrowsing.seeAllRequested'; slug: string }
  | { type: 'menuBrowsing.subcategoryOpened'; categorySlug: string; subcategoryId: string }
  | { type: 'menuBrowsing.carouselTileTapped'; sectionId: string; slug: string; isTag: boolean }
  | { type: 'menuBrowsing.sectionScrolledIntoView'; sectionId: string }
  | { type: 'menuBrowsing.leaveRequested'; products: CartLine[]; via?: LeaveVia }
  /**
   * Asked to leave the branch home towards BASE: the header's back and the bottom navigation's 'Inicio'
   * (forwarded by the layout flow, `via` 'header' when absent) or the browser's back out of the branch home's
   * guard entry (the history keeper, `via: 'browserBack'`); asks with the cart's lines as they are now.
   */
  | { type: 'menuBrowsing.backPressed'; via?: LeaveVia }
  | { type: 'menuBrowsing.leaveConfirmed' }
  | { type: 'menuBrowsing.leaveCancelled' }
  /** The cart has products or not (followed from the system's cart). */
  | { type: 'menuBrowsing.cartChanged'; hasProducts: boolean }
  /** The layout's leave modal is open or not (it closes by the overlay, Escape or the browser's back too). */
  | { type: 'menuBrowsing.leaveModalChanged'; isOpen: boolean }
  /** Internal: the diner stayed on the branch home after the modal (the history guard is put back). */
  | { type: 'menuBrowsing.leaveStayed' }
  | { type: 'menuBrowsing.userChanged'; userId: string | null };

/** POST /activities/record-menu-visit (ordering.md §7 "Tracking tied to ordering"). */
export interface MenuVisit {
  idUser: string;
  storeId: string;
  idMarca: string;
}

/** POST /activities/update-cart: the abandoned cart. */
export interface AbandonedCart {
  idUser: string;
  storeId: string;
  products: CartLine[];
  idMarca: string;
}

/** Leaving the branch home goes to BASE (see `leaveToBase`: after the browser's back, by replacing). */
const LEAVE_TO_BASE = 'leaveToBase' as const;

/** A named action of this machine with its params, queued from an enqueueActions body. */
const named = (type: 'navigate' | 'recordMenuVisit' | 'reportAbandonedCart', params: object) =>
  ({ type, params }) as never;

/** The filter an event selects: a category or a tag, from the chips, 'Ver todo' or a carousel tile. */
function selectionOf(event: MenuBrowsingEvent): { kind: 'categoria' | 'preferencia'; slug: string } | null {
  if (event.type === 'menuBrowsing.categorySelected') return { kind: CATEGORY_PARAM, slug: event.slug };
  if (event.type === 'menuBrowsing.tagSelected') return { kind: TAG_PARAM, slug: event.slug };
  if (event.type === 'menuBrowsing.carouselTileTapped')
    return { kind: event.isTag ? TAG_PARAM : CATEGORY_PARAM, slug: event.slug };
  return null;
}

const withQuery = (pathname: string, query: string) => `${pathname}${query}`;

/**
 * Browsing the branch home, MENU and the subcategory menu (ordering.md §2, route parameters and query
 * strings; §7 tracking; §9 timings): the categoria / preferencia filters in the query string (they exclude
 * each other; the active one again clears it), the search text from ?search applied 300 ms after the last
 * change, scroll targets and the sticky carousel (scroll ignored for 600 ms after a tap), 'Ver todo',
 * opening a subcategory (hash #cat-…-subcat-… stored as previousPath), the menu visit, and the branch home's
 * leave guard (blocks leaving to BASE with products in the cart; confirming reports the abandoned cart,
 * clears the cart and leaves).
 */
export const menuBrowsingMachine = setup({
  types: {
    context: {} as MenuBrowsingContext,
    events: {} as MenuBrowsingEvent,
    input: {} as MenuBrowsingInput,
  },
  actors: {
    watchUser: follow(
      'session',
      (s: Parameters<typeof selectUser>[0]) => selectUser(s)?._id ?? null,
      (userId): MenuBrowsingEvent => ({ type: 'menuBrowsing.userChanged', userId }),
    ),
    watchCart: follow(
      'cart',
      (s: CartSnapshot) => selectHasProducts(s),
      (hasProducts): MenuBrowsingEvent => ({ type: 'menuBrowsing.cartChanged', hasProducts }),
    ),
    watchLeaveModal: follow(
      'layout',
      (s: LayoutSnapshot) =>
        s.matches({ modal: 'open' }) && s.context.currentModalId === LEAVE_GUARD_MODAL_ID,
      (isOpen): MenuBrowsingEvent => ({ type: 'menuBrowsing.leaveModalChanged', isOpen }),
    ),
    /**
     * Keeps a guard entry in the browser's history on the branch home while the cart has products, and reports
     * the browser's back out of it as `menuBrowsing.backPressed {via: 'browserBack'}`. The app provides it
     * (src/adapters/leave-guard-history.ts); without one (a test, the flows page) there is no history.
     */
    leaveHistory: fromCallback<MenuBrowsingEvent, LeaveHistoryInput>(() => {}),
    /** GET /pedido/usuario/{userId} (ordering.md §7 "Orders") read with `readOrderedProducts`; the app provides it. */
    fetchLastOrders: fromPromise<OrderedProduct[], { userId: string }>(async () => {
      throw new Error('menuBrowsing: actor "fetchLastOrders" was not provided');
    }),
    /**
     * The list this device remembered from the user's last history answer (none when it has none, or another
     * user's): shown while the history is asked, so the section takes its place with the menu's first paint
     * (no layout shift). The app provides it (local storage, src/adapters/last-orders-memory.ts).
     */
    recallLastOrders: fromPromise<OrderedProduct[], { userId: string }>(async () => []),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    carouselTapLock: CAROUSEL_TAP_LOCK_MS,
  },
  guards: {
    isSearchChanged: ({ context, event }) =>
      event.type === 'menuBrowsing.locationChanged' && readSearch(event.search) !== context.typedSearch,
    hasProducts: ({ event }) => event.type === 'menuBrowsing.leaveRequested' && event.products.length > 0,
    /** The branch home with products in the cart: leaving it towards BASE is guarded, the browser's back too. */
    isGuardingHome: ({ context }) => context.screen === 'home' && context.cartHasProducts,
    isLeaveModalClosed: ({ event }) => event.type === 'menuBrowsing.leaveModalChanged' && !event.isOpen,
    isMenuScreen: ({ event }) => event.type === 'menuBrowsing.opened' && event.screen === 'menu',
    /** MENU is open for a user (a guest has one too): 'Tus últimos pedidos' is read from their orders. */
    isMenuOfUser: ({ context }) => context.screen === 'menu' && context.userId !== null,
    /** No list read before in this visit: the remembered one may stand in while the history is asked. */
    hasNoLastOrders: ({ context }) => context.lastOrders.length === 0,
    hasRoute: ({ context }) => context.branchId !== null && context.storeId !== null,
    isActiveFilter: ({ context, event }) => {
      const selection = selectionOf(event);
      return !!selection && context.filter?.kind === selection.kind && context.filter.slug === selection.slug;
    },
  },
  actions: {
    open: assign(({ event }) => {
      if (event.type !== 'menuBrowsing.opened') return {};
      const filter = readFilter(event.search);
      const text = readSearch(event.search);
      return {
        screen: event.screen,
        branchId: event.branchId,
        storeId: event.storeId,
        pathname: event.pathname,
        search: event.search,
        filter,
        typedSearch: text,
        // A link that carries ?search shows its results at once; typing is what the debounce is for.
        appliedSearch: text,
        activeSection: null,
        scrollTarget: null,
        pendingScroll: null,
      };
    }),
    followLocation: assign(({ context, event }) => {
      if (event.type !== 'menuBrowsing.locationChanged') return {};
      const located = {
        pathname: event.pathname,
        search: event.search,
        filter: readFilter(event.search),
        typedSearch: readSearch(event.search),
      };
      if (!context.pendingScroll) return located;
      // The selection's URL is here: the page scrolls once the filtered list renders.
      const nonce = (context.scrollTarget?.nonce ?? 0) + 1;
      return { ...located, scrollTarget: { sectionId: context.pendingScroll, nonce }, pendingScroll: null };
    }),
    applySearch: assign(({ context }) => ({ appliedSearch: context.typedSearch })),
    /** Selecting a category sets categoria and removes preferencia (a tag the reverse); the active one clears. */
    toggleFilter: enqueueActions(({ context, event, enqueue }) => {
      const selection = selectionOf(event);
      if (!selection) return;
      const query = toggledQuery(context.search, selection.kind, selection.slug);
      enqueue(named('navigate', { to: withQuery(context.pathname, query), replace: true }));
    }),
    /** The selection navigated (toggleFilter): its scroll waits for the location to follow (followLocation). */
    scrollToSelection: assign(({ context, event }) => {
      if (
        event.type !== 'menuBrowsing.categorySelected' &&
        event.type !== 'menuBrowsing.tagSelected' &&
        event.type !== 'menuBrowsing.carouselTileTapped'
      ) {
        return {};
      }
      // The active tile again clears the filter: the whole menu from its top, with the header (clearSelection).
      const selection = selectionOf(event);
      const clears = context.filter?.kind === selection?.kind && context.filter?.slug === selection?.slug;
      return clears
        ? { activeSection: null, pendingScroll: MENU_TOP_TARGET }
        : { activeSection: event.sectionId, pendingScroll: event.sectionId };
    }),
    /**
     * A cleared filter: nothing selected; once the URL has no filter the page goes to the top of the whole menu,
     * where the header and its search show (was: left scrolled down the longer list with the header hidden).
     */
    clearSelection: assign({ activeSection: null, pendingScroll: MENU_TOP_TARGET }),
    markSectionInView: assign(({ event }) =>
      event.type === 'menuBrowsing.sectionScrolledIntoView' ? { activeSection: event.sectionId } : {},
    ),
    seeAll: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'menuBrowsing.seeAllRequested') return;
      const to = `${ROUTES.MENU}/${context.branchId}/${context.storeId}?${CATEGORY_PARAM}=${encodeURIComponent(event.slug)}`;
      enqueue(named('navigate', { to }));
    }),
    /**
     * The current URL is replaced with #cat-{categorySlug}-subcat-{subcategoryId} and stored as previousPath,
     * so Back returns to the card; then the subcategory menu opens with ?categoria.
     */
    openSubcategory: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== 'menuBrowsing.subcategoryOpened') return;
      const anchor = subcategoryAnchor(event.categorySlug, event.subcategoryId);
      const previousPath = `${context.pathname}${context.search}#${anchor}`;
      enqueue(named('navigate', { to: previousPath, replace: true }));
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'store the previous path');
      if (layout) enqueue.sendTo(layout, { type: 'layout.previousPathStored', path: previousPath });
      const to = `${ROUTES.MENU}/${context.branchId}/${context.storeId}/subcategory/${encodeURIComponent(
        event.subcategoryId,
      )}?${CATEGORY_PARAM}=${encodeURIComponent(event.categorySlug)}`;
      enqueue(named('navigate', { to }));
    }),
    /** Another user's orders are not this one's: the list is forgotten. */
    storeUser: assign(({ context, event }) =>
      event.type !== 'menuBrowsing.userChanged'
        ? {}
        : event.userId === context.userId
          ? { userId: event.userId }
          : { userId: event.userId, lastOrders: [] },
    ),
    storeLastOrders: assign((_, params: { products: OrderedProduct[] }) => ({ lastOrders: params.products })),
    forgetLastOrders: assign({ lastOrders: [] }),
    /** Provided by the app: keeps the user's list on this device for the next visit's first paint. */
    rememberLastOrders: (_, _params: { userId: string; products: OrderedProduct[] }) => {},
    logLastOrdersFailure: (_, params: { error: unknown }) => {
      console.error("menuBrowsing: the diner's last orders could not be read", params.error);
    },
    recordVisit: enqueueActions(({ context, enqueue }) => {
      if (!context.storeId || !context.userId) return;
      enqueue(
        named('recordMenuVisit', {
          idUser: context.userId,
          storeId: context.storeId,
          idMarca: context.brandId,
        }),
      );
    }),
    /** Back becomes a leave request carrying the cart's lines (read from the system's cart; none alone). */
    askToLeave: enqueueActions(({ event, system, enqueue }) => {
      if (event.type !== 'menuBrowsing.backPressed') return;
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'read the cart before leaving the branch home');
      const products = cart ? selectCartLines(cart.getSnapshot() as CartSnapshot) : [];
      enqueue.raise({ type: 'menuBrowsing.leaveRequested', products, via: event.via ?? 'header' });
    }),
    storeLeavingProducts: assign(({ event }) =>
      event.type === 'menuBrowsing.leaveRequested'
        ? { leavingProducts: event.products, leavingVia: event.via ?? 'header' }
        : {},
    ),
    storeCartHasProducts: assign(({ event }) =>
      event.type === 'menuBrowsing.cartChanged' ? { cartHasProducts: event.hasProducts } : {},
    ),
    /**
     * To BASE. After the browser's back the diner is on the branch home's own entry (the guard entry above it
     * was left): BASE replaces it, so history reads as the back the diner asked for.
     */
    leaveToBase: enqueueActions(({ context, event, enqueue }) => {
      const via = event.type === 'menuBrowsing.leaveRequested' ? (event.via ?? 'header') : context.leavingVia;
      enqueue(
        named('navigate', via === 'browserBack' ? { to: ROUTES.BASE, replace: true } : { to: ROUTES.BASE }),
      );
    }),
    stayOnHome: enqueueActions(({ enqueue }) => {
      enqueue.raise({ type: 'menuBrowsing.leaveStayed' });
    }),
    openLeaveGuard: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'open the leave guard');
      if (layout) enqueue.sendTo(layout, { type: 'layout.modalOpened', modalId: LEAVE_GUARD_MODAL_ID });
    }),
    closeLeaveGuard: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'close the leave guard');
      if (layout) enqueue.sendTo(layout, { type: 'layout.modalClosed' });
    }),
    /** Confirming reports the abandoned cart and clears the cart (ordering.md §2 "Leave guard"). */
    abandonCart: enqueueActions(({ context, system, enqueue }) => {
      if (context.storeId && context.userId) {
        enqueue(
          named('reportAbandonedCart', {
            idUser: context.userId,
            storeId: context.storeId,
            products: context.leavingProducts,
            idMarca: context.brandId,
          }),
        );
      }
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'clear the cart on leaving');
      if (cart) enqueue.sendTo(cart, { type: 'cart.cleared' });
      enqueue.assign({ leavingProducts: [] });
    }),
    forgetLeavingProducts: assign({ leavingProducts: [], leavingVia: null }),
    navigate: (_, _params: NavigateParams) => {},
    /** Provided by the app: POST /activities/record-menu-visit (fire and forget, a failure is logged). */
    recordMenuVisit: (_, _params: MenuVisit) => {},
    /** Provided by the app: POST /activities/update-cart (fire and forget, a failure is logged). */
    reportAbandonedCart: (_, _params: AbandonedCart) => {},
  },
}).createMachine({
  id: 'menuBrowsing',
  context: ({ input }) => ({
    brandId: input.brandId,
    userId: input.userId ?? null,
    screen: null,
    branchId: null,
    storeId: null,
    pathname: '',
    search: '',
    filter: null,
    typedSearch: '',
    appliedSearch: '',
    scrollTarget: null,
    pendingScroll: null,
    activeSection: null,
    leavingProducts: [],
    leavingVia: null,
    cartHasProducts: false,
    lastOrders: [],
  }),
  invoke: [
    { id: 'watchUser', src: 'watchUser' },
    { id: 'watchCart', src: 'watchCart' },
    { id: 'watchLeaveModal', src: 'watchLeaveModal' },
  ],
  on: {
    'menuBrowsing.userChanged': { actions: 'storeUser' },
    'menuBrowsing.cartChanged': { actions: 'storeCartHasProducts' },
    'menuBrowsing.opened': [
      { guard: 'isMenuScreen', target: '.browsing', actions: ['open', 'recordVisit'] },
      { target: '.browsing', actions: 'open' },
    ],
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'No menu screen opened yet.',
    },
    browsing: {
      type: 'parallel',
      states: {
        search: {
          initial: 'settled',
          on: {
            'menuBrowsing.locationChanged': [
              { guard: 'isSearchChanged', target: '.debouncing', reenter: true, actions: 'followLocation' },
              { actions: 'followLocation' },
            ],
          },
          states: {
            settled: {
              description: 'The list shows the applied search (or the whole menu without one).',
            },
            debouncing: {
              description: 'The search text changed; it applies 300 ms after the last change.',
              after: { searchDebounce: { target: 'settled', actions: 'applySearch' } },
            },
          },
        },
        filters: {
          on: {
            'menuBrowsing.categorySelected': [
              { guard: 'isActiveFilter', actions: ['toggleFilter', 'clearSelection'] },
              { actions: ['toggleFilter', 'scrollToSelection'] },
            ],
            'menuBrowsing.tagSelected': [
              { guard: 'isActiveFilter', actions: ['toggleFilter', 'clearSelection'] },
              { actions: ['toggleFilter', 'scrollToSelection'] },
            ],
            // A tile filters like a chip ('preferences' tiles as tags); the carousel region scrolls and locks.
            'menuBrowsing.carouselTileTapped': { actions: 'toggleFilter' },
            'menuBrowsing.seeAllRequested': { guard: 'hasRoute', actions: 'seeAll' },
            'menuBrowsing.subcategoryOpened': { guard: 'hasRoute', actions: 'openSubcategory' },
          },
        },
        carousel: {
          initial: 'following',
          on: {
            'menuBrowsing.carouselTileTapped': {
              target: '.tapLocked',
              reenter: true,
              actions: 'scrollToSelection',
            },
          },
          states: {
            following: {
              description: 'The highlighted tile follows the section scrolled into view.',
              on: { 'menuBrowsing.sectionScrolledIntoView': { actions: 'markSectionInView' } },
            },
            tapLocked: {
              description:
                'A tile was tapped: the page scrolls there (500 ms) and scroll events are ignored for 600 ms.',
              after: { carouselTapLock: 'following' },
            },
          },
        },
        leaveGuard: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'menuBrowsing.backPressed': { actions: 'askToLeave' },
                'menuBrowsing.leaveRequested': [
                  {
                    guard: 'hasProducts',
                    target: 'confirming',
                    actions: ['storeLeavingProducts', 'openLeaveGuard'],
                  },
                  { actions: LEAVE_TO_BASE },
                ],
              },
            },
            confirming: {
              description:
                "The modal '¿Queres salir sin enviar el pedido?' with 'Cancelar' and 'Si, salir' (the cart has products).",
              on: {
                'menuBrowsing.leaveRequested': [
                  { guard: 'hasProducts', actions: ['storeLeavingProducts', 'openLeaveGuard'] },
                  { target: 'idle', actions: ['forgetLeavingProducts', 'closeLeaveGuard', LEAVE_TO_BASE] },
                ],
                'menuBrowsing.leaveConfirmed': {
                  target: 'idle',
                  actions: ['abandonCart', 'closeLeaveGuard', LEAVE_TO_BASE, 'forgetLeavingProducts'],
                },
                'menuBrowsing.leaveCancelled': {
                  target: 'idle',
                  actions: ['forgetLeavingProducts', 'closeLeaveGuard', 'stayOnHome'],
                },
                // Closed by the overlay, Escape or the browser's back: the diner stays, as with 'Cancelar'.
                'menuBrowsing.leaveModalChanged': {
                  guard: 'isLeaveModalClosed',
                  target: 'idle',
                  actions: ['forgetLeavingProducts', 'stayOnHome'],
                },
              },
            },
          },
        },
        history: {
          initial: 'unguarded',
          states: {
            unguarded: {
              description: 'Not on the branch home, or the cart is empty: the browser history is left alone.',
              always: { guard: 'isGuardingHome', target: 'guarded' },
            },
            guarded: {
              description:
                "The branch home with products: a guard entry in the browser's history turns the browser's back into backPressed {via: 'browserBack'}.",
              invoke: {
                id: 'leaveHistory',
                src: 'leaveHistory',
                input: ({ context }) => ({ path: context.pathname }),
              },
              always: { guard: not('isGuardingHome'), target: 'unguarded' },
              // The diner stayed after the modal: the guard entry the browser's back used up is put back.
              on: { 'menuBrowsing.leaveStayed': { target: 'guarded', reenter: true } },
            },
          },
        },
        lastOrders: {
          // Every MENU opening enters `browsing` again, so each one reads the history afresh (an order sent
          // since shows); another user decides again.
          initial: 'deciding',
          // Taken instead of the root's own handler while browsing, so it stores the user too.
          on: { 'menuBrowsing.userChanged': { target: '.deciding', actions: 'storeUser' } },
          states: {
            deciding: {
              always: [{ guard: 'isMenuOfUser', target: 'loading' }, { target: 'idle' }],
            },
            idle: {
              description:
                'Not on MENU (or no user): the history is not asked; a list read before stays for the next opening.',
            },
            loading: {
              description:
                'GET /pedido/usuario/{userId}: the menu shows at once; a list read before (in this visit, else the one this device remembered) stays shown meanwhile.',
              invoke: [
                {
                  id: 'fetchLastOrders',
                  src: 'fetchLastOrders',
                  input: ({ context }) => ({ userId: context.userId ?? '' }),
                  onDone: {
                    target: 'shown',
                    actions: [
                      { type: 'storeLastOrders', params: ({ event }) => ({ products: event.output }) },
                      {
                        type: 'rememberLastOrders',
                        params: ({ context, event }) => ({
                          userId: context.userId ?? '',
                          products: event.output,
                        }),
                      },
                    ],
                  },
                  onError: {
                    target: 'failed',
                    actions: [
                      'forgetLastOrders',
                      { type: 'logLastOrdersFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                },
                {
                  // The first opening of a visit: the list remembered on this device, until the answer comes.
                  id: 'recallLastOrders',
                  src: 'recallLastOrders',
                  input: ({ context }) => ({ userId: context.userId ?? '' }),
                  onDone: {
                    guard: 'hasNoLastOrders',
                    actions: { type: 'storeLastOrders', params: ({ event }) => ({ products: event.output }) },
                  },
                },
              ],
            },
            shown: {
              description:
                "'Tus últimos pedidos' first on MENU: the ordered products this branch's menu still has, newest first, at most 8 (no section without any).",
            },
            failed: {
              description:
                'The history could not be read: no section (no error shown); the menu is unaffected.',
            },
          },
        },
      },
    },
  },
});
