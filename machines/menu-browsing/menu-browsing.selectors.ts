import type { SnapshotFrom } from 'xstate';
import type { OrderedProduct } from './last-orders';
import type { menuBrowsingMachine } from './menu-browsing.machine';
import type { MenuFilter } from './menu-rules';

export type MenuBrowsingSnapshot = SnapshotFrom<typeof menuBrowsingMachine>;

/** The categoria / preferencia filter in the URL (null: the whole menu). */
export const selectFilter = (s: MenuBrowsingSnapshot): MenuFilter => s.context.filter;
/** The search the lists show: ?search as it was 300 ms after the last change. */
export const selectAppliedSearch = (s: MenuBrowsingSnapshot): string => s.context.appliedSearch;
/** The section to scroll to (with a nonce, so tapping the same tile scrolls again). */
export const selectScrollTarget = (s: MenuBrowsingSnapshot) => s.context.scrollTarget;
/** The carousel tile that is highlighted and centred. */
export const selectActiveSection = (s: MenuBrowsingSnapshot): string | null => s.context.activeSection;
/** The branch home's leave guard is asking to confirm. */
export const selectIsConfirmingLeave = (s: MenuBrowsingSnapshot): boolean =>
  s.matches({ browsing: { leaveGuard: 'confirming' } });
/** Scroll events are ignored (600 ms after a tap on a carousel tile). */
export const selectIsCarouselTapLocked = (s: MenuBrowsingSnapshot): boolean =>
  s.matches({ browsing: { carousel: 'tapLocked' } });
/** The search text is waiting for its 300 ms. */
export const selectIsSearchDebouncing = (s: MenuBrowsingSnapshot): boolean =>
  s.matches({ browsing: { search: 'debouncing' } });
/**
 * The products of the diner's last orders, newest first (none for a diner without orders, or when the history
 * could not be read); `lastOrderProducts` matches them to the branch's menu for 'Tus últimos pedidos'.
 */
export const selectOrderedProducts = (s: MenuBrowsingSnapshot): readonly OrderedProduct[] =>
  s.context.lastOrders;
