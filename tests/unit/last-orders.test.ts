import { describe, expect, it } from 'vitest';
import type { Catalogue, Product } from '@/machines/catalogue/catalogue.types';
import {
  LAST_ORDERS_LIMIT,
  lastOrderProducts,
  type OrderedProduct,
  readOrderedProducts,
} from '@/machines/menu-browsing/last-orders';

const product = (sku: string, _id = `id-${sku}`): Product => ({ _id, sku, name: sku, price: 1000 });
const line = (sku: string, _id = `id-${sku}`) => ({ _id, sku, name: sku, quantity: 1, price: 1000 });

describe('readOrderedProducts: the products of GET /pedido/usuario/{userId} data[]', () => {
  it.each<[string, unknown, OrderedProduct[]]>([
    ['not an array', { data: [] }, []],
    ['no orders (a new guest)', [], []],
    [
      'newest order first by created, lines in their order, once each',
      [
        { created: '2026-01-01T10:00:00Z', orderPayment: [line('OLD'), line('BOTH')] },
        { created: '2026-01-03T10:00:00Z', orderPayment: [line('NEW'), line('BOTH')] },
      ],
      [
        { sku: 'NEW', id: 'id-NEW' },
        { sku: 'BOTH', id: 'id-BOTH' },
        { sku: 'OLD', id: 'id-OLD' },
      ],
    ],
    [
      'an order whose card payment was rejected does not count (it was never made)',
      [
        { created: '2026-01-03T10:00:00Z', paymentStatus: 'rejected', orderPayment: [line('REJ')] },
        { created: '2026-01-02T10:00:00Z', paymentStatus: 'approved', orderPayment: [line('PAID')] },
      ],
      [{ sku: 'PAID', id: 'id-PAID' }],
    ],
    [
      "the server's order when a date is missing",
      [{ orderPayment: [line('A')] }, { orderPayment: [line('B')] }],
      [
        { sku: 'A', id: 'id-A' },
        { sku: 'B', id: 'id-B' },
      ],
    ],
    [
      'orderPayment as a JSON string; a malformed one and unreadable lines are skipped',
      [
        { orderPayment: JSON.stringify([line('J')]) },
        { orderPayment: '[not json' },
        { orderPayment: [null, 7, { name: 'sin sku' }, { _id: 'only-id' }] },
      ],
      [
        { sku: 'J', id: 'id-J' },
        { sku: null, id: 'only-id' },
      ],
    ],
  ])('%s', (_, history, expected) => {
    expect(readOrderedProducts(history)).toEqual(expected);
  });
});

const catalogue = (products: Product[], extra: Catalogue['categories'] = []): Catalogue => ({
  home: { products: [], featuredCategories: [], recentProducts: [product('RECENT')] },
  categories: [{ id: 'c-1', name: 'Parrilla', type: 'category', products, subcategories: [] }, ...extra],
});

describe("lastOrderProducts: the ordered products as this branch's menu has them", () => {
  const menu = catalogue([product('A'), product('B'), product('C', 'id-c-here')]);

  it.each<[string, Catalogue | null, OrderedProduct[], string[]]>([
    ['no catalogue yet', null, [{ sku: 'A', id: null }], []],
    ['no orders', menu, [], []],
    [
      'kept in the ordered order, only what the menu has (never the server recentProducts)',
      menu,
      [
        { sku: 'B', id: null },
        { sku: 'GONE', id: 'id-GONE' },
        { sku: 'A', id: null },
      ],
      ['B', 'A'],
    ],
    ['matched by _id when the sku is not on the menu', menu, [{ sku: 'OLD-SKU', id: 'id-c-here' }], ['C']],
    [
      'one card per product even when two ordered lines name it',
      menu,
      [
        { sku: 'A', id: null },
        { sku: 'OTHER', id: 'id-A' },
      ],
      ['A'],
    ],
    [
      "not from the hidden 'adicional' category",
      catalogue(
        [product('A')],
        [{ id: 'c-9', name: 'adicional', type: 'category', products: [product('X')], subcategories: [] }],
      ),
      [
        { sku: 'X', id: null },
        { sku: 'A', id: null },
      ],
      ['A'],
    ],
  ])('%s', (_, cat, ordered, skus) => {
    expect(lastOrderProducts(cat, ordered).map((p) => p.sku)).toEqual(skus);
  });

  it('returns the menu’s own product (its price and options) and at most 8', () => {
    const many = Array.from({ length: 12 }, (_, i) => product(`P${i}`));
    const result = lastOrderProducts(
      catalogue(many),
      many.map((p) => ({ sku: p.sku, id: null })),
    );
    expect(LAST_ORDERS_LIMIT).toBe(8);
    expect(result).toHaveLength(8);
    expect(result[0]).toBe(many[0]);
  });
});
