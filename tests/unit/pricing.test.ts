import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotal, roundMoney, toPrice, unitPrice } from '@/machines/rules/pricing';

describe('toPrice: a missing or non-numeric price counts as 0', () => {
  it.each([
    [1500, 1500],
    ['1500', 1500],
    ['99.5', 99.5],
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['  ', 0],
    ['gratis', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{ tableSystem: 100 }, 0],
    [true, 0],
  ])('%j → %d', (input, expected) => {
    expect(toPrice(input)).toBe(expected);
  });
});

describe('unitPrice', () => {
  const cases: [string, Parameters<typeof unitPrice>[0], number][] = [
    ['base price only', { price: 1000 }, 1000],
    ['no price', {}, 0],
    ['non-numeric price', { price: 'consultar' }, 0],
    [
      'aditionals × their quantity',
      { price: 1000, customization: { aditionals: { a: { price: 200, quantity: 3 } } } },
      1600,
    ],
    [
      'aditional without quantity counts 0',
      { price: 1000, customization: { aditionals: { a: { price: 200 } } } },
      1000,
    ],
    [
      'ingredients × (quantity or 1)',
      {
        price: 1000,
        customization: { ingredients: { a: { price: 150, quantity: 2 }, b: { price: 50 } } },
      },
      1350,
    ],
    [
      'ingredient with quantity 0 counts 1',
      { price: 1000, customization: { ingredients: { a: { price: 150, quantity: 0 } } } },
      1150,
    ],
    [
      'both groups, string prices',
      {
        price: '2500',
        customization: {
          ingredients: { x: { price: '100', quantity: 1 } },
          aditionals: { y: { price: '350', quantity: 2 } },
        },
      },
      3300,
    ],
    [
      'array customization groups',
      { price: 10, customization: { ingredients: [{ price: 5, quantity: 2 }] } },
      20,
    ],
    [
      'flattened payload array: quantity or 1',
      { price: 1000, customization: [{ price: 100, quantity: 2 }, { price: 40 }] },
      1240,
    ],
    ['null customization', { price: 700, customization: null }, 700],
    [
      'cents do not drift',
      { price: 0.1, customization: { aditionals: { a: { price: 0.2, quantity: 1 } } } },
      0.3,
    ],
  ];
  it.each(cases)('%s', (_label, line, expected) => {
    expect(unitPrice(line)).toBe(expected);
  });

  it('the other reading uses max(1, quantity) for ingredients', () => {
    const line = { price: 100, customization: { ingredients: { a: { price: 10, quantity: 0.5 } } } };
    expect(unitPrice(line, 'orOne')).toBe(105);
    expect(unitPrice(line, 'atLeastOne')).toBe(110);
    const negative = { price: 100, customization: { ingredients: { a: { price: 10, quantity: -2 } } } };
    expect(unitPrice(negative, 'orOne')).toBe(80);
    expect(unitPrice(negative, 'atLeastOne')).toBe(110);
  });
});

describe('lineTotal and cartTotals', () => {
  it('line total = unit price × line quantity', () => {
    expect(lineTotal({ price: 1250, quantity: 3 })).toBe(3750);
    expect(lineTotal({ price: 1250 })).toBe(0);
    expect(lineTotal({ price: 33.33, quantity: 3 })).toBe(99.99);
  });

  it('cart totals include upsell lines and their quantities', () => {
    const totals = cartTotals([
      {
        price: 5000,
        quantity: 2,
        customization: { aditionals: { q: { price: 500, quantity: 1 } } },
        upselling: [
          { price: 1200, quantity: 2 },
          { price: 800, quantity: 1, customization: { ingredients: { s: { price: 100 } } } },
        ],
      },
      { price: 'x', quantity: 1 },
    ]);
    expect(totals).toEqual({ total: 11000 + 2400 + 900, quantity: 6 });
  });

  it('an empty cart is 0', () => {
    expect(cartTotals([])).toEqual({ total: 0, quantity: 0 });
  });

  it('roundMoney keeps 2 decimals', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(10.005)).toBe(10.01);
  });
});
