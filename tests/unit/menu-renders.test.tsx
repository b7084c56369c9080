// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { options } from 'preact';
import { memo, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import type { Catalogue, Category, Product } from '@/machines/catalogue/catalogue.types';

/**
 * Issue 11 "Speed at scale": MENU with a 2,000-product catalogue (40 categories of 50), counted in React renders
 * of product cards (load-independent, unlike the bench's timings). A keystroke rewrites ?search before the
 * 300 ms debounce: no card may render again. The applied search renders only the cards near the view, and a
 * long menu renders the first sections' cards, the others when they come near (IntersectionObserver).
 */
const counter = vi.hoisted(() => ({ cards: 0 }));

vi.mock('@/src/screens/menu/product-card', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/src/screens/menu/product-card')>();
  // preact/compat's memo (the runtime that ships, tools/preact-compat-alias.ts): a component named `Memo(…)` whose
  // `type` is the wrapped one, compared shallowly (the card passes no comparison of its own).
  const memoised = original.ProductCard as unknown as {
    type: (props: object) => unknown;
    displayName?: string;
  };
  if (!memoised.displayName?.startsWith('Memo(') || typeof memoised.type !== 'function') {
    throw new Error('ProductCard is no longer memoised');
  }
  const Counting = (props: object) => {
    counter.cards += 1;
    return memoised.type(props);
  };
  return { ...original, ProductCard: memo(Counting as never) };
});

// The flows, as plain snapshots the test changes (the screen reads them through selectors).
const flows = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state: Record<string, { context: Record<string, unknown>; matches: () => boolean }> = {};
  return {
    state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(id: string, context: Record<string, unknown>) {
      state[id] = { context: { ...state[id]?.context, ...context }, matches: () => false };
      for (const l of listeners) l();
    },
    send: vi.fn(),
  };
});

vi.mock('@/src/app/hooks', () => {
  const useFlow = (id: string, selector: (s: unknown) => unknown) =>
    useSyncExternalStore(flows.subscribe, () => selector(flows.state[id]));
  return {
    useBrand: () => ({ businessType: 'b2c' }),
    useFlowRef: () => ({ send: flows.send }),
    useFlow,
    useLayout: (selector: (s: unknown) => unknown) => useFlow('layout', selector),
    usePreferredConsumeType: () =>
      useFlow(
        'branchSelection',
        (s) =>
          (s as { context?: { preferences?: { preferredConsumeType?: unknown } } } | undefined)?.context
            ?.preferences?.preferredConsumeType ?? null,
      ),
  };
});
vi.mock('@/src/app/use-screen-layout', () => ({ useScreenLayout: () => undefined }));
vi.mock('@/src/screens/menu/branch-status-view', () => ({
  BranchProblem: () => null,
  useHasBranchProblem: () => false,
  useIsBranchLoading: () => false,
}));
vi.mock('@/src/screens/menu/price-text', () => {
  const priceOf = () => '$ 1.800';
  return { usePriceOf: () => priceOf };
});

// The unit project shares one module graph per worker (isolate: false): another file may already hold MENU
// built on its own mocks, so this file's mocks need a fresh graph.
vi.resetModules();
const { MenuScreen } = await import('@/src/screens/menu/menu-screen');
const { FILL_CHUNK_PX, FIRST_VIEW_PX, MOUNT_CHUNK_CARDS } = await import('@/src/screens/menu/menu-window');

const product = (c: number, i: number): Product => ({
  _id: `p-${c}-${i}`,
  sku: `SKU-${c}-${i}`,
  name: i % 10 === 0 ? `Empanada ${c}-${i}` : `Plato ${c}-${i}`,
  description: 'Con papas',
});
const category = (c: number): Category => ({
  id: `c-${c}`,
  name: `Categoría ${c}`,
  slug: `categoria-${c}`,
  type: 'category',
  products: Array.from({ length: 50 }, (_, i) => product(c, i)),
  subcategories: [],
});
const catalogue: Catalogue = {
  home: { products: [], featuredCategories: [], recentProducts: [] },
  categories: Array.from({ length: 40 }, (_, c) => category(c)),
};

const MENU = '/menu/branch-1/store-1';

/** An IntersectionObserver the test drives: `reveal()` tells every observed placeholder it is near. */
const observed = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: new Set() };
    observed.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.add(element);
  }
  unobserve(element: Element) {
    this.entry.elements.delete(element);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
const revealPlaceholders = (count: number) => {
  const placeholders = [...document.querySelectorAll('.menu-section__pending')].slice(0, count);
  for (const { callback, elements } of [...observed])
    for (const target of placeholders)
      if (elements.has(target))
        callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as never);
};

/**
 * Tells the observer of the given sections' cards (or their placeholders) that they are far from the view; the
 * records carry the boxes' heights as the observer measured them (`heights` by section index, else 0).
 */
const reportFar = (sectionIndexes: number[], heights: Record<number, number> = {}) => {
  const sections = [...document.querySelectorAll('section.menu-section')];
  for (const index of sectionIndexes)
    for (const { callback, elements } of [...observed])
      for (const target of elements)
        if (sections[index]?.contains(target))
          callback(
            [
              {
                isIntersecting: false,
                target,
                boundingClientRect: { height: heights[index] ?? 0 },
              } as unknown as IntersectionObserverEntry,
            ],
            {} as never,
          );
};

function renderMenu() {
  const view = render(<MenuScreen params={{ id: 'branch-1', storeId: 'store-1' }} />);
  return { ...view, cards: () => view.container.querySelectorAll('.product-card').length };
}

/**
 * Calls `callback` after every commit, as React's Profiler `onRender` did: preact/compat has no Profiler, so
 * Preact's own commit hook (`options._commit`, shipped under its mangled name `__c`) is chained. Returns the undo.
 */
function onEveryCommit(callback: () => void): () => void {
  const hooks = options as unknown as { __c?: (...args: unknown[]) => void };
  const previous = hooks.__c;
  hooks.__c = (...args) => {
    previous?.(...args);
    callback();
  };
  return () => {
    hooks.__c = previous;
  };
}
let stopCommits = () => {};

/** Types `text` one key at a time, as the search bar does: each key rewrites ?search (replace). */
function typeIntoSearch(text: string) {
  for (let i = 1; i <= text.length; i += 1)
    act(() => navigate(`${MENU}?search=${encodeURIComponent(text.slice(0, i))}`, { replace: true }));
}

beforeEach(() => {
  counter.cards = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.history.replaceState(null, '', MENU);
  flows.set('catalogue', { catalogue });
  flows.set('menuBrowsing', {
    filter: null,
    appliedSearch: '',
    scrollTarget: null,
    activeSection: null,
    lastOrders: [],
  });
  flows.set('layout', { viewportWidth: 390, header: { hidden: false, isLoading: false } });
});

afterEach(() => {
  stopCommits();
  stopCommits = () => {};
  cleanup();
  observed.clear();
  vi.unstubAllGlobals();
});

describe('MENU at 2,000 products (issue 11 "Speed at scale")', { timeout: 60_000 }, () => {
  it('renders the cards of the first two sections at once, the others when they come near the view', () => {
    const { cards, container } = renderMenu();
    expect(container.querySelectorAll('section.menu-section')).toHaveLength(40);
    expect(cards()).toBe(100);
    expect(counter.cards).toBe(100);
    // Every section keeps its id (scroll targets) and its space while its cards wait.
    const last = [...container.querySelectorAll('[data-section]')].at(-1);
    expect(last?.id).toBe(`menu-section-${last?.getAttribute('data-section')}`);
    expect(last?.textContent).toContain('Categoría 39');
    const pending = container.querySelectorAll<HTMLElement>('.menu-section__pending');
    expect(pending).toHaveLength(38);
    expect(pending[0].style.height).toBe(`${50 * 120}px`);
    act(() => revealPlaceholders(1));
    expect(cards()).toBe(150);
    expect(counter.cards).toBe(150);
  });

  it('a long menu paints its first view first: the first sections then fill a chunk per commit, keeping their height', () => {
    const commits: Array<{ cards: number; firstMinHeight: string }> = [];
    stopCommits = onEveryCommit(() =>
      commits.push({
        cards: document.querySelectorAll('.product-card').length,
        firstMinHeight:
          document.querySelector<HTMLElement>('section.menu-section .product-list')?.parentElement?.style
            .minHeight ?? '',
      }),
    );
    const { cards } = renderMenu();
    // In the end (the test's act flushes every commit) the first two sections' 100 cards, as before.
    expect(cards()).toBe(100);
    const withCards = commits.filter((c) => c.cards > 0);
    // The first commit: the first view's rows (FIRST_VIEW_PX of 120 px rows), not the first sections' 100 cards.
    expect(withCards[0].cards).toBe(Math.ceil(FIRST_VIEW_PX / 120));
    // The first section keeps its whole estimated height (50 rows) while it fills: nothing below it moves.
    expect(withCards[0].firstMinHeight).toBe(`${50 * 120}px`);
    const added = withCards.slice(1).map((c, i) => c.cards - withCards[i].cards);
    expect(Math.max(...added)).toBeLessThanOrEqual(MOUNT_CHUNK_CARDS);
    expect(withCards.at(-1)?.cards).toBe(100);
  });

  it('unmounts the cards of sections far from the view, keeping their space, and renders them again near it', () => {
    const { cards, container } = renderMenu();
    act(() => revealPlaceholders(3));
    expect(cards()).toBe(250);
    // The observer measured the second section's cards at 5,432 px: its placeholder keeps that height once they
    // unmount. The height is the observer's record's, not read from the box in the callback (a forced layout).
    const boxes = [0, 1].map(
      (index) =>
        container.querySelectorAll('section.menu-section')[index].querySelector('.product-list')
          ?.parentElement as HTMLElement,
    );
    const reads = boxes.map((box) => vi.spyOn(box, 'getBoundingClientRect'));
    // Scrolled down: the first two sections are far above the view.
    act(() => reportFar([0, 1], { 1: 5432 }));
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(cards()).toBe(150);
    const sections = container.querySelectorAll('section.menu-section');
    for (const index of [0, 1]) {
      expect(sections[index].querySelectorAll('.product-card')).toHaveLength(0);
      const placeholder = sections[index].querySelector<HTMLElement>('.menu-section__pending');
      // The first's record measures nothing (0 px, as happy-dom would): the estimate stands in for it.
      expect(placeholder?.style.height).toBe(index === 0 ? `${50 * 120}px` : '5432px');
      expect(sections[index].id).toBe(`menu-section-c-${index}`);
    }
    // Back up: the first section's cards render again (50 cards), the second stays a placeholder.
    counter.cards = 0;
    act(() => revealPlaceholders(1));
    expect(cards()).toBe(200);
    expect(counter.cards).toBe(50);
    expect(sections[0].querySelectorAll('.product-card')).toHaveLength(50);
  });

  it('a section coming near (or leaving) adds (or removes) its cards a chunk per commit, keeping its height', () => {
    // Per commit: the cards on the page, and the third section's box (filling or emptying).
    const commits: Array<{ cards: number; thirdCards: number; thirdMinHeight: string }> = [];
    const onCommit = () => {
      const third = document.querySelectorAll('section.menu-section')[2];
      const box = third?.querySelector('.product-list')?.parentElement;
      commits.push({
        cards: document.querySelectorAll('.product-card').length,
        thirdCards: third?.querySelectorAll('.product-card').length ?? 0,
        thirdMinHeight: box?.style.minHeight ?? '',
      });
    };
    stopCommits = onEveryCommit(onCommit);
    const { container } = render(<MenuScreen params={{ id: 'branch-1', storeId: 'store-1' }} />);
    const cards = () => container.querySelectorAll('.product-card').length;
    expect(cards()).toBe(100);
    const steps = (from: number) => commits.map((c, i) => c.cards - (i === 0 ? from : commits[i - 1].cards));
    commits.length = 0;
    counter.cards = 0;
    act(() => revealPlaceholders(1));
    expect(cards()).toBe(150);
    expect(counter.cards).toBe(50);
    // 50 cards in commits of at most MOUNT_CHUNK_CARDS (10): at least 5 commits, none adding more.
    const added = steps(100).filter((n) => n !== 0);
    expect(added.length).toBeGreaterThanOrEqual(50 / MOUNT_CHUNK_CARDS);
    expect(Math.max(...added)).toBeLessThanOrEqual(MOUNT_CHUNK_CARDS);
    expect(Math.min(...added)).toBeGreaterThan(0);
    // While it fills, the box keeps the section's whole estimated height: nothing below it moves.
    const filling = commits.filter((c) => c.thirdCards > 0 && c.thirdCards < 50);
    expect(filling.length).toBeGreaterThan(0);
    for (const c of filling) expect(c.thirdMinHeight).toBe(`${50 * 120}px`);
    // Far again: the cards leave a chunk per commit too, then the placeholder holds the space.
    commits.length = 0;
    act(() => reportFar([2]));
    expect(cards()).toBe(100);
    const removed = steps(150).filter((n) => n !== 0);
    expect(removed.length).toBeGreaterThanOrEqual(50 / MOUNT_CHUNK_CARDS);
    expect(Math.min(...removed)).toBeGreaterThanOrEqual(-MOUNT_CHUNK_CARDS);
    const placeholder = container
      .querySelectorAll('section.menu-section')[2]
      .querySelector<HTMLElement>('.menu-section__pending');
    expect(placeholder?.style.height).toBe(`${50 * 120}px`);
  });

  it('a keystroke before the 300 ms debounce renders no product card again', () => {
    renderMenu();
    act(() => revealPlaceholders(3));
    const before = counter.cards;
    expect(before).toBe(250);
    typeIntoSearch('empanada');
    expect(window.location.search).toBe('?search=empanada');
    expect(counter.cards - before).toBe(0);
  });

  it('the applied search renders only the results near the view; a tap opens the product with ?search', () => {
    const { cards } = renderMenu();
    typeIntoSearch('plato');
    counter.cards = 0;
    // The debounce fires: 1,800 results in 40 groups of 45; the first two groups' cards render.
    act(() => flows.set('menuBrowsing', { appliedSearch: 'plato' }));
    expect(cards()).toBe(90);
    expect(counter.cards).toBeLessThanOrEqual(90);
    const first = document.querySelector<HTMLAnchorElement>('a.product-card');
    expect(first?.getAttribute('href')).toBe(`${MENU}/product/SKU-0-1`);
    act(() => {
      fireEvent.click(first as HTMLAnchorElement);
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `${MENU}/product/SKU-0-1?search=plato`,
    );
  });

  it("one observer watches every section's box; a batch of records brings each section near", () => {
    const { cards, container } = renderMenu();
    const boxes = [...container.querySelectorAll('.menu-section__pending')];
    const watching = [...observed].filter(({ elements }) => boxes.some((box) => elements.has(box)));
    expect(watching).toHaveLength(1);
    expect(boxes.every((box) => watching[0].elements.has(box))).toBe(true);
    // The browser reports several targets in one callback (the first, after observe(), holds all of them).
    const records = boxes
      .slice(0, 3)
      .map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry);
    act(() => watching[0].callback(records, {} as never));
    expect(cards()).toBe(250);
  });

  it('the carousel follows the section scrolled into view on a long menu', () => {
    const { container } = renderMenu();
    const active = () => container.querySelector('.category-carousel li[data-active]')?.textContent;
    expect(active()).toBeUndefined();
    // The screen's own observer watches every section; the seventh comes into view.
    const seventh = container.querySelectorAll('section.menu-section')[6];
    for (const { callback, elements } of [...observed])
      if (elements.has(seventh))
        act(() =>
          callback(
            [{ isIntersecting: true, target: seventh } as unknown as IntersectionObserverEntry],
            {} as never,
          ),
        );
    expect(flows.send).toHaveBeenCalledWith({
      type: 'menuBrowsing.sectionScrolledIntoView',
      sectionId: 'c-6',
    });
    // The flow makes it the active section: its tile is highlighted, the previous one no longer.
    act(() => flows.set('menuBrowsing', { activeSection: 'c-6' }));
    expect(active()).toBe('Categoría 6');
    act(() => flows.set('menuBrowsing', { activeSection: 'c-7' }));
    expect(active()).toBe('Categoría 7');
  });

  it('a small menu renders every card: its first view in the first commit, the rest a chunk per commit after it', () => {
    flows.set('catalogue', { catalogue: { ...catalogue, categories: catalogue.categories.slice(0, 4) } });
    // Per commit: the cards on the page and the first section's list height while it fills.
    const commits: Array<{ cards: number; firstMinHeight: string }> = [];
    stopCommits = onEveryCommit(() =>
      commits.push({
        cards: document.querySelectorAll('.product-card').length,
        firstMinHeight: document.querySelector<HTMLElement>('.product-list')?.style.minHeight ?? '',
      }),
    );
    const { cards, container } = renderMenu();
    // Not windowed: no placeholders, and in the end (the test's act flushes every commit) all 200 cards.
    expect(cards()).toBe(200);
    expect(counter.cards).toBe(200);
    expect(container.querySelectorAll('.menu-section__pending')).toHaveLength(0);
    const withCards = commits.filter((c) => c.cards > 0);
    // The first commit: the rows of the first view (FIRST_VIEW_PX of 120 px rows, one column), not the menu.
    expect(withCards[0].cards).toBe(Math.ceil(FIRST_VIEW_PX / 120));
    // The first list keeps its whole height (50 rows) while it fills; full, it has no min-height.
    expect(withCards[0].firstMinHeight).toBe(`${50 * 120}px`);
    expect(withCards.at(-1)?.firstMinHeight).toBe('');
    // Then one chunk per commit (FILL_CHUNK_PX of rows), never more, until every card is on the page.
    const added = withCards.slice(1).map((c, i) => c.cards - withCards[i].cards);
    expect(Math.max(...added)).toBeLessThanOrEqual(FILL_CHUNK_PX / 120);
    expect(added.filter((n) => n > 0).length).toBeGreaterThanOrEqual(
      (200 - withCards[0].cards) / (FILL_CHUNK_PX / 120),
    );
    expect(withCards.at(-1)?.cards).toBe(200);
  });
});
