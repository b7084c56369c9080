import type { SnapshotFrom } from 'xstate';
import { isMobileWidth } from '../rules/header';
import type { layoutMachine, PageSettings, PersistedLayout } from './layout.machine';

export type LayoutSnapshot = SnapshotFrom<typeof layoutMachine>;

/** True while the brand logo covers the screen. */
export const selectIsSplashShowing = (s: LayoutSnapshot): boolean => s.matches({ splash: 'showing' });
/** True once the second splash flag is set (the slower animation timing is over). */
export const selectIsSplashSettled = (s: LayoutSnapshot): boolean => s.matches({ splash: 'done' });
export const selectHeader = (s: LayoutSnapshot) => s.context.header;
export const selectPage = (s: LayoutSnapshot) => s.context.page;
export const selectIsMobile = (s: LayoutSnapshot): boolean => isMobileWidth(s.context.viewportWidth);

/** The header is hidden by the screen, or scrolled away. */
export const selectIsHeaderHidden = (s: LayoutSnapshot): boolean =>
  s.context.header.hidden || s.matches({ header: 'scrolledAway' });

/** The bottom navigation shows when the screen wants it, and not while typing on mobile. */
export const selectIsNavBarVisible = (s: LayoutSnapshot): boolean =>
  s.context.page.navBar && !(selectIsMobile(s) && s.matches({ navigation: 'hiddenForTyping' }));

/** The open modal, even while the splash still hides it (lets its view load ahead of time). */
export const selectOpenModalId = (s: LayoutSnapshot): string | null =>
  s.matches({ modal: 'closed' }) ? null : s.context.currentModalId;

/** The modal to show: none while the splash is showing (accounts.md §2.3). */
export const selectVisibleModalId = (s: LayoutSnapshot): string | null =>
  selectIsSplashShowing(s) ? null : selectOpenModalId(s);

/** The open modal is on its way out (the 300 ms transition). */
export const selectIsModalClosing = (s: LayoutSnapshot): boolean => s.matches({ modal: 'closing' });
export const selectIsModalDismissible = (s: LayoutSnapshot): boolean => s.context.modalDismissible;

export const selectPersistedLayout = (s: LayoutSnapshot): PersistedLayout => ({
  previousPath: s.context.header.previousPath,
  lastRoute: s.context.header.lastRoute,
});

/* What the shell renders from the page and header settings (accounts.md §2.3 "Layout"). */

/** What the bottom area shows: exactly one thing, in the spec's order of preference (accounts.md §2.3). */
export type BottomAreaKind = 'menu-button' | 'checkout-bar' | 'nav-bar' | 'none';

export function bottomAreaFor(
  page: Pick<PageSettings, 'menuBtn' | 'checkoutBar' | 'navBar'>,
  hasProducts = true,
): BottomAreaKind {
  if (page.menuBtn) return 'menu-button';
  // "the checkout bar, when the order has products and the checkout bar is enabled"; else the nav bar.
  if (page.checkoutBar && hasProducts) return 'checkout-bar';
  if (page.navBar) return 'nav-bar';
  return 'none';
}

export const selectBottomArea = (s: LayoutSnapshot): BottomAreaKind => bottomAreaFor(s.context.page);
/** The bottom area for the order as it is (the cart's `selectHasProducts`): an empty order shows the nav bar. */
export const selectBottomAreaFor =
  (hasProducts: boolean) =>
  (s: LayoutSnapshot): BottomAreaKind =>
    bottomAreaFor(s.context.page, hasProducts);
/** The "Ver menú completo" link target, when set. */
export const selectMenuLink = (s: LayoutSnapshot): string | null => s.context.page.menuBtn;
export const selectIvaDisclaimer = (s: LayoutSnapshot): boolean => s.context.page.ivaDisclaimer;
export const selectPageBackground = (s: LayoutSnapshot): string | null => s.context.page.BgColor;
/** The header slides away when hidden or scrolled away, and while the screen says it is loading. */
export const selectIsHeaderSlidAway = (s: LayoutSnapshot): boolean =>
  selectIsHeaderHidden(s) || s.context.header.isLoading;
