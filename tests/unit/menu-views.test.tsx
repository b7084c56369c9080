// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { esExtra } from '@/locales/es-extra';
import type { Catalogue, Category, Product } from '@/machines/catalogue/catalogue.types';
import { LAYOUT_LIMITS } from '@/machines/rules/timings';

/**
 * MENU rendered as React (issue 11), the flows replaced by plain snapshots the screen reads through its selectors:
 * - bad input "a catalogue with a missing price, an unknown tag or an empty category renders without error"
 *   (ordering.md §2 "Menu", "Product cards": 'Ver Precios' when the price is 0 or missing, only the dietary tags
 *   with an icon, empty categories hidden);
 * - two columns from the desktop width, never in slider mode (the brand's `menuSlider`), the brand's placeholder
 *   on a card without an image.
 * The product overlay's bottom bar with a total of 0 is tests/unit/product-bar.test.tsx.
 */
const flows = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state: Record<string, { context: Record<string, unknown>; matches: () => boolean }> = {};
  return {
    state,
    brand: { businessType: 'b2c' } as Record<string, unknown>,
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
    useBrand: () => flows.brand,
    useSession: (selector: (s: unknown) => unknown) => useFlow('session', selector),
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

// The unit project shares one module graph per worker (isolate: false): another file may already hold MENU
// built on its own mocks, so this file's mocks need a fresh graph.
vi.resetModules();
const { MenuScreen } = await import('@/src/screens/menu/menu-screen');
// The fresh graph holds its own i18n module, and its own react-i18next (inlined, to run on preact/compat:
// vitest.config.ts), so MENU reads the instance created there, not the one tests/support/i18n-setup.ts gave the
// ordering routes' Spanish to: the route group's registration (menu-screens.ts) is done here, as the app does.
const { registerSourceTexts } = await import('@/src/i18n/i18n');
registerSourceTexts(esExtra);

const PLACEHOLDER = 'https://cdn.example/brasa-logo.png';
const DESKTOP = 1280;
const PHONE = 390;

const product = (sku: string, name: string, extra: Partial<Product> = {}): Product => ({
  _id: `p-${sku}`,
  sku,
  name,
  description: 'Del día',
  price: 1800,
  image: `https://cdn.example/${sku}.jpg`,
  ...extra,
});
const category = (id: string, name: string, products: Product[]): Category => ({
  id,
  name,
  slug: id,
  type: 'category',
  products,
  subcategories: [],
});

/** A catalogue as a careless back office sends it. */
const messy: Catalogue = {
  home: { products: [], featuredCategories: [], recentProducts: [] },
  categories: [
    category('parrilla', 'Parrilla', [
      // No price at all (the field missing), and no image: the brand's placeholder.
      product('SIN-PRECIO', 'chorizo', { price: undefined, image: undefined }),
      // An unknown tag beside a known one: only 'vegano' gets its icon.
      product('CON-TAGS', 'ensalada', { ref: ['vegano', 'apto-marte', ''] }),
      // A price of 0: also 'Ver Precios'.
      product('CERO', 'pan', { price: 0 }),
    ]),
    // Nothing in it: hidden.
    category('postres', 'Postres', []),
    category('bebidas', 'Bebidas', [product('AGUA', 'agua')]),
  ],
};

function renderMenu() {
  return render(<MenuScreen params={{ id: 'branch-1', storeId: 'store-1' }} />);
}

const card = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll<HTMLElement>('.product-card')].find((c) =>
    c.querySelector('.product-card__name')?.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`no card named ${name}`);
  return found;
};

beforeEach(() => {
  window.history.replaceState(null, '', '/menu/branch-1/store-1');
  flows.brand = { businessType: 'b2c', headerLogo: PLACEHOLDER };
  flows.set('catalogue', { catalogue: messy });
  flows.set('menuBrowsing', {
    filter: null,
    appliedSearch: '',
    scrollTarget: null,
    activeSection: null,
    lastOrders: [],
  });
  flows.set('branchSelection', { preferences: { preferredConsumeType: null } });
  flows.set('session', {});
  flows.set('layout', { viewportWidth: PHONE, header: { hidden: false, isLoading: false } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MENU with a messy catalogue (issue 11 bad input)', () => {
  it('renders without error: a missing price shows Ver Precios, an unknown tag is ignored, the empty category is hidden', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderMenu();
    const titles = [...container.querySelectorAll('section.menu-section h2')].map((h) => h.textContent);
    expect(titles.join('|')).toContain('Parrilla');
    expect(titles.join('|')).toContain('Bebidas');
    expect(titles.join('|')).not.toContain('Postres');
    expect(container.querySelector('#menu-section-postres')).toBeNull();
    expect(container.querySelectorAll('section.menu-section')).toHaveLength(2);

    const withoutPrice = card(container, 'Chorizo');
    expect(withoutPrice.querySelector('.product-card__price')?.textContent).toBe('Ver Precios');
    expect(card(container, 'Pan').querySelector('.product-card__price')?.textContent).toBe('Ver Precios');
    expect(card(container, 'Agua').querySelector('.product-card__price')?.textContent).toMatch(/1\.800/);

    const tagged = card(container, 'Ensalada');
    const tags = within(tagged).getAllByRole('img');
    expect(tags.map((tag) => tag.getAttribute('aria-label'))).toEqual(['vegano']);
    expect(tagged.textContent).not.toContain('apto-marte');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("a card without an image shows the brand's placeholder; one with an image shows its own", () => {
    // Without an IntersectionObserver a card's picture gets its src at once (card-images.ts); with one, when near.
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderMenu();
    expect(card(container, 'Chorizo').querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER);
    expect(card(container, 'Agua').querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/AGUA.jpg',
    );
  });
});

describe('MENU layouts (ordering.md §2 "Menu": two columns on desktop, slider mode)', () => {
  it('sets two columns from the desktop width, not on a phone', () => {
    const { container, rerender } = renderMenu();
    expect(container.querySelector('.menu-sections')?.classList.contains('menu-sections--columns')).toBe(
      false,
    );
    flows.set('layout', { viewportWidth: DESKTOP });
    rerender(<MenuScreen params={{ id: 'branch-1', storeId: 'store-1' }} />);
    expect(container.querySelector('.menu-sections')?.classList.contains('menu-sections--columns')).toBe(
      true,
    );
    // The boundary is the layout's mobile limit: one pixel below it is still the phone layout.
    flows.set('layout', { viewportWidth: LAYOUT_LIMITS.mobileMaxWidth - 1 });
    rerender(<MenuScreen params={{ id: 'branch-1', storeId: 'store-1' }} />);
    expect(container.querySelector('.menu-sections--columns')).toBeNull();
  });

  it('the columns class lays the product list in two columns at the same width (menu.css)', () => {
    const css = readFileSync('src/styles/menu.css', 'utf8');
    const wide = css.slice(css.indexOf(`@media (min-width: ${LAYOUT_LIMITS.mobileMaxWidth}px)`));
    expect(wide.length).toBeLessThan(css.length);
    expect(wide).toMatch(
      /\.menu-sections--columns \.product-list\s*\{\s*grid-template-columns: repeat\(2, minmax\(0, 1fr\)\);/,
    );
  });

  it('slider mode (brand.menuSlider): sliders of small cards, and no columns even on a desktop', () => {
    flows.brand = { ...flows.brand, menuSlider: true };
    flows.set('layout', { viewportWidth: DESKTOP });
    const { container } = renderMenu();
    expect(container.querySelectorAll('.product-slider')).toHaveLength(2);
    expect(container.querySelector('.product-list')).toBeNull();
    expect(container.querySelectorAll('.product-card--small')).toHaveLength(4);
    expect(container.querySelector('.product-card--list')).toBeNull();
    expect(container.querySelector('.menu-sections--columns')).toBeNull();
    // Small cards: name and price, no description.
    expect(container.querySelector('.product-card__description')).toBeNull();
  });

  it('without menuSlider: lists of list cards with their descriptions', () => {
    const { container } = renderMenu();
    expect(container.querySelector('.product-slider')).toBeNull();
    expect(container.querySelectorAll('.product-card--list')).toHaveLength(4);
    expect(container.querySelectorAll('.product-card__description').length).toBeGreaterThan(0);
  });
});
