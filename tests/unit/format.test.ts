import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatCurrency,
  formatDistance,
  formatNumber,
  formatRelativeAge,
  slugify,
} from '@/machines/rules/format';

describe('formatNumber', () => {
  it.each([
    [1234567, '1.234.567'],
    [1234.5, '1.234,50'],
    [0, '0,00'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [999, '999'],
    [-4500, '-4.500'],
    ['2500.755', '2.500,76'],
    ['abc', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatNumber(value as never)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it('uses es-AR pesos with the number rule: 2 decimals only for non-integers, zero as 0,00 (ordering.md §9)', () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(formatCurrency(12500))).toBe('$ 12.500');
    expect(plain(formatCurrency(99.5))).toBe('$ 99,50');
    expect(plain(formatCurrency(10.257))).toBe('$ 10,26');
    expect(plain(formatCurrency(0))).toBe('$ 0,00');
    expect(plain(formatCurrency(-900))).toBe('-$ 900');
  });

  it("keeps ARS in every language, formatted in the language's locale (accounts.md §9)", () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(formatCurrency(12500, 'en-US'))).toBe('ARS 12,500');
    expect(plain(formatCurrency(99.5, 'de-DE'))).toBe('99,50 ARS');
    expect(plain(formatCurrency(12500.5, 'pt-BR'))).toBe('ARS 12.500,50');
    expect(plain(formatCurrency(12500, 'zh-CN'))).toBe('ARS 12,500');
  });
});

describe('slugify', () => {
  it.each([
    ['Sin TACC', 'sin-tacc'],
    ['Lácteos & Huevo', 'lacteos-huevo'],
    ['  --Pizzas  a la piedra--  ', 'pizzas-a-la-piedra'],
    ['Ñoquis del 29', 'noquis-del-29'],
    ['¡Promo!', 'promo'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('formatRelativeAge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:30Z', '30s'],
    ['2026-11-21T11:55:00Z', '5m'],
    ['2026-11-21T09:00:00Z', '3h'],
    ['2026-11-18T12:00:00Z', '3d'],
    ['2026-09-01T12:00:00Z', '2M'],
    ['2024-11-01T12:00:00Z', '2A'],
    ['2026-11-21T12:00:00Z', '0s'],
  ])('%s → %s', (from, expected) => {
    expect(formatRelativeAge(new Date(from), now)).toBe(expected);
  });
});

describe('distance', () => {
  it('measures great-circle distance with earth radius 6371 km', () => {
    // Obelisco to Plaza de Mayo, about 1.2 km.
    const km = distanceKm(
      { latitude: -34.6037, longitude: -58.3816 },
      { latitude: -34.6083, longitude: -58.3712 },
    );
    expect(km).toBeGreaterThan(1.0);
    expect(km).toBeLessThan(1.2);
  });
  it.each([
    [0.4567, '457m'],
    [0.9994, '999m'],
    [1, '1.0km'],
    [12.345, '12.3km'],
  ])('%d km → %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
