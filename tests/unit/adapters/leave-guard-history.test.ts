import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeaveGuardHistory } from '@/src/adapters/leave-guard-history';
import { createModalHistory } from '@/src/adapters/modal-history';

const BASE = 'http://localhost/';
const HOME = 'http://localhost/sucursal/b-1/brasa-palermo';
const HOME_PATH = '/sucursal/b-1/brasa-palermo';
const PRODUCT = `${HOME}/product/PAR-014`;

type Listener = () => void;

/**
 * A stand-in browser history: a traversal (back) settles in a later task and fires popstate, as in a browser;
 * pushState and replaceState fire `pushState` / `replaceState` on window, as wouter's patch of `history` does.
 */
function fakeWindow(start: string[] = [BASE, HOME]) {
  const entries: Array<{ state: unknown; url: string }> = start.map((url) => ({ state: null, url }));
  let index = entries.length - 1;
  const listeners: Record<string, Set<Listener>> = {
    popstate: new Set(),
    pushState: new Set(),
    replaceState: new Set(),
  };
  const fire = (type: string) => {
    for (const listener of [...listeners[type]]) listener();
  };
  const traverse = (delta: number) =>
    setTimeout(() => {
      index = Math.max(0, Math.min(entries.length - 1, index + delta));
      fire('popstate');
    }, 1);
  const win = {
    history: {
      get state() {
        return entries[index].state;
      },
      pushState(state: unknown, _unused: string, next?: string | URL | null) {
        entries.splice(index + 1);
        entries.push({ state, url: String(next ?? entries[index].url) });
        index += 1;
        fire('pushState');
      },
      replaceState(state: unknown, _unused: string, next?: string | URL | null) {
        entries[index] = { state, url: String(next ?? entries[index].url) };
        fire('replaceState');
      },
      back: () => traverse(-1),
    },
    get location() {
      return { href: entries[index].url, pathname: new URL(entries[index].url).pathname };
    },
    addEventListener: (type: string, listener: Listener) => listeners[type].add(listener),
    removeEventListener: (type: string, listener: Listener) => listeners[type].delete(listener),
    setTimeout: (handler: () => void, timeout: number) => setTimeout(handler, timeout) as unknown as number,
    clearTimeout: (handle: number) => clearTimeout(handle),
    /** The app's router (wouter's navigate): a new entry (state null) or the current one replaced. */
    navigate(to: string, replace = false) {
      if (replace) win.history.replaceState(null, '', to);
      else win.history.pushState(null, '', to);
    },
    browserBack: () => traverse(-1),
  };
  const urls = () => entries.slice(0, index + 1).map((e) => e.url);
  const isGuardEntry = () =>
    Boolean((entries[index].state as { leaveGuardEntry?: boolean } | null)?.leaveGuardEntry);
  return { win, urls, at: () => entries[index], isGuardEntry, length: () => entries.length };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the branch home's leave-guard history keeper (ordering.md §2 'Leave guard', the browser's back)", () => {
  it("puts one guard entry on the branch home; the browser's back pops it, stays on the page and reports once", () => {
    const { win, urls, isGuardEntry } = fakeWindow();
    const onBack = vi.fn();
    const keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    expect(urls()).toEqual([BASE, HOME, HOME]);
    expect(isGuardEntry()).toBe(true);
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(urls()).toEqual([BASE, HOME]);
    // Reported: the flow decides; a further back is not the keeper's (BASE, cross-document in a browser).
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it('starting on a guard entry (a reload, a return) pushes none', () => {
    const { win, length } = fakeWindow();
    createLeaveGuardHistory(win, HOME_PATH, vi.fn()).stop();
    expect(length()).toBe(3);
    createLeaveGuardHistory(win, HOME_PATH, vi.fn()).stop();
    expect(length()).toBe(3);
  });

  it("back from a product overlay lands on the guard entry: no report; elsewhere than the branch home's path it pushes nothing", () => {
    const { win, urls, isGuardEntry } = fakeWindow();
    const onBack = vi.fn();
    const keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    win.navigate(PRODUCT);
    expect(urls()).toEqual([BASE, HOME, HOME, PRODUCT]);
    win.browserBack();
    vi.runAllTimers();
    expect(isGuardEntry()).toBe(true);
    expect(onBack).not.toHaveBeenCalled();
    keeper.stop();
  });

  it('started under the product overlay (the first product added there), it guards once the overlay is left', () => {
    const { win, urls, isGuardEntry } = fakeWindow([BASE, HOME, PRODUCT]);
    const onBack = vi.fn();
    const keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    expect(urls()).toEqual([BASE, HOME, PRODUCT]);
    win.browserBack(); // the overlay's 'Volver' / 'Agregar al pedido' goes back
    vi.runAllTimers();
    expect(onBack).not.toHaveBeenCalled();
    expect(urls()).toEqual([BASE, HOME, HOME]);
    expect(isGuardEntry()).toBe(true);
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it('the app replacing the guard entry (?search, filters) keeps it the guard entry, without growing history', () => {
    const { win, urls, isGuardEntry } = fakeWindow();
    const onBack = vi.fn();
    const keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    win.navigate(`${HOME}?search=bi`, true);
    win.navigate(`${HOME}?search=bife`, true);
    expect(urls()).toEqual([BASE, HOME, `${HOME}?search=bife`]);
    expect(isGuardEntry()).toBe(true);
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("with the layout's sheet history: back, the modal, 'Cancelar' (keeper started again) puts the guard back and the next back asks again", () => {
    const { win, urls, isGuardEntry } = fakeWindow();
    const onBack = vi.fn();
    const sheets = createModalHistory(win, vi.fn());
    let keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
    sheets.opened(); // the leave modal
    expect(urls()).toEqual([BASE, HOME, HOME]);
    // 'Cancelar': the layout closes the sheet (its entry taken back), the flow starts the keeper again.
    sheets.closed();
    keeper.stop();
    keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    vi.runAllTimers();
    expect(urls()).toEqual([BASE, HOME, HOME]);
    expect(isGuardEntry()).toBe(true);
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(2);
    keeper.stop();
    sheets.stop();
  });

  it("with the header's back: the modal's sheet entry above the guard entry is taken back without a report", () => {
    const { win, urls, isGuardEntry } = fakeWindow();
    const onBack = vi.fn();
    const sheets = createModalHistory(win, vi.fn());
    const keeper = createLeaveGuardHistory(win, HOME_PATH, onBack);
    sheets.opened();
    expect(urls()).toEqual([BASE, HOME, HOME, HOME]);
    sheets.closed();
    vi.runAllTimers();
    expect(urls()).toEqual([BASE, HOME, HOME]);
    expect(isGuardEntry()).toBe(true);
    expect(onBack).not.toHaveBeenCalled();
    keeper.stop();
    sheets.stop();
  });
});
