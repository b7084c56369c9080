import { fromCallback } from 'xstate';
import type { LeaveHistoryInput, MenuBrowsingEvent } from '@/machines/menu-browsing/menu-browsing.machine';

/** Marks the history entry that guards the branch home (same URL as the branch home's own entry). */
const GUARD_ENTRY = 'leaveGuardEntry';
/** The layout's sheet entries (src/adapters/modal-history.ts): a sheet's entry is the sheet's, not ours. */
const SHEET_ENTRY = 'sheetEntry';

/** The part of `window` the keeper uses (a stand-in in tests). */
export interface LeaveGuardWindow {
  history: Pick<History, 'state' | 'pushState' | 'replaceState'>;
  location: { href: string; pathname: string };
  addEventListener(type: 'popstate' | 'pushState' | 'replaceState', listener: () => void): void;
  removeEventListener(type: 'popstate' | 'pushState' | 'replaceState', listener: () => void): void;
}

/**
 * The branch home's guard entry (ordering.md §2 "Leave guard", the browser's back): while menuBrowsing keeps it
 * running (the branch home with products in the cart), one history entry with the branch home's own URL sits
 * on top of the branch home's entry, so the browser's back pops it, the page stays, and `onBack` tells the flow,
 * which decides (the modal). After reporting it does nothing more: the flow stops it, or starts it again when
 * the diner stays (which puts the entry back once a sheet's entry above the branch home has gone).
 *
 * - Only on the branch home's path itself (not under a product overlay's `…/product/{sku}` tail): arriving
 *   there (back from the overlay, a navigation) puts the entry on top.
 * - The app replacing the guard entry (`?search`, the filters) keeps it the guard entry.
 * - A sheet's entry above it (modal-history) carries its mark: back out of the sheet lands on it, no report.
 * - Stopping leaves history alone (an entry with the same URL costs nothing).
 *
 * wouter dispatches `pushState` / `replaceState` on window for the app's own navigations.
 */
export function createLeaveGuardHistory(win: LeaveGuardWindow, path: string, onBack: () => void) {
  let onGuardEntry = false;
  let reported = false;
  let writing = false;

  const stateOf = (): Record<string, unknown> => {
    const state = win.history.state as unknown;
    return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  };
  const isGuardEntry = () => Boolean(stateOf()[GUARD_ENTRY]);
  const isSheetEntry = () => Boolean(stateOf()[SHEET_ENTRY]);
  const isOnHome = () => win.location.pathname === path;
  const markEntry = (how: 'pushState' | 'replaceState') => {
    writing = true;
    try {
      win.history[how]({ ...stateOf(), [GUARD_ENTRY]: true }, '', win.location.href);
    } finally {
      writing = false;
    }
  };
  /** On the branch home's own entry, puts the guard entry on top; elsewhere only notes where the diner is. */
  const guard = () => {
    if (isOnHome() && !isGuardEntry() && !isSheetEntry()) markEntry('pushState');
    onGuardEntry = isGuardEntry();
  };

  const onPopState = () => {
    if (reported) return;
    if (onGuardEntry && isOnHome() && !isGuardEntry() && !isSheetEntry()) {
      // Back out of the guard entry onto the branch home's own entry: the diner asks to leave.
      onGuardEntry = false;
      reported = true;
      onBack();
      return;
    }
    guard();
  };
  const onPushState = () => {
    if (writing || reported) return;
    guard();
  };
  const onReplaceState = () => {
    if (writing || reported) return;
    // The app replaced the guard entry with the branch home's URL again (?search, filters): it stays one.
    if (onGuardEntry && isOnHome() && !isGuardEntry()) {
      markEntry('replaceState');
      return;
    }
    guard();
  };

  win.addEventListener('popstate', onPopState);
  win.addEventListener('pushState', onPushState);
  win.addEventListener('replaceState', onReplaceState);
  guard();

  return {
    stop() {
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('pushState', onPushState);
      win.removeEventListener('replaceState', onReplaceState);
    },
  };
}

/** menuBrowsing's `leaveHistory` actor on the real browser history. */
export const leaveGuardHistoryActor = fromCallback<MenuBrowsingEvent, LeaveHistoryInput>(
  ({ sendBack, input }) => {
    if (typeof window === 'undefined') return;
    const backPressed: MenuBrowsingEvent = { type: 'menuBrowsing.backPressed', via: 'browserBack' };
    const keeper = createLeaveGuardHistory(window, input.path, () => sendBack(backPressed));
    return () => keeper.stop();
  },
);
