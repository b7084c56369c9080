// A stand-in browser history for the history keepers' tests (leave guard, modal sheets).

type Listener = () => void;

/**
 * A stand-in browser history on `start` (the last entry current): a traversal (back, forward) settles in a later
 * task and fires popstate, as in a browser; pushState and replaceState fire `pushState` / `replaceState` on
 * window, as wouter's patch of `history` does (a keeper that listens only to popstate hears nothing of them).
 */
export function fakeHistoryWindow(start: string[]) {
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
    forward: () => traverse(1),
  };
  /** The entries up to the current one. */
  const urls = () => entries.slice(0, index + 1).map((e) => e.url);
  return { win, urls, at: () => entries[index], length: () => entries.length };
}
