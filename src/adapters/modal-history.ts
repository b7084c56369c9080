import { fromCallback } from 'xstate';
import type { LayoutEvent, ModalHistoryCommand } from '@/machines/layout/layout.machine';

/** Marks the history entry that stands for an open sheet (same URL as the page under it). */
const SHEET_ENTRY = 'sheetEntry';

/** The part of `window` the history keeper uses (a stand-in in tests). */
export interface ModalHistoryWindow {
  history: Pick<History, 'state' | 'pushState' | 'back'>;
  location: { href: string };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(handle: number): void;
}

/**
 * One browser-history entry per open sheet (issue 10 #9), driven by the layout flow: `opened` pushes an entry
 * with the page's own URL, so browser back pops it and `onBack` tells the flow, which closes the sheet instead
 * of the page being left; `closed` (the app closed the sheet) takes the entry back with `history.back()`,
 * whose own popstate is not reported. A sheet closed and another opened in the same task keep the one entry;
 * an entry the app navigated away from (a new page pushed or the entry replaced) is left alone.
 */
export function createModalHistory(win: ModalHistoryWindow, onBack: () => void) {
  let pendingBack: number | null = null;
  let ownBacks = 0;
  let pushAfterOwnBack = false;

  const isSheetEntry = () => {
    const state = win.history.state as Record<string, unknown> | null;
    return Boolean(state && typeof state === 'object' && state[SHEET_ENTRY]);
  };
  const pushEntry = () => {
    const state = win.history.state;
    const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
    win.history.pushState({ ...base, [SHEET_ENTRY]: true }, '', win.location.href);
  };
  const onPopState = () => {
    if (ownBacks > 0) {
      ownBacks -= 1;
      if (pushAfterOwnBack) {
        pushAfterOwnBack = false;
        pushEntry();
      }
      return;
    }
    // Back out of a sheet's entry (forward onto a stale one is no back).
    if (!isSheetEntry()) onBack();
  };
  win.addEventListener('popstate', onPopState);

  return {
    opened() {
      if (pendingBack !== null) {
        win.clearTimeout(pendingBack);
        pendingBack = null;
        return;
      }
      if (ownBacks > 0) {
        pushAfterOwnBack = true;
        return;
      }
      if (!isSheetEntry()) pushEntry();
    },
    closed() {
      if (pushAfterOwnBack) {
        pushAfterOwnBack = false;
        return;
      }
      if (pendingBack !== null) return;
      // Waits for the task to end: a navigation in the same task (a new page, a replaced entry) wins.
      pendingBack = win.setTimeout(() => {
        pendingBack = null;
        if (!isSheetEntry()) return;
        ownBacks += 1;
        win.history.back();
      }, 0);
    },
    stop() {
      win.removeEventListener('popstate', onPopState);
      if (pendingBack !== null) win.clearTimeout(pendingBack);
    },
  };
}

/** The layout flow's `modalHistory` actor on the real browser history. */
export const modalHistoryActor = fromCallback<ModalHistoryCommand>(({ sendBack, receive }) => {
  if (typeof window === 'undefined') return;
  const backPressed: LayoutEvent = { type: 'layout.historyBackPressed' };
  const history = createModalHistory(window, () => sendBack(backPressed));
  receive((command) => (command.type === 'modalHistory.opened' ? history.opened() : history.closed()));
  return () => history.stop();
});
