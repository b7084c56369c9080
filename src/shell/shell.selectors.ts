import type { PageSettings } from '@/machines/layout/layout.machine';
import type { LayoutSnapshot } from '@/machines/layout/layout.selectors';
import { selectIsHeaderHidden } from '@/machines/layout/layout.selectors';

/** What the bottom area shows: exactly one thing, in the spec's order of preference (accounts.md §2.3). */
export type BottomAreaKind = 'menu-button' | 'checkout-bar' | 'nav-bar' | 'none';

export function bottomAreaFor(
  page: Pick<PageSettings, 'menuBtn' | 'checkoutBar' | 'navBar'>,
): BottomAreaKind {
  if (page.menuBtn) return 'menu-button';
  if (page.checkoutBar) return 'checkout-bar';
  if (page.navBar) return 'nav-bar';
  return 'none';
}

export const selectBottomArea = (s: LayoutSnapshot): BottomAreaKind => bottomAreaFor(s.context.page);
/** The "Ver menú completo" link target, when set. */
export const selectMenuLink = (s: LayoutSnapshot): string | null => s.context.page.menuBtn;
export const selectIvaDisclaimer = (s: LayoutSnapshot): boolean => s.context.page.ivaDisclaimer;
export const selectPageBackground = (s: LayoutSnapshot): string | null => s.context.page.BgColor;
/** The header slides away when hidden or scrolled away, and while the screen says it is loading. */
export const selectIsHeaderSlidAway = (s: LayoutSnapshot): boolean =>
  selectIsHeaderHidden(s) || s.context.header.isLoading;
