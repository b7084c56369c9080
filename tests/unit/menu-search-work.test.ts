import { describe, expect, it } from 'vitest';
import type { Catalogue, Category, Product } from '@/machines/catalogue/catalogue.types';
import {
  homeSearchResults,
  menuSections,
  prepareSearch,
  searchProducts,
} from '@/machines/menu-browsing/menu-rules';

/**
 * Issue 11 "Speed at scale": a search over a 2,000-product menu normalises each product's name and description
 * once per catalogue, not once per query (counted in reads of the products' names, load-independent, unlike
 * the bench's timings; docs/performance.md "bench:menu").
 */
const reads = { name: 0, description: 0 };

function countingProduct(c: number, i: number): Product {
  const name = i % 10 === 0 ? `Empanada ${c}-${i}` : `Plato ${c}-${i}`;
  const product = { _id: `p-${c}-${i}`, sku: `SKU-${c}-${i}` } as Product;
  Object.defineProperty(product, 'name', {
    enumerable: true,
    get: () => {
      reads.name += 1;
      return name;
    },
  });
  Object.defineProperty(product, 'description', {
    enumerable: true,
    get: () => {
      reads.description += 1;
      return 'Con papas';
    },
  });
  return product;
}

const categories: Category[] = Array.from({ length: 40 }, (_, c) => ({
  id: `c-${c}`,
  name: `Categoría ${c}`,
  slug: `categoria-${c}`,
  type: 'category',
  products: Array.from({ length: 50 }, (_, i) => countingProduct(c, i)),
  subcategories: [],
}));
const catalogue: Catalogue = {
  home: { products: [], featuredCategories: [], recentProducts: [] },
  categories,
};
const search = (text: string) => menuSections({ catalogue, filter: null, search: text, lastOrders: [] });
const resultCount = (text: string) => search(text).reduce((n, s) => n + s.products.length, 0);

describe('menu search at 2,000 products (issue 11 "Speed at scale")', () => {
  it('reads each product once for the first query, and never again for the next ones', () => {
    reads.name = 0;
    reads.description = 0;
    expect(resultCount('empanada')).toBe(200);
    // Each product's text, once: the group headings are the categories' names.
    expect(reads).toEqual({ name: 2000, description: 2000 });
    // The expected count of a later query, by hand (these reads are not the menu's).
    const platoThree = categories
      .flatMap((c) => c.products)
      .filter((p) => p.name.startsWith('Plato') && p.name.includes('3')).length;
    expect(platoThree).toBeGreaterThan(0);
    reads.name = 0;
    reads.description = 0;
    expect(resultCount('plato 3')).toBe(platoThree);
    expect(resultCount('zzzz')).toBe(0);
    expect(homeSearchResults(catalogue, 'EMPANADA')).toHaveLength(200);
    expect(searchProducts(categories[0].products, 'con papas')).toHaveLength(50);
    expect(reads).toEqual({ name: 0, description: 0 });
  });

  it('MENU can prepare the texts ahead of the first query (a new catalogue: its products are new objects)', () => {
    const fresh: Catalogue = {
      ...catalogue,
      categories: categories.map((c, n) => ({
        ...c,
        products: c.products.map((_, i) => countingProduct(100 + n, i)),
      })),
    };
    reads.name = 0;
    prepareSearch(fresh);
    expect(reads.name).toBe(2000);
    reads.name = 0;
    reads.description = 0;
    expect(menuSections({ catalogue: fresh, filter: null, search: 'empanada', lastOrders: [] })).toHaveLength(
      40,
    );
    expect(reads).toEqual({ name: 0, description: 0 });
  });
});
