/**
 * The menu's pure rules (ordering.md §2 "Branch home", "Menu", "Subcategory menu", route parameters and
 * query strings; §9 "Slug rule"): which sections show and in what order, search grouping, the filters in
 * the query string, the subcategory hash and the product path. Used by the menuBrowsing flow, its
 * selectors and the menu screens; table-tested in tests/unit/menu-rules.test.ts.
 */
import type { Catalogue, Category, Product } from '../catalogue/catalogue.types';
import { normalise, slugify } from '../rules/format';

/** The section key of 'Tus últimos pedidos' (ordering.md §2 "Menu"). */
export const LAST_ORDERS_KEY = 'user_last_orders';
/**
 * The scroll target of a cleared filter: the top of the menu. Nothing is selected, and the header and its search
 * are always shown at the top (accounts.md §2.3), where a filtered list scrolled down had hidden them.
 */
export const MENU_TOP_TARGET = 'menu-top';
/** The category the menu never shows (its products are the aditionals of product options). */
export const HIDDEN_CATEGORY_NAME = 'adicional';
/** The query parameters of the menu's filters; they exclude each other. */
export const CATEGORY_PARAM = 'categoria';
export const TAG_PARAM = 'preferencia';
export const SEARCH_PARAM = 'search';

export type MenuFilter = { kind: 'categoria' | 'preferencia'; slug: string } | null;

/** A category's slug: the server's when it sent one, else the slug rule on its name. */
export const categorySlug = (category: Pick<Category, 'name' | 'slug'>): string =>
  category.slug || slugify(category.name);

/** Whether the 'adicional' category (compared as the slug rule reads it). */
export const isHiddenCategory = (category: Pick<Category, 'name'>): boolean =>
  slugify(category.name) === HIDDEN_CATEGORY_NAME;

/** Every product of a category, its own and its subcategories' (once each, by sku). */
export function categoryProducts(category: Category): Product[] {
  const seen = new Set<string>();
  const all: Product[] = [];
  for (const product of [
    ...category.products,
    ...(category.subcategories ?? []).flatMap((s) => s.products),
  ]) {
    if (seen.has(product.sku)) continue;
    seen.add(product.sku);
    all.push(product);
  }
  return all;
}

/** The categories the menu may show: not 'adicional', and not empty. */
export const visibleCategories = (categories: readonly Category[]): Category[] =>
  categories.filter((c) => !isHiddenCategory(c) && categoryProducts(c).length > 0);

/** The sticky carousel's tiles: every shown category and tag ('preferences' tiles act as tag filters). */
export interface CarouselEntry {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  isTag: boolean;
}

export const carouselEntries = (categories: readonly Category[]): CarouselEntry[] =>
  visibleCategories(categories).map((c) => ({
    id: c.id,
    name: c.name,
    slug: categorySlug(c),
    image: c.image ?? null,
    isTag: c.type === 'preferences',
  }));

/** The filter in a query string: categoria wins if both are present (they exclude each other). */
export function readFilter(search: string): MenuFilter {
  const params = new URLSearchParams(search);
  const categoria = params.get(CATEGORY_PARAM);
  if (categoria) return { kind: 'categoria', slug: categoria };
  const preferencia = params.get(TAG_PARAM);
  if (preferencia) return { kind: 'preferencia', slug: preferencia };
  return null;
}

export const readSearch = (search: string): string => new URLSearchParams(search).get(SEARCH_PARAM) ?? '';

/**
 * The query string after selecting a category or a tag: it sets its own parameter and removes the other;
 * selecting the active one again clears it. Other parameters (search, table QR data…) stay.
 */
export function toggledQuery(search: string, kind: 'categoria' | 'preferencia', slug: string): string {
  const params = new URLSearchParams(search);
  const other = kind === CATEGORY_PARAM ? TAG_PARAM : CATEGORY_PARAM;
  const isActive = params.get(kind) === slug;
  params.delete(other);
  if (isActive) params.delete(kind);
  else params.set(kind, slug);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A product's searchable text (name and description), normalised once per product object: the catalogue's
 * products are immutable snapshots, so a 2,000-product menu normalises its names once, not on every query
 * (issue 11 "Speed at scale"; counted in tests/unit/menu-search-work.test.ts).
 */
const haystacks = new WeakMap<Product, string>();
function haystackOf(product: Product): string {
  let haystack = haystacks.get(product);
  if (haystack === undefined) {
    haystack = normalise(`${product.name} ${product.description ?? ''}`);
    haystacks.set(product, haystack);
  }
  return haystack;
}

/**
 * Normalises every shown product's searchable text ahead of the first query (MENU calls it when the browser is
 * idle after the catalogue arrives), so the first search pays no more than the next ones.
 */
export function prepareSearch(catalogue: Catalogue | null): void {
  if (!catalogue) return;
  for (const category of visibleCategories(catalogue.categories))
    for (const product of categoryProducts(category)) haystackOf(product);
}

/** The search's normalised words, computed once per query; a product matches when it has every one. */
export function searchMatcher(search: string): (product: Product) => boolean {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (product) => {
    const haystack = haystackOf(product);
    return words.every((word) => haystack.includes(word));
  };
}

/** Search as the menu compares it: normalised words, every one found in the name or the description. */
export const matchesSearch = (product: Product, search: string): boolean => searchMatcher(search)(product);

export interface MenuSection {
  /** The category id, `user_last_orders`, or the group heading in search mode. */
  key: string;
  title: string;
  /** Set for a category section ('Ver todo' and the carousel use it). */
  slug: string | null;
  category: Category | null;
  products: Product[];
  /** 'Tus últimos pedidos' has no 'Ver todo'. */
  isLastOrders: boolean;
  /** Search mode: an uppercase subcategory heading. */
  isSearchGroup: boolean;
}

export interface MenuSectionsInput {
  catalogue: Catalogue | null;
  filter: MenuFilter;
  /** The applied (debounced) search text. */
  search: string;
  /** The products of 'Tus últimos pedidos' (none for a diner without orders). */
  lastOrders: readonly Product[];
}

/**
 * The sections of MENU, in order:
 * - search mode (a non-blank search): the matching products of the shown categories (tags left out, so a
 *   product appears once), grouped under the uppercase subcategory heading, or the category's when it has
 *   none; groups in menu order;
 * - otherwise 'Tus últimos pedidos' first (only when it has products and no filter is set), then every shown
 *   category; a categoria or preferencia filter keeps only that section.
 */
export function menuSections({ catalogue, filter, search, lastOrders }: MenuSectionsInput): MenuSection[] {
  if (!catalogue) return [];
  const shown = visibleCategories(catalogue.categories);
  if (search.trim()) return searchGroups(shown, search);
  const sections: MenuSection[] = [];
  if (!filter && lastOrders.length > 0) {
    sections.push({
      key: LAST_ORDERS_KEY,
      title: LAST_ORDERS_KEY,
      slug: null,
      category: null,
      products: [...lastOrders],
      isLastOrders: true,
      isSearchGroup: false,
    });
  }
  for (const category of shown) {
    const slug = categorySlug(category);
    if (filter) {
      const kind = category.type === 'preferences' ? TAG_PARAM : CATEGORY_PARAM;
      if (filter.kind !== kind || filter.slug !== slug) continue;
    }
    sections.push({
      key: category.id,
      title: category.name,
      slug,
      category,
      products: categoryProducts(category),
      isLastOrders: false,
      isSearchGroup: false,
    });
  }
  return sections;
}

function searchGroups(shown: readonly Category[], search: string): MenuSection[] {
  const groups = new Map<string, MenuSection>();
  const seen = new Set<string>();
  const matches = searchMatcher(search);
  for (const category of shown) {
    if (category.type === 'preferences') continue;
    for (const product of categoryProducts(category)) {
      if (seen.has(product.sku) || !matches(product)) continue;
      seen.add(product.sku);
      const heading = (product.subcategoryName || category.name).toLocaleUpperCase('es-AR');
      const group = groups.get(heading) ?? {
        key: heading,
        title: heading,
        slug: null,
        category: null,
        products: [],
        isLastOrders: false,
        isSearchGroup: true,
      };
      group.products.push(product);
      groups.set(heading, group);
    }
  }
  return [...groups.values()];
}

/** The products of a list that match the search (the branch home's results, the subcategory menu). */
export const searchProducts = (list: readonly Product[], search: string): Product[] =>
  list.filter(searchMatcher(search));

/** Branch home search results: every shown category's products that match, once each. */
export function homeSearchResults(catalogue: Catalogue | null, search: string): Product[] {
  if (!catalogue || !search.trim()) return [];
  return searchGroups(visibleCategories(catalogue.categories), search).flatMap((g) => g.products);
}

/** The hash MENU's URL is replaced with before opening a subcategory: #cat-{categorySlug}-subcat-{id}. */
export const subcategoryAnchor = (categorySlugValue: string, subcategoryId: string): string =>
  `cat-${categorySlugValue}-subcat-${subcategoryId}`;

/** The subcategory menu's header title: the categoria value with hyphens as spaces, capitalised; else null. */
export function subcategoryTitle(categoria: string | null | undefined): string | null {
  if (!categoria) return null;
  const words = categoria.replace(/-/g, ' ').trim();
  if (!words) return null;
  return words.charAt(0).toLocaleUpperCase('es-AR') + words.slice(1);
}

/**
 * The product path: {basePath}/product/{sku}, keeping the current query string. Null when the base path or
 * the sku is missing (the card then does nothing and an error is logged).
 */
export function productPath(basePath: string, sku: string | null | undefined, search: string): string | null {
  if (!basePath || !sku) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${basePath.replace(/\/+$/, '')}/product/${encodeURIComponent(sku)}${query}`;
}

/**
 * The page path of a HOME/MENU/subcategory URL without a product overlay tail (`/product/...`), so the
 * product path is built on the page and the page stays rendered under the overlay.
 */
export const pagePath = (pathname: string): string => pathname.replace(/\/product(\/.*)?$/, '');
