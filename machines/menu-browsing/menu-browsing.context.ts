/**
 * The menu-browsing flow's context, events, inputs and timings. Its guards are in menu-browsing.guards.ts, its
 * setup (actors, delays, actions) in menu-browsing.setup.ts and the chart in menu-browsing.machine.ts.
 */
import type { CartLine } from '../cart/cart.types';
import type { OrderedProduct } from './last-orders';
import type { MenuFilter } from './menu-rules';

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
