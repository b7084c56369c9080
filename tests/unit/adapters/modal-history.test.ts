import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModalHistory } from '@/src/adapters/modal-history';
import { fakeHistoryWindow } from './fake-history-window';

/** The sheet's history entry (issue 10 #9) on a stand-in browser history: BASE, then `url`. */
function fakeWindow(url = 'http://localhost/perfil') {
  const { win, urls, at } = fakeHistoryWindow(['http://localhost/', url]);
  return { win, entries: urls, at };
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
