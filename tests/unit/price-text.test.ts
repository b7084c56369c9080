/**
 * A card's price text (src/screens/menu/price-text.ts): formatCurrency's own text, each value formatted once, so a
 * card that mounts again (a long menu's sections come and go while scrolling) does not pay for Intl again.
 */
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ format: 0 }));
vi.mock('@/machines/rules/format', async (original) => {
  const actual = await original<typeof import('@/machines/rules/format')>();
  return {
    ...actual,
    formatCurrency: (...args: Parameters<typeof actual.formatCurrency>) => {
      calls.format += 1;
      return actual.formatCurrency(...args);
    },
  };
});

const { formattedPrice } = await import('@/src/screens/menu/price-text');
const { formatCurrency } = await import('@/machines/rules/format');

describe('formattedPrice', () => {
  it('reads as formatCurrency and formats each value once', () => {
    const values = [12500, 99.5, 3100, 1, 1234567.25];
    const expected = values.map((v) => formatCurrency(v));
    calls.format = 0;
    expect(values.map(formattedPrice)).toEqual(expected);
    expect(calls.format).toBe(values.length);
    // The same values again (cards mounting again): no new formatting, the same texts.
    expect(values.map(formattedPrice)).toEqual(expected);
    expect(calls.format).toBe(values.length);
    expect(formattedPrice(12500)).toBe('$\u00a012.500');
  });
});
