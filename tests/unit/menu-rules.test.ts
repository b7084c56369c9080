import { describe, expect, it } from 'vitest';
import type { Catalogue, Category, Product } from '@/machines/catalogue/catalogue.types';
import {
  carouselEntries,
  categorySlug,
  homeSearchResults,
  LAST_ORDERS_KEY,
  matchesSearch,
  menuSections,
  pagePath,
  productPath,
  readFilter,
  subcategoryAnchor,
  subcategoryTitle,
  toggledQuery,
  visibleCategories,
} from '@/machines/menu-browsing/menu-rules';

const product = (sku: string, name: string, extra: Partial<Product> = {}): Product => ({
  _id: sku,
  sku,
  name,
  ...extra,
});
const bife = product('PAR-001', 'Bife de chorizo', { subcategoryName: 'Cortes vacunos' });
const chori = product('PAR-002', 'Choripán', { subcategoryName: 'Achuras y embutidos' });
const muzza = product('PIZ-001', 'Muzzarella', { description: 'Salsa de tomate y mozzarella' });
const empanada = product('EMP-001', 'Empanada de carne');
const papas = product('ADI-001', 'Papas fritas');

const category = (
  id: string,
  name: string,
  products: Product[],
  extra: Partial<Category> = {},
): Category => ({
  id,
  name,
  slug: extra.slug ?? '',
  type: 'category',
  products,
  subcategories: [],
  ...extra,
});
const parrilla = category('c-1', 'Parrilla', [bife, chori], {
  slug: 'parrilla',
  subcategories: [
    { id: 's-1', name: 'Cortes vacunos', products: [bife] },
    { id: 's-2', name: 'Achuras y embutidos', products: [chori] },
  ],
});
const pizzas = category('c-2', 'Pizzas', [muzza], { slug: 'pizzas' });
const empanadas = category('c-3', 'Empanadas', [empanada]);
const adicional = category('c-4', 'adicional', [papas]);
const promos = category('c-5', 'Promos de temporada', []);
const vegano = category('t-1', 'Vegano', [muzza], { slug: 'vegano', type: 'preferences' });

const catalogue: Catalogue = {
  home: { products: [], featuredCategories: [], recentProducts: [] },
  categories: [parrilla, pizzas, empanadas, adicional, promos, vegano],
};

describe('visible categories (ordering.md §2 "Menu": adicional and empty categories are hidden)', () => {
  it.each([
    ['Parrilla', true],
    ['Pizzas', true],
    ['adicional', false],
    ['Promos de temporada', false],
    ['Vegano', true],
  ])('%s shown: %s', (name, shown) => {
    expect(visibleCategories(catalogue.categories).some((c) => c.name === name)).toBe(shown);
  });

  it("hides 'Adicional' written with another case or accents", () => {
    expect(visibleCategories([category('x', 'Adicional', [papas])])).toEqual([]);
  });
});

describe('slugs (ordering.md §9 "Slug rule")', () => {
  it.each([
    [{ name: 'Cafetería', slug: '' }, 'cafeteria'],
    [{ name: 'Sin TACC', slug: '' }, 'sin-tacc'],
    [{ name: '  Pizzas & Empanadas!! ', slug: '' }, 'pizzas-empanadas'],
    [{ name: 'Anything', slug: 'from-server' }, 'from-server'],
  ])('%j → %s', (input, slug) => {
    expect(categorySlug(input)).toBe(slug);
  });
});

describe('filters in the query string (categoria / preferencia exclude each other)', () => {
  it.each([
    ['', 'categoria', 'pizzas', '?categoria=pizzas'],
    ['?preferencia=vegano', 'categoria', 'pizzas', '?categoria=pizzas'],
    ['?categoria=pizzas', 'preferencia', 'vegano', '?preferencia=vegano'],
    ['?categoria=pizzas', 'categoria', 'pizzas', ''],
    ['?categoria=pizzas&search=muz', 'categoria', 'pizzas', '?search=muz'],
    ['?search=muz', 'preferencia', 'keto', '?search=muz&preferencia=keto'],
  ] as const)('%s + %s=%s → %s', (search, kind, slug, expected) => {
    expect(toggledQuery(search, kind, slug)).toBe(expected);
  });

  it.each([
    ['?categoria=pizzas', { kind: 'categoria', slug: 'pizzas' }],
    ['?preferencia=vegano', { kind: 'preferencia', slug: 'vegano' }],
    ['?search=x', null],
    ['', null],
  ])('%s reads as %j', (search, filter) => {
    expect(readFilter(search)).toEqual(filter);
  });
});

describe('sections of MENU', () => {
  const titles = (input: Parameters<typeof menuSections>[0]) => menuSections(input).map((s) => s.title);

  it("puts 'Tus últimos pedidos' first, then the shown categories in menu order", () => {
    expect(titles({ catalogue, filter: null, search: '', lastOrders: [bife] })).toEqual([
      LAST_ORDERS_KEY,
      'Parrilla',
      'Pizzas',
      'Empanadas',
      'Vegano',
    ]);
  });

  it("has no 'Tus últimos pedidos' without last orders", () => {
    expect(titles({ catalogue, filter: null, search: '', lastOrders: [] })[0]).toBe('Parrilla');
  });

  it.each([
    [{ kind: 'categoria', slug: 'pizzas' }, ['Pizzas']],
    [{ kind: 'categoria', slug: 'empanadas' }, ['Empanadas']],
    [{ kind: 'preferencia', slug: 'vegano' }, ['Vegano']],
    [{ kind: 'categoria', slug: 'vegano' }, []],
    [{ kind: 'categoria', slug: 'adicional' }, []],
  ] as const)('filter %j keeps %j', (filter, expected) => {
    expect(titles({ catalogue, filter, search: '', lastOrders: [bife] })).toEqual(expected);
  });

  it('groups search results under uppercase subcategory headings (else the category), once per product', () => {
    const sections = menuSections({ catalogue, filter: null, search: 'o', lastOrders: [bife] });
    expect(sections.map((s) => [s.title, s.products.map((p) => p.sku)])).toEqual([
      ['CORTES VACUNOS', ['PAR-001']],
      ['ACHURAS Y EMBUTIDOS', ['PAR-002']],
      ['PIZZAS', ['PIZ-001']],
    ]);
    expect(sections.every((s) => s.isSearchGroup)).toBe(true);
  });

  it('search ignores case and accents and matches the description; adicional never matches', () => {
    expect(homeSearchResults(catalogue, 'CHORIPAN').map((p) => p.sku)).toEqual(['PAR-002']);
    expect(homeSearchResults(catalogue, 'tomate').map((p) => p.sku)).toEqual(['PIZ-001']);
    expect(homeSearchResults(catalogue, 'papas')).toEqual([]);
    expect(homeSearchResults(catalogue, '   ')).toEqual([]);
  });

  it.each([
    ['bife chorizo', true],
    ['chorizo bife', true],
    ['bife pollo', false],
  ])('every word of %s must be found: %s', (search, found) => {
    expect(matchesSearch(bife, search)).toBe(found);
  });

  it('a catalogue with a missing price, an unknown tag or an empty category renders', () => {
    const odd = category('z', 'Rarezas', [product('Z-1', 'Sin precio', { ref: ['marciano'] })]);
    const sections = menuSections({
      catalogue: { ...catalogue, categories: [odd, promos] },
      filter: null,
      search: '',
      lastOrders: [],
    });
    expect(sections.map((s) => s.title)).toEqual(['Rarezas']);
  });
});

describe('carousel entries', () => {
  it("excludes 'adicional' and empty categories; 'preferences' entries are tags", () => {
    expect(carouselEntries(catalogue.categories).map((e) => [e.name, e.isTag])).toEqual([
      ['Parrilla', false],
      ['Pizzas', false],
      ['Empanadas', false],
      ['Vegano', true],
    ]);
  });
});

describe('paths', () => {
  it.each([
    ['/menu/b/s', 'PAR-001', '?categoria=x', '/menu/b/s/product/PAR-001?categoria=x'],
    ['/sucursal/b/s', 'A B', '', '/sucursal/b/s/product/A%20B'],
    ['/menu/b/s', '', '', null],
    ['', 'PAR-001', '', null],
  ])('product path of %s + %s %s → %s', (base, sku, search, expected) => {
    expect(productPath(base, sku, search)).toBe(expected);
  });

  it.each([
    ['/menu/b/s/product/PAR-001', '/menu/b/s'],
    ['/menu/b/s/product/s/PAR-001/abc', '/menu/b/s'],
    ['/menu/b/s', '/menu/b/s'],
  ])('page path of %s is %s', (path, page) => {
    expect(pagePath(path)).toBe(page);
  });

  it('subcategory anchor #cat-{categorySlug}-subcat-{subcategoryId}', () => {
    expect(subcategoryAnchor('parrilla', 's-1')).toBe('cat-parrilla-subcat-s-1');
  });

  it.each([
    ['promos-de-temporada', 'Promos de temporada'],
    ['parrilla', 'Parrilla'],
    ['', null],
    [null, null],
  ])('subcategory title of %s is %s', (categoria, title) => {
    expect(subcategoryTitle(categoria)).toBe(title);
  });
});
