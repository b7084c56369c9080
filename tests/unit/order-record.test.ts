import { describe, expect, it } from 'vitest';
import { parseOrder, parseOrders, readOrderItems } from '@/machines/rules/order-record';

/** A record as the server's toOrderDto writes it (server/services/orders.ts). */
const wire = (overrides: Record<string, unknown> = {}) => ({
  _id: 'o1',
  idOrder: 1042,
  idLocal: 'l1',
  storeId: 's1',
  localInfo: { nameLocal: 'Palermo', address: 'Av. Santa Fe 1' },
  type: 'takeaway',
  estadoDeOrden: 'COCINA',
  orderStatus: 'ACEPTADO',
  update: '2026-11-20T15:10:00.000Z',
  created: '2026-11-20T14:05:00.000Z',
  horaRetiro: '2026-11-20T15:00:00.000Z',
  mesa: 7,
  mesaId: 70,
  orderPayment: [],
  tracking_url: null,
  totalFacturado: 19200,
  total: 20400,
  account: { totalinvoiced: 19200, pointsToUse: 1200, pointsPercentage: 5, winPoints: 960 },
  metodoDePago: ['Puntos', 'Mercado Pago'],
  ...overrides,
});

describe('parseOrder (ordering.md §3 "Order (active or history)")', () => {
  it('reads every field the screens use, numbers written as text', () => {
    expect(parseOrder(wire())).toEqual({
      _id: 'o1',
      idOrder: '1042',
      idLocal: 'l1',
      storeId: 's1',
      branchName: 'Palermo',
      type: 'takeaway',
      estadoDeOrden: 'COCINA',
      orderStatus: 'ACEPTADO',
      update: '2026-11-20T15:10:00.000Z',
      created: '2026-11-20T14:05:00.000Z',
      horaRetiro: '2026-11-20T15:00:00.000Z',
      mesa: '7',
      mesaId: '70',
      orderPayment: [],
      tracking_url: null,
      totalFacturado: 19200,
      total: 20400,
      account: { totalinvoiced: 19200, pointsToUse: 1200, pointsPercentage: 5, winPoints: 960 },
      metodoDePago: ['Puntos', 'Mercado Pago'],
    });
  });

  it.each([
    ['no _id', { _id: undefined }],
    ['an empty _id', { _id: '' }],
    ['no idLocal', { idLocal: null }],
    ['an object as _id', { _id: { $oid: 'x' } }],
  ])('is null with %s (nothing a screen could open)', (_, overrides) => {
    expect(parseOrder(wire(overrides))).toBeNull();
  });

  it.each([null, undefined, 'order', 42, []])('is null for %j', (raw) => {
    expect(parseOrder(raw)).toBeNull();
  });

  it.each([
    [
      'totalFacturado as text',
      { totalFacturado: '19200.5' },
      (o: ReturnType<typeof parseOrder>) => o?.totalFacturado,
      19200.5,
    ],
    ['an empty total', { total: '' }, (o: ReturnType<typeof parseOrder>) => o?.total, null],
    ['a text total', { total: 'mucho' }, (o: ReturnType<typeof parseOrder>) => o?.total, null],
    [
      'an infinite total',
      { total: Number.POSITIVE_INFINITY },
      (o: ReturnType<typeof parseOrder>) => o?.total,
      null,
    ],
    ['no account', { account: null }, (o: ReturnType<typeof parseOrder>) => o?.account.totalinvoiced, null],
    [
      'an account array',
      { account: [1, 2] },
      (o: ReturnType<typeof parseOrder>) => o?.account.winPoints,
      null,
    ],
    ['no localInfo', { localInfo: undefined }, (o: ReturnType<typeof parseOrder>) => o?.branchName, ''],
    ['a numeric type', { type: 5 }, (o: ReturnType<typeof parseOrder>) => o?.type, '5'],
    ['no type', { type: null }, (o: ReturnType<typeof parseOrder>) => o?.type, ''],
    [
      'metodoDePago as text',
      { metodoDePago: 'Puntos' },
      (o: ReturnType<typeof parseOrder>) => o?.metodoDePago,
      [],
    ],
    [
      'metodoDePago with non-strings',
      { metodoDePago: ['Puntos', 3, null] },
      (o: ReturnType<typeof parseOrder>) => o?.metodoDePago,
      ['Puntos'],
    ],
    [
      'a boolean orderStatus',
      { orderStatus: true },
      (o: ReturnType<typeof parseOrder>) => o?.orderStatus,
      null,
    ],
    [
      'orderPayment as a string, kept as received',
      { orderPayment: '[]' },
      (o: ReturnType<typeof parseOrder>) => o?.orderPayment,
      '[]',
    ],
  ])('a field of the wrong type becomes null or empty, never a crash: %s', (_, overrides, read, value) => {
    expect(read(parseOrder(wire(overrides)))).toEqual(value);
  });
});

describe('parseOrders (data[])', () => {
  it('keeps the readable records in the server order', () => {
    const list = parseOrders([wire({ _id: 'b' }), { nope: true }, null, wire({ _id: 'a' })]);
    expect(list.map((o) => o._id)).toEqual(['b', 'a']);
  });

  it.each([null, undefined, {}, 'x', { data: [] }])('is an empty list for %j', (raw) => {
    expect(parseOrders(raw)).toEqual([]);
  });
});

const pizza = {
  name: 'Pizza',
  quantity: 2,
  price: 9000,
  imageShow: 'https://img/p.jpg',
  comments: 'Sin aceitunas',
  customization: [{ name: 'Extra queso', quantity: 1, price: 1200 }],
};

describe('readOrderItems (orderPayment: an array or a JSON string of an array)', () => {
  it.each([
    ['an array', [pizza]],
    ['a JSON string', JSON.stringify([pizza])],
  ])('reads %s the same way', (_, orderPayment) => {
    expect(readOrderItems(orderPayment)).toEqual({
      items: [
        {
          name: 'Pizza',
          quantity: 2,
          price: 9000,
          // No stored total: (9000 + 1200 × 1) × 2.
          total: 20400,
          imageShow: 'https://img/p.jpg',
          comments: 'Sin aceitunas',
          customization: [{ name: 'Extra queso', quantity: 1, price: 1200 }],
        },
      ],
      malformed: false,
    });
  });

  it.each([
    ['null', null, 0, false],
    ['undefined', undefined, 0, false],
    ['an empty array', [], 0, false],
    ['an empty JSON array', '[]', 0, false],
    ['a truncated JSON string', '[{"name":"Pizza","quantity":2', 0, true],
    ['an empty string', '', 0, true],
    ['a JSON object', '{"name":"Pizza"}', 0, true],
    ['a number', 42, 0, true],
    ['an object', { name: 'Pizza' }, 0, true],
    ['JSON null', 'null', 0, false],
    ['one unreadable item among readable ones', [pizza, { quantity: 1 }, 'x', pizza], 2, true],
  ])('%s → %i items, malformed %s', (_, orderPayment, count, malformed) => {
    const read = readOrderItems(orderPayment);
    expect(read.items).toHaveLength(count);
    expect(read.malformed).toBe(malformed);
  });

  it('fills what an item lacks: quantity 1, price 0, no image, no comments, no customisations', () => {
    expect(readOrderItems([{ name: 'Agua', quantity: 'x', price: null, customization: 'no' }]).items).toEqual(
      [{ name: 'Agua', quantity: 1, price: 0, total: 0, imageShow: null, comments: null, customization: [] }],
    );
  });

  it('drops customisations without a name and reads numbers written as text', () => {
    const [item] = readOrderItems([
      {
        name: 'Pizza',
        quantity: '3',
        price: '9000',
        customization: [{ quantity: 1 }, { name: 'Ajo', quantity: '2' }],
      },
    ]).items;
    expect(item.quantity).toBe(3);
    expect(item.price).toBe(9000);
    expect(item.customization).toEqual([{ name: 'Ajo', quantity: 2, price: 0 }]);
  });

  it("a line's amount is the stored total (options included, as the server priced it), not price × quantity", () => {
    const [item] = readOrderItems([{ ...pizza, quantity: 1, price: 17900, total: 18600 }]).items;
    expect(item.total).toBe(18600);
  });
});
