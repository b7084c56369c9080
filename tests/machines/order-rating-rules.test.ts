import { describe, expect, it } from 'vitest';
import {
  isRatingState,
  isValidRating,
  orderToRate,
  PROMPTED_ORDERS_KEPT,
  parsePromptedOrders,
  ratingBody,
  withPromptedOrder,
} from '@/machines/order-rating/order-rating.rules';
import { type OrderRecord, parseOrder } from '@/machines/rules/order-record';

describe('isRatingState (§4 "Order rating prompt")', () => {
  it.each([
    ['takeaway', 'RETIRADO', 'ENVIADO', true],
    ['takeaway', 'RETIRADO', 'PREPARADO', true],
    ['takeaway', 'PREPARADO', 'ENVIADO', true],
    ['takeaway', 'PREPARADO', 'PREPARADO', false],
    ['takeaway', 'COCINA', 'COCINA', false],
    ['takeaway', 'RECIBIDO', 'PAGADO', false],
    ['delivery', 'RECIBIDO', 'ENVIADO', true],
    ['delivery', 'RETIRADO', 'ENVIADO', false],
    ['delivery', 'PREPARADO', 'RECIBIDO', false],
    ['delivery_propio', 'RECIBIDO', 'ENVIADO', true],
    ['delivery_propio', 'RETIRADO', 'ENVIADO', false],
    ['mesa', 'PREPARADO', 'PAGADO', true],
    ['mesa', 'PAGADO', 'PREPARADO', false],
    ['mesa', 'RETIRADO', 'ENVIADO', false],
    ['', 'RETIRADO', 'PAGADO', false],
  ] as const)('%s, estadoDeOrden %s, orderStatus %s → %s', (type, estadoDeOrden, orderStatus, expected) => {
    expect(isRatingState({ type, estadoDeOrden, orderStatus })).toBe(expected);
  });

  it('a missing status is not a rating state', () => {
    expect(isRatingState({ type: 'takeaway', estadoDeOrden: null, orderStatus: null })).toBe(false);
  });
});

const o = (id: string, type: string, estadoDeOrden: string, orderStatus = estadoDeOrden) =>
  parseOrder({ _id: id, idLocal: 'b', type, estadoDeOrden, orderStatus }) as OrderRecord;

describe('orderToRate', () => {
  it.each([
    ['none in a rating state', [o('a', 'takeaway', 'COCINA')], [], null],
    [
      'the first in a rating state',
      [o('a', 'takeaway', 'COCINA'), o('b', 'mesa', 'X', 'PAGADO'), o('c', 'takeaway', 'RETIRADO')],
      [],
      'b',
    ],
    ['skips the prompted ones', [o('a', 'takeaway', 'RETIRADO'), o('b', 'delivery', 'RECIBIDO')], ['a'], 'b'],
    ['all prompted', [o('a', 'takeaway', 'RETIRADO')], ['a'], null],
    ['an empty list', [], [], null],
  ])('%s', (_, orders, prompted, expected) => {
    expect(orderToRate(orders, prompted)?._id ?? null).toBe(expected);
  });
});

describe('isValidRating (§5: 1–5 stars)', () => {
  it.each([
    [null, false],
    [0, false],
    [1, true],
    [3, true],
    [5, true],
    [6, false],
    [4.5, false],
    [-2, false],
    [Number.NaN, false],
  ])('%s → %s', (stars, expected) => {
    expect(isValidRating(stars)).toBe(expected);
  });
});

describe('the prompted ids kept across visits', () => {
  it('adds an id last, once', () => {
    expect(withPromptedOrder(['a', 'b'], 'a')).toEqual(['b', 'a']);
    expect(withPromptedOrder([], 'a')).toEqual(['a']);
  });

  it(`keeps the last ${PROMPTED_ORDERS_KEPT}`, () => {
    const many = Array.from({ length: PROMPTED_ORDERS_KEPT }, (_, i) => `o${i}`);
    const kept = withPromptedOrder(many, 'new');
    expect(kept).toHaveLength(PROMPTED_ORDERS_KEPT);
    expect(kept[0]).toBe('o1');
    expect(kept.at(-1)).toBe('new');
  });

  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 3, null, 'b'],
      ['a', 'b'],
    ],
    ['a', []],
    [null, []],
    [{ a: 1 }, []],
  ])('reads %j back as %j', (raw, expected) => {
    expect(parsePromptedOrders(raw)).toEqual(expected);
  });
});

describe('ratingBody (§3 "Order rating payload")', () => {
  it("is {activeOrder:'false', experiencia, valoracion}, the text trimmed", () => {
    expect(ratingBody(4, '  Muy rico \n')).toEqual({
      activeOrder: 'false',
      experiencia: 'Muy rico',
      valoracion: 4,
    });
    expect(ratingBody(1, '')).toEqual({ activeOrder: 'false', experiencia: '', valoracion: 1 });
  });
});
