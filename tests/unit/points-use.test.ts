import { describe, expect, it } from 'vitest';
import {
  needsOnlinePayment,
  type PointsUseInput,
  paymentMethodLabel,
  paymentMethods,
  pointsUse,
} from '@/machines/rules/points-use';

type Row = [string, PointsUseInput, { pointsToUse: number; totalToPay: number; rule: string }];

const rows: Row[] = [
  // Points ignored
  [
    'no points',
    { consumeType: 'takeaway', subtotal: 5000, availablePoints: 0 },
    { pointsToUse: 0, totalToPay: 5000, rule: 'no-points' },
  ],
  [
    'points under 0.01 are ignored',
    { consumeType: 'takeaway', subtotal: 5000, availablePoints: 0.009 },
    { pointsToUse: 0, totalToPay: 5000, rule: 'no-points' },
  ],
  [
    'negative points are ignored',
    { consumeType: 'local', subtotal: 5000, availablePoints: -50 },
    { pointsToUse: 0, totalToPay: 5000, rule: 'no-points' },
  ],
  [
    'NaN points are ignored',
    { consumeType: 'local', subtotal: 5000, availablePoints: Number.NaN },
    { pointsToUse: 0, totalToPay: 5000, rule: 'no-points' },
  ],
  // Table
  [
    'table: points cover everything',
    { consumeType: 'local', subtotal: 4550, availablePoints: 10000 },
    { pointsToUse: 4550, totalToPay: 0, rule: 'table-multiple-of-100' },
  ],
  [
    'table: remainder rounded up to a multiple of 100',
    { consumeType: 'local', subtotal: 4550, availablePoints: 1000 },
    { pointsToUse: 950, totalToPay: 3600, rule: 'table-multiple-of-100' },
  ],
  [
    'table: fractional points',
    { consumeType: 'local', subtotal: 4550, availablePoints: 985.5 },
    { pointsToUse: 950, totalToPay: 3600, rule: 'table-multiple-of-100' },
  ],
  [
    'table: subtotal already a multiple of 100',
    { consumeType: 'local', subtotal: 4500, availablePoints: 1000 },
    { pointsToUse: 1000, totalToPay: 3500, rule: 'table-multiple-of-100' },
  ],
  [
    'table: few points cannot reach a multiple',
    { consumeType: 'local', subtotal: 4550, availablePoints: 20 },
    { pointsToUse: 0, totalToPay: 4550, rule: 'no-points' },
  ],
  [
    'table: small subtotal, small points',
    { consumeType: 'local', subtotal: 150, availablePoints: 10 },
    { pointsToUse: 0, totalToPay: 150, rule: 'no-points' },
  ],
  [
    'table: shipping ignored',
    { consumeType: 'local', subtotal: 1000, shipping: 500, availablePoints: 100 },
    { pointsToUse: 100, totalToPay: 900, rule: 'table-multiple-of-100' },
  ],
  // Takeaway
  [
    'takeaway: points ≥ total pay 0',
    { consumeType: 'takeaway', subtotal: 2000, availablePoints: 2000 },
    { pointsToUse: 2000, totalToPay: 0, rule: 'cover-all' },
  ],
  [
    'takeaway: points ≥ small total pay 0',
    { consumeType: 'takeaway', subtotal: 200, availablePoints: 500 },
    { pointsToUse: 200, totalToPay: 0, rule: 'cover-all' },
  ],
  [
    'takeaway: total under 300 uses no points',
    { consumeType: 'takeaway', subtotal: 250, availablePoints: 100 },
    { pointsToUse: 0, totalToPay: 250, rule: 'below-minimum' },
  ],
  [
    'takeaway: remainder under 300 pays exactly 300',
    { consumeType: 'takeaway', subtotal: 1000, availablePoints: 900 },
    { pointsToUse: 700, totalToPay: 300, rule: 'pay-minimum' },
  ],
  [
    'takeaway: otherwise all points',
    { consumeType: 'takeaway', subtotal: 1000, availablePoints: 500.5 },
    { pointsToUse: 500.5, totalToPay: 499.5, rule: 'all-points' },
  ],
  [
    'takeaway: remainder exactly 300 uses all points',
    { consumeType: 'takeaway', subtotal: 1000, availablePoints: 700 },
    { pointsToUse: 700, totalToPay: 300, rule: 'all-points' },
  ],
  [
    'takeaway: shipping ignored',
    { consumeType: 'takeaway', subtotal: 1000, shipping: 999, availablePoints: 0 },
    { pointsToUse: 0, totalToPay: 1000, rule: 'no-points' },
  ],
  // Delivery
  [
    'delivery: points cover subtotal, free shipping',
    { consumeType: 'delivery', subtotal: 3000, shipping: 0, availablePoints: 5000 },
    { pointsToUse: 3000, totalToPay: 0, rule: 'cover-subtotal-free-shipping' },
  ],
  [
    'delivery: points cover subtotal, shipping under 300',
    { consumeType: 'delivery', subtotal: 3000, shipping: 250, availablePoints: 5000 },
    { pointsToUse: 2700, totalToPay: 550, rule: 'cover-subtotal-pay-minimum-plus-shipping' },
  ],
  [
    'delivery: points cover a subtotal under 300, shipping under 300',
    { consumeType: 'delivery', subtotal: 200, shipping: 100, availablePoints: 5000 },
    { pointsToUse: 0, totalToPay: 300, rule: 'cover-subtotal-pay-minimum-plus-shipping' },
  ],
  [
    'delivery: points cover subtotal, shipping ≥ 300',
    { consumeType: 'delivery_propio', subtotal: 3000, shipping: 300, availablePoints: 3000 },
    { pointsToUse: 3000, totalToPay: 300, rule: 'cover-subtotal-pay-shipping' },
  ],
  [
    'delivery: subtotal + shipping under 300',
    { consumeType: 'delivery', subtotal: 150, shipping: 100, availablePoints: 100 },
    { pointsToUse: 0, totalToPay: 250, rule: 'below-minimum' },
  ],
  [
    'delivery: at least 300 paid',
    { consumeType: 'delivery', subtotal: 1000, shipping: 100, availablePoints: 900 },
    { pointsToUse: 800, totalToPay: 300, rule: 'pay-minimum' },
  ],
  [
    'delivery: all points when plenty remains',
    { consumeType: 'delivery', subtotal: 5000, shipping: 500, availablePoints: 1000 },
    { pointsToUse: 1000, totalToPay: 4500, rule: 'pay-minimum' },
  ],
];

describe('pointsUse (§9 table/local, takeaway, delivery)', () => {
  it.each(rows)('%s', (_label, input, expected) => {
    expect(pointsUse(input)).toEqual(expected);
  });

  it('totals never drift', () => {
    const r = pointsUse({ consumeType: 'takeaway', subtotal: 1000.3, availablePoints: 0.1 });
    expect(r.totalToPay).toBe(1000.2);
  });
});

describe('payment methods', () => {
  const labels = { providerName: 'Mercado Pago', businessType: 'b2c' as const };
  const b2b = { providerName: 'Mercado Pago', businessType: 'b2b' as const };

  it.each([
    ['takeaway', 300, true],
    ['delivery', 299.99, false],
    ['delivery_propio', 5000, true],
    ['local', 5000, false],
  ] as const)('needsOnlinePayment(%s, %d) = %s', (type, total, expected) => {
    expect(needsOnlinePayment(type, total)).toBe(expected);
  });

  it('labels: Puntos at 0, provider for takeaway/delivery, venue otherwise, A Coordinar for b2b', () => {
    expect(paymentMethodLabel('takeaway', 0, labels)).toBe('Puntos');
    expect(paymentMethodLabel('takeaway', 100, labels)).toBe('Mercado Pago');
    expect(paymentMethodLabel('delivery_propio', 100, labels)).toBe('Mercado Pago');
    expect(paymentMethodLabel('local', 100, labels)).toBe('Pago en local');
    expect(paymentMethodLabel(undefined, 100, b2b)).toBe('A Coordinar');
  });

  it('metodoDePago lists points and the rest', () => {
    expect(paymentMethods('takeaway', { pointsToUse: 700, totalToPay: 300 }, labels)).toEqual([
      'Puntos',
      'Mercado Pago',
    ]);
    expect(paymentMethods('takeaway', { pointsToUse: 0, totalToPay: 250 }, labels)).toEqual([
      'Pago en local',
    ]);
    expect(paymentMethods('local', { pointsToUse: 0, totalToPay: 2500 }, b2b)).toEqual(['A Coordinar']);
    expect(paymentMethods('delivery', { pointsToUse: 3000, totalToPay: 0 }, labels)).toEqual(['Puntos']);
    expect(paymentMethods('delivery', { pointsToUse: 0, totalToPay: 0 }, labels)).toEqual(['Puntos']);
  });
});
