import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeaveGuardHistory } from '@/src/adapters/leave-guard-history';
import { createModalHistory } from '@/src/adapters/modal-history';
import { fakeHistoryWindow } from './fake-history-window';

const BASE = 'http://localhost/';
const HOME = 'http://localhost/sucursal/b-1/brasa-palermo';
const HOME_PATH = '/sucursal/b-1/brasa-palermo';
const PRODUCT = `${HOME}/product/PAR-014`;

/** The stand-in history on BASE → HOME, and whether the current entry is the leave guard's. */
function fakeWindow(start: string[] = [BASE, HOME]) {
  const fake = fakeHistoryWindow(start);
  const isGuardEntry = () =>
    Boolean((fake.at().state as { leaveGuardEntry?: boolean } | null)?.leaveGuardEntry);
  return { ...fake, isGuardEntry };
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
