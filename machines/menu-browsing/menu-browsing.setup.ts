import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { type CartSnapshot, selectCartLines, selectHasProducts } from '../cart/cart.selectors';
import { follow } from '../catalogue/follow-system-actor';
import type { LayoutSnapshot } from '../layout/layout.selectors';
import { ROUTES } from '../rules/routes';
import { selectUser } from '../session/session.selectors';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import type { OrderedProduct } from './last-orders';
import {
  type AbandonedCart,
  CAROUSEL_TAP_LOCK_MS,
  LEAVE_GUARD_MODAL_ID,
  type LeaveHistoryInput,
  type MenuBrowsingContext,
  type MenuBrowsingEvent,
  type MenuBrowsingInput,
  type MenuVisit,
  SEARCH_DEBOUNCE_MS,
} from './menu-browsing.context';
import { menuBrowsingGuards, selectionOf } from './menu-browsing.guards';
import {
  CATEGORY_PARAM,
  MENU_TOP_TARGET,
  readFilter,
  readSearch,
  subcategoryAnchor,
  toggledQuery,
} from './menu-rules';

/** A named action of this machine with its params, queued from an enqueueActions body. */
const named = (type: 'navigate' | 'recordMenuVisit' | 'reportAbandonedCart', params: object) =>
  ({ type, params }) as never;

const withQuery = (pathname: string, query: string) => `${pathname}${query}`;

/**
 * The menu-browsing flow's named actors, delays, guards and actions (the chart is in menu-browsing.machine.ts).
 * The calls are provided by the app (src/app/catalogue-flows.ts).
 */
export const menuBrowsingSetup = setup({
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
  guards: menuBrowsingGuards,
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
});
