/**
 * The menu-browsing flow's guards (named in the chart, menu-browsing.machine.ts; registered in
 * menu-browsing.setup.ts) and the filter an event selects, which its actions read too.
 */
import type { MenuBrowsingContext, MenuBrowsingEvent } from './menu-browsing.context';
import { CATEGORY_PARAM, readSearch, TAG_PARAM } from './menu-rules';

type GuardArgs = { context: MenuBrowsingContext; event: MenuBrowsingEvent };

/** The filter an event selects: a category or a tag, from the chips, 'Ver todo' or a carousel tile. */
export function selectionOf(
  event: MenuBrowsingEvent,
): { kind: 'categoria' | 'preferencia'; slug: string } | null {
  if (event.type === 'menuBrowsing.categorySelected') return { kind: CATEGORY_PARAM, slug: event.slug };
  if (event.type === 'menuBrowsing.tagSelected') return { kind: TAG_PARAM, slug: event.slug };
  if (event.type === 'menuBrowsing.carouselTileTapped')
    return { kind: event.isTag ? TAG_PARAM : CATEGORY_PARAM, slug: event.slug };
  return null;
}

export const menuBrowsingGuards = {
  isSearchChanged: ({ context, event }: GuardArgs) =>
    event.type === 'menuBrowsing.locationChanged' && readSearch(event.search) !== context.typedSearch,
  hasProducts: ({ event }: GuardArgs) =>
    event.type === 'menuBrowsing.leaveRequested' && event.products.length > 0,
  /** The branch home with products in the cart: leaving it towards BASE is guarded, the browser's back too. */
  isGuardingHome: ({ context }: GuardArgs) => context.screen === 'home' && context.cartHasProducts,
  isLeaveModalClosed: ({ event }: GuardArgs) =>
    event.type === 'menuBrowsing.leaveModalChanged' && !event.isOpen,
  isMenuScreen: ({ event }: GuardArgs) => event.type === 'menuBrowsing.opened' && event.screen === 'menu',
  /** MENU is open for a user (a guest has one too): 'Tus últimos pedidos' is read from their orders. */
  isMenuOfUser: ({ context }: GuardArgs) => context.screen === 'menu' && context.userId !== null,
  /** No list read before in this visit: the remembered one may stand in while the history is asked. */
  hasNoLastOrders: ({ context }: GuardArgs) => context.lastOrders.length === 0,
  hasRoute: ({ context }: GuardArgs) => context.branchId !== null && context.storeId !== null,
  isActiveFilter: ({ context, event }: GuardArgs) => {
    const selection = selectionOf(event);
    return !!selection && context.filter?.kind === selection.kind && context.filter.slug === selection.slug;
  },
};
