import { describe, expect, it } from 'vitest';
import { consumeTypeKey, isVariablePrice, resolvePrice, toAmount } from '@/machines/rules/price-resolution';

const byConsume = { tableSystem: 12900, takeawaySystem: 11900, deliverySystem: 13900 };
const byCategory = { default: 10000, mayorista: 9200, distribuidor: 8800, corporativo: 9000, vip: 8500 };

describe('resolvePrice', () => {
  it.each([
    ['a number as it is', 8900, {}, 8900],
    ['a numeric string', '4500', {}, 4500],
    ['a decimal string', ' 99.5 ', {}, 99.5],
    ['an empty string', '', {}, 0],
    ['a non-numeric string', 'consultar', {}, 0],
    ['null', null, {}, 0],
    ['undefined', undefined, {}, 0],
    ['NaN', Number.NaN, {}, 0],
    ['an array', [1, 2], {}, 0],
    ['b2c table key', byConsume, { consumeType: 'tableSystem' }, 12900],
    ['b2c takeaway key', byConsume, { consumeType: 'takeawaySystem' }, 11900],
    ['b2c delivery key', byConsume, { consumeType: 'deliverySystem' }, 13900],
    [
      'b2c deliveryPropio maps to deliverySystem',
      byConsume,
      { consumeType: { type: 'deliveryPropio' } },
      13900,
    ],
    ['b2c cart form delivery_propio', byConsume, { consumeType: 'delivery_propio' }, 13900],
    ['b2c cart form local', byConsume, { consumeType: 'local' }, 12900],
    ['b2c cart form takeaway', byConsume, { consumeType: 'takeaway' }, 11900],
    ['b2c no preference: tableSystem first', byConsume, {}, 12900],
    [
      'b2c missing key: falls to the fixed order',
      { takeawaySystem: 7000, deliverySystem: 8000 },
      { consumeType: 'tableSystem' },
      7000,
    ],
    ['b2c zero key skipped', { tableSystem: 0, deliverySystem: 5000 }, { consumeType: 'tableSystem' }, 5000],
    ['b2c unknown keys: first truthy', { otro: 0, especial: '3200' }, {}, 3200],
    ['b2c string values', { takeawaySystem: '6100' }, { consumeType: 'takeaway' }, 6100],
    ['b2c empty object', {}, {}, 0],
    ['b2b user category', byCategory, { businessType: 'b2b', priceCategory: 'mayorista' }, 9200],
    ['b2b vip', byCategory, { businessType: 'b2b', priceCategory: 'vip' }, 8500],
    ['b2b unknown category: default', byCategory, { businessType: 'b2b', priceCategory: 'gold' }, 10000],
    ['b2b no category: default', byCategory, { businessType: 'b2b' }, 10000],
    [
      'b2b missing default: next in order',
      { distribuidor: 8800, vip: 8500 },
      { businessType: 'b2b', priceCategory: 'mayorista' },
      8800,
    ],
    [
      'b2b custom category key',
      { especial: 7700, default: 10000 },
      { businessType: 'b2b', priceCategory: 'especial' },
      7700,
    ],
    ['b2b unknown keys only: first truthy', { lista1: 0, lista2: 4100 }, { businessType: 'b2b' }, 4100],
    [
      'b2b ignores consume type',
      { tableSystem: 1, default: 2 },
      { businessType: 'b2b', consumeType: 'tableSystem' },
      2,
    ],
  ])('%s', (_label, price, ctx, expected) => {
    expect(resolvePrice(price, ctx as never)).toBe(expected);
  });
});

describe('helpers', () => {
  it('maps consume types', () => {
    expect(consumeTypeKey('delivery')).toBe('deliverySystem');
    expect(consumeTypeKey({ type: 'deliveryPropio' })).toBe('deliverySystem');
    expect(consumeTypeKey('mesa')).toBe('tableSystem');
    expect(consumeTypeKey('nada')).toBeUndefined();
    expect(consumeTypeKey(null)).toBeUndefined();
  });
  it('tells variable prices and converts amounts', () => {
    expect(isVariablePrice(byConsume)).toBe(true);
    expect(isVariablePrice(100)).toBe(false);
    expect(isVariablePrice('100')).toBe(false);
    expect(toAmount('1e3')).toBe(1000);
    expect(toAmount(true)).toBe(0);
  });
});
