import { describe, expect, it } from 'vitest';
import { isCatalogue, normaliseCatalogue } from '@/machines/catalogue/normalise-catalogue';

const raw = (categoriesField: string, categories: unknown) => ({
  status: 'success',
  data: { home: { products: [], featuredCategories: [], recentProducts: [] }, [categoriesField]: categories },
});
const parrilla = {
  id: 'c-1',
  name: 'Parrilla',
  type: 'category',
  products: [{ _id: 'p-1', sku: 'PAR-001', name: 'Bife' }],
};

describe('normaliseCatalogue (ordering.md §3 "Menu")', () => {
  it.each([
    ['categories as an array', raw('categories', [parrilla])],
    ['categories as an object', raw('categories', { parrilla })],
    ['categorias', raw('categorias', [parrilla])],
    ['menu', raw('menu', [parrilla])],
    ['the data without its envelope', raw('categories', [parrilla]).data],
  ])('reads %s', (_, answer) => {
    const catalogue = normaliseCatalogue(answer);
    expect(catalogue.categories.map((c) => [c.id, c.name, c.slug, c.products.map((p) => p.sku)])).toEqual([
      ['c-1', 'Parrilla', 'parrilla', ['PAR-001']],
    ]);
  });

  it('prefers categories over categorias and menu', () => {
    const answer = { data: { categories: [parrilla], categorias: [{ ...parrilla, id: 'x' }] } };
    expect(normaliseCatalogue(answer).categories[0].id).toBe('c-1');
  });

  it.each([
    ['a missing price', { _id: 'p', sku: 'P', name: 'Sin precio' }, 'P'],
    ['an unknown tag', { _id: 'p', sku: 'P', name: 'Raro', ref: ['marciano', 3] }, 'P'],
    ['no sku (the id is used)', { _id: 'p-9', name: 'Sin sku' }, 'p-9'],
  ])('keeps a product with %s', (_, product, sku) => {
    const catalogue = normaliseCatalogue(raw('categories', [{ ...parrilla, products: [product] }]));
    expect(catalogue.categories[0].products.map((p) => p.sku)).toEqual([sku]);
  });

  it('drops records without an id and keeps an empty category', () => {
    const catalogue = normaliseCatalogue(
      raw('categories', [
        { name: 'Sin id' },
        { id: 'c-2', name: 'Vacía', products: [] },
        null,
        'x',
        { ...parrilla, products: [{ name: 'x' }] },
      ]),
    );
    expect(catalogue.categories.map((c) => [c.name, c.products.length])).toEqual([
      ['Vacía', 0],
      ['Parrilla', 0],
    ]);
  });

  it.each([null, undefined, 'html', 42, { data: null }, { data: { home: 'x' } }])(
    'never throws on %j',
    (answer) => {
      expect(normaliseCatalogue(answer)).toEqual({
        home: { products: [], featuredCategories: [], recentProducts: [] },
        categories: [],
      });
    },
  );

  it("types 'preferences' entries and everything else as a category", () => {
    const catalogue = normaliseCatalogue(
      raw('categories', [
        { ...parrilla, type: 'preferences' },
        { ...parrilla, id: 'c-2', type: 'weird' },
      ]),
    );
    expect(catalogue.categories.map((c) => c.type)).toEqual(['preferences', 'category']);
  });

  it('a normalised catalogue is a valid cache entry; anything else is not', () => {
    expect(isCatalogue(normaliseCatalogue(raw('categories', [parrilla])))).toBe(true);
    expect(isCatalogue({ categories: [] })).toBe(false);
    expect(isCatalogue(null)).toBe(false);
  });
});
