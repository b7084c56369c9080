import { not } from 'xstate';
import {
  type AbandonedCart,
  CAROUSEL_TAP_LOCK_MS,
  LEAVE_GUARD_MODAL_ID,
  type LeaveHistoryInput,
  type LeaveVia,
  type MenuBrowsingContext,
  type MenuBrowsingEvent,
  type MenuBrowsingInput,
  type MenuScreen,
  type MenuVisit,
  SEARCH_DEBOUNCE_MS,
} from './menu-browsing.context';
import { menuBrowsingSetup } from './menu-browsing.setup';

/** The context, events, inputs and timings moved to menu-browsing.context.ts, still importable from here. */
export type {
  AbandonedCart,
  LeaveHistoryInput,
  LeaveVia,
  MenuBrowsingContext,
  MenuBrowsingEvent,
  MenuBrowsingInput,
  MenuScreen,
  MenuVisit,
};
export { CAROUSEL_TAP_LOCK_MS, LEAVE_GUARD_MODAL_ID, SEARCH_DEBOUNCE_MS };

/** Leaving the branch home goes to BASE (see `leaveToBase`: after the browser's back, by replacing). */
const LEAVE_TO_BASE = 'leaveToBase' as const;

/**
 * Browsing the branch home, MENU and the subcategory menu (ordering.md §2, route parameters and query
 * strings; §7 tracking; §9 timings): the categoria / preferencia filters in the query string (they exclude
 * each other; the active one again clears it), the search text from ?search applied 300 ms after the last
 * change, scroll targets and the sticky carousel (scroll ignored for 600 ms after a tap), 'Ver todo',
 * opening a subcategory (hash #cat-…-subcat-… stored as previousPath), the menu visit, and the branch home's
 * leave guard (blocks leaving to BASE with products in the cart; confirming reports the abandoned cart,
 * clears the cart and leaves).
 */
export const menuBrowsingMachine = menuBrowsingSetup.createMachine({
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
