import { describe, expect, it } from 'vitest';
import { detailContentTexts, formatPoints, orderFigures } from '@/machines/order-history/order-display';
import { demoOrder } from '@/machines/order-history/order-history.fixtures';
import type { OrderRecord } from '@/machines/rules/order-record';

/**
 * The order detail's 'Importe de la orden' / 'Descuento' / 'Total pagado' / 'Puntos ganados' (ordering.md §2
 * "Order detail", §3 "Order"). The server stores totalinvoiced = subtotal + shipping before points and total =
 * what was charged (server/services/order-submit.ts), so Importe − Descuento = Total pagado.
 */
const order = (
  orderStatus: string,
  totalinvoiced: number | null,
  pointsToUse: number | null,
  total: number | null,
  winPoints: number | null,
  totalFacturado: number | null = totalinvoiced,
): OrderRecord =>
  demoOrder({
    orderStatus,
    total,
    totalFacturado,
    account: { totalinvoiced, pointsToUse, pointsPercentage: 10, winPoints },
  });

describe('orderFigures (the detail reads the amount before points, the discount, and what was charged)', () => {
  it.each([
    // The walk's takeaway: $ 37.900 with 4.470 points used is charged $ 33.430.
    [
      'takeaway with points',
      order('ENVIADO', 37900, 4470, 33430, 3343),
      { orderAmount: 37900, discount: 4470, totalPaid: 33430, winPoints: 3343 },
    ],
    [
      'without points',
      order('ENVIADO', 44700, 0, 44700, 4470),
      { orderAmount: 44700, discount: 0, totalPaid: 44700, winPoints: 4470 },
    ],
    // Delivery: 12.000 of products + 1.500 shipping, 2.000 points.
    [
      'with shipping and points',
      order('ENVIADO', 13500, 2000, 11500, 1150),
      { orderAmount: 13500, discount: 2000, totalPaid: 11500, winPoints: 1150 },
    ],
    [
      'paid fully with points',
      order('PAGADO', 5000, 5000, 0, 0),
      { orderAmount: 5000, discount: 5000, totalPaid: 0, winPoints: 0 },
    ],
    [
      'still in the kitchen (pending icon): the cashback it will earn',
      order('COCINA', 10000, 1000, 9000, 900),
      { orderAmount: 10000, discount: 1000, totalPaid: 9000, winPoints: 900 },
    ],
    [
      'no account.totalinvoiced: totalFacturado',
      order('ENVIADO', null, 1000, 9000, 900, 10000),
      { orderAmount: 10000, discount: 1000, totalPaid: 9000, winPoints: 900 },
    ],
    [
      'neither: total + points',
      order('ENVIADO', null, 1000, 9000, 900, null),
      { orderAmount: 10000, discount: 1000, totalPaid: 9000, winPoints: 900 },
    ],
    [
      'no total: Importe − Descuento',
      order('ENVIADO', 10000, 1000, null, null),
      { orderAmount: 10000, discount: 1000, totalPaid: 9000, winPoints: 0 },
    ],
  ])('%s', (_, record, expected) => {
    const figures = orderFigures(record);
    expect(figures).toEqual(expected);
    expect(figures.orderAmount - figures.discount).toBe(figures.totalPaid);
  });

  // The error set (§4 "orderStatus icons"): the card payment was rejected or the order was cancelled. Nothing was
  // charged, the points spent were returned and no cashback was credited: only the order's amount stays.
  it.each([
    ['RECHAZADO (the payment retries ran out)', 'RECHAZADO'],
    ['CANCELADO', 'CANCELADO'],
    ['CANCELADO with spaces', ' CANCELADO '],
  ])('%s: Total pagado 0, Descuento 0, Puntos ganados 0', (_, status) => {
    expect(orderFigures(order(status, 44700, 4470, 40230, 4023))).toEqual({
      orderAmount: 44700,
      discount: 0,
      totalPaid: 0,
      winPoints: 0,
    });
  });
});

describe("formatPoints (ordering.md §9 number format: '.' groups thousands in every language)", () => {
  it.each([
    [4470, '4.470'],
    [1234567, '1.234.567'],
    [960, '960'],
    [10, '10'],
    [0, '0'],
    [4470.8, '4.470'],
    [null, '0'],
    [Number.NaN, '0'],
    [-1500, '-1.500'],
  ])('%s → %s', (value, text) => {
    expect(formatPoints(value)).toBe(text);
  });
});

describe('detailContentTexts (what the detail sends to content translation)', () => {
  const view = {
    branchName: 'Brasa Palermo Soho',
    paymentMethods: 'Puntos + Mercado Pago',
    items: [
      {
        name: 'Pizza muzzarella',
        comments: 'Sin aceitunas',
        customization: [{ name: 'Extra queso', quantity: 1, price: 1200 }],
      },
    ],
  };

  it('the branch, product and option names and the observations', () => {
    expect(detailContentTexts(view)).toEqual([
      'Brasa Palermo Soho',
      'Pizza muzzarella',
      'Extra queso',
      'Sin aceitunas',
    ]);
  });

  it("never the payment methods: 'Mercado Pago' is a name, not 'Market Pay'", () => {
    const texts = detailContentTexts(view).join('\n');
    for (const method of ['Mercado Pago', 'Puntos', 'Pago en local', 'Efectivo']) {
      expect(texts).not.toContain(method);
    }
  });
});
