import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModalHistory, type ModalHistoryWindow } from '@/src/adapters/modal-history';

/**
 * The sheet's history entry on a stand-in browser history (issue 10 #9): a traversal (back) settles in a
 * later task and fires popstate, as in a browser; pushState and replaceState fire nothing.
 */
function fakeWindow(url = 'http://localhost/perfil') {
  const entries: Array<{ state: unknown; url: string }> = [
    { state: null, url: 'http://localhost/' },
    { state: null, url },
  ];
  let index = 1;
  const listeners = new Set<() => void>();
  const traverse = (delta: number) =>
    setTimeout(() => {
      index = Math.max(0, Math.min(entries.length - 1, index + delta));
      for (const listener of listeners) listener();
    }, 1);
  const win: ModalHistoryWindow & {
    navigate: (to: string, replace?: boolean) => void;
    forward: () => void;
    browserBack: () => void;
  } = {
    history: {
      get state() {
        return entries[index].state;
      },
      pushState(state: unknown, _unused: string, next?: string | URL | null) {
        entries.splice(index + 1);
        entries.push({ state, url: String(next ?? entries[index].url) });
        index += 1;
      },
      back: () => traverse(-1),
    },
    get location() {
      return { href: entries[index].url };
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler, timeout) => setTimeout(handler, timeout) as unknown as number,
    clearTimeout: (handle) => clearTimeout(handle),
    /** The app's router: a new entry (state null) or the current one replaced. */
    navigate(to, replace = false) {
      if (replace) entries[index] = { state: null, url: to };
      else win.history.pushState(null, '', to);
    },
    forward: () => traverse(1),
    browserBack: () => traverse(-1),
  };
  return { win, entries: () => entries.slice(0, index + 1).map((e) => e.url), at: () => entries[index] };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the sheet history keeper', () => {
  it('pushes one entry with the same URL when a sheet opens; browser back reports it and stays on the page', () => {
    const { win, entries, at } = fakeWindow();
    const onBack = vi.fn();
    const history = createModalHistory(win, onBack);
    history.opened();
    history.opened();
    expect(entries()).toEqual(['http://localhost/', 'http://localhost/perfil', 'http://localhost/perfil']);
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(at().url).toBe('http://localhost/perfil');
    history.stop();
  });

  it('takes the entry back when the app closes the sheet, without reporting a back', () => {
    const { win, entries } = fakeWindow();
    const onBack = vi.fn();
    const history = createModalHistory(win, onBack);
    history.opened();
    history.closed();
    vi.runAllTimers();
    expect(entries()).toEqual(['http://localhost/', 'http://localhost/perfil']);
    expect(onBack).not.toHaveBeenCalled();
    // An ordinary back between pages afterwards is reported (the flow ignores it with no sheet open).
    win.browserBack();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('keeps the one entry when a sheet closes and another opens in the same task', () => {
    const { win, entries } = fakeWindow();
    const history = createModalHistory(win, vi.fn());
    history.opened();
    history.closed();
    history.opened();
    vi.runAllTimers();
    expect(entries()).toEqual(['http://localhost/', 'http://localhost/perfil', 'http://localhost/perfil']);
  });

  it('pushes the next entry only after its own back has settled', () => {
    const { win, entries } = fakeWindow();
    const onBack = vi.fn();
    const history = createModalHistory(win, onBack);
    history.opened();
    history.closed();
    vi.advanceTimersByTime(0); // history.back() called, not settled yet
    history.opened();
    vi.runAllTimers();
    expect(entries()).toEqual(['http://localhost/', 'http://localhost/perfil', 'http://localhost/perfil']);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('leaves the history alone when the app navigated in the same task as the close', () => {
    const { win, entries } = fakeWindow();
    const history = createModalHistory(win, vi.fn());
    history.opened();
    history.closed();
    win.navigate('http://localhost/auth', true);
    vi.runAllTimers();
    expect(entries()).toEqual(['http://localhost/', 'http://localhost/perfil', 'http://localhost/auth']);
  });

  it('does not report going forward onto a sheet entry as a back', () => {
    const { win } = fakeWindow();
    const onBack = vi.fn();
    const history = createModalHistory(win, onBack);
    history.opened();
    win.browserBack();
    vi.runAllTimers();
    win.forward();
    vi.runAllTimers();
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
