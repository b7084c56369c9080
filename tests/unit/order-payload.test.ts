import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildOrderPayload,
  buildOrderPayment,
  type CartInput,
  flattenCustomization,
  withoutEmpty,
} from '@/machines/rules/order-payload';
import { orderLine, sendOrderBody, updateOrderBody } from '@/machines/rules/order-payload-schema';

const ctx = {
  idCliente: 'u1',
  idLocal: 'l1',
  storeId: 's1',
  idMarca: 'm1',
  total: 4599.6,
  domain: 'http://localhost:5173',
  orderChangeState: 'new' as const,
};

const burger = {
  _id: 'p1',
  name: 'Hamburguesa',
  sku: 'HB1',
  price: 4000,
  quantity: 1,
  orderProductId: 'a'.repeat(21),
  comments: 'sin sal',
  customization: {
    id: 'c1',
    ingredients: { 'PAN-g1': { sku: 'PAN', name: 'Pan brioche', price: 0, quantity: 1 } },
    aditionals: { BAC: { sku: 'BAC', name: 'Bacon', price: 300, quantity: 2 } },
  },
  upselling: [{ _id: 'p2', name: 'Papas', sku: 'PF', price: 1500, quantity: 1, upsellingId: 'a'.repeat(21) }],
  crossSelling: true,
};

describe('orderPayment', () => {
  it('flattens ingredients then aditionals into one array', () => {
    expect(flattenCustomization(burger.customization).map((i) => i.sku)).toEqual(['PAN', 'BAC']);
    expect(flattenCustomization(null)).toEqual([]);
    expect(flattenCustomization({ ingredients: [{ sku: 'X' }] })).toEqual([{ sku: 'X' }]);
  });

  it('appends upsell items as separate lines and drops upselling/crossSelling', () => {
    const lines = buildOrderPayment([burger]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toHaveProperty('upselling');
    expect(lines[0]).not.toHaveProperty('crossSelling');
    expect(lines[0].customization).toHaveLength(2);
    expect(lines[1]).toMatchObject({ sku: 'PF', upsellingId: 'a'.repeat(21), customization: [] });
  });
});

describe('buildOrderPayload', () => {
  const table: CartInput = {
    draftOrderId: 'd'.repeat(21),
    products: [burger],
    observations: 'Mesa junto a la ventana',
    consumeType: 'local',
    table: '7',
    tableId: '1007',
    crossSelling: true,
  };

  it('create: type mesa for local, ints for mesa/mesaId, integer total, orderChangeState new', () => {
    const p = buildOrderPayload(table, ctx);
    expect(p).toMatchObject({
      idCliente: 'u1',
      idLocal: 'l1',
      storeId: 's1',
      idMarca: 'm1',
      draftOrderId: 'd'.repeat(21),
      total: 4600,
      type: 'mesa',
      mesa: 7,
      mesaId: 1007,
      comments: 'Mesa junto a la ventana',
      recomendedProduct: true,
      domain: 'http://localhost:5173',
      orderChangeState: 'new',
    });
    expect(p.orderPayment).toHaveLength(2);
  });

  it('create: removes empty and falsy keys', () => {
    const p = buildOrderPayload(
      {
        products: [],
        consumeType: 'takeaway',
        pickUpTime: '2030-01-01T12:30',
        observations: '',
        crossSelling: false,
      },
      { ...ctx, total: 0 },
    );
    expect(p).toEqual({
      idCliente: 'u1',
      idLocal: 'l1',
      storeId: 's1',
      idMarca: 'm1',
      type: 'takeaway',
      horaRetiro: '2030-01-01T12:30',
      domain: 'http://localhost:5173',
      orderChangeState: 'new',
    });
  });

  it('delivery: address id, shipping_type_id and costoEnvio from the chosen option', () => {
    const p = buildOrderPayload(
      {
        products: [burger],
        consumeType: 'delivery',
        address: { deliveryAddressId: 'addr1' },
        deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 1200 },
      },
      ctx,
    );
    expect(p).toMatchObject({
      type: 'delivery',
      deliveryAddressId: 'addr1',
      shipping_type_id: 'moto',
      costoEnvio: 1200,
    });
    expect(p).not.toHaveProperty('mesa');
  });

  it('update: omits comments, costoEnvio and domain; keeps falsy keys', () => {
    const p = buildOrderPayload(
      { ...table, deliveryOption: { id: 'x', costoEnvio: 5 }, crossSelling: false },
      { ...ctx, orderChangeState: 'update' },
    );
    expect(p).not.toHaveProperty('comments');
    expect(p).not.toHaveProperty('costoEnvio');
    expect(p).not.toHaveProperty('domain');
    expect(p).toMatchObject({ orderChangeState: 'update', type: 'mesa', recomendedProduct: false, mesa: 7 });
  });

  it('invalid table numbers are left out', () => {
    const p = buildOrderPayload({ ...table, table: 'abc', tableId: null }, ctx);
    expect(p).not.toHaveProperty('mesa');
    expect(p).not.toHaveProperty('mesaId');
  });

  it('no consume type leaves type out', () => {
    expect(buildOrderPayload({ products: [] }, ctx)).not.toHaveProperty('type');
  });
});

describe('withoutEmpty', () => {
  it('drops falsy values, empty arrays and empty objects', () => {
    expect(
      withoutEmpty({ a: 0, b: '', c: false, d: null, e: [], f: {}, g: 1, h: [1], i: { x: 1 }, j: 'x' }),
    ).toEqual({
      g: 1,
      h: [1],
      i: { x: 1 },
      j: 'x',
    });
  });
});

describe('the payload and the server schema (one spelling, machines/rules/order-payload-schema.ts)', () => {
  const carts: Array<[string, CartInput]> = [
    [
      'table',
      {
        draftOrderId: 'd'.repeat(21),
        products: [burger],
        observations: 'Mesa 7',
        consumeType: 'local',
        table: '7',
        tableId: '1007',
      },
    ],
    [
      'takeaway',
      { draftOrderId: 'e'.repeat(21), products: [burger], consumeType: 'takeaway', pickUpTime: '13:30' },
    ],
    [
      'delivery',
      {
        draftOrderId: 'f'.repeat(21),
        products: [burger],
        consumeType: 'delivery',
        address: { deliveryAddressId: 'addr-1' },
        deliveryOption: { id: 3, tipo: 'moto', costoEnvio: 900 },
      },
    ],
  ];

  it.each(carts)('a built %s payload is what the server accepts, field for field', (_name, cart) => {
    const payload = buildOrderPayload(cart, ctx);
    const parsed = v.safeParse(sendOrderBody, payload);
    expect(parsed.issues?.map((i) => i.message)).toBeUndefined();
    expect(parsed.success).toBe(true);
    // Every field the app sends is one the schema names (a renamed field would pass the loose object unread).
    const named = new Set(Object.keys(sendOrderBody.entries));
    expect(Object.keys(payload).filter((key) => !named.has(key))).toEqual([]);
    const lineFields = new Set([...Object.keys(orderLine.entries), '_id', 'name', 'price']);
    for (const line of payload.orderPayment) {
      expect(Object.keys(line).filter((key) => !lineFields.has(key))).toEqual([]);
    }
  });

  it('an update of the open table order is what the update schema accepts', () => {
    const payload = buildOrderPayload(carts[0][1], { ...ctx, orderChangeState: 'update' });
    expect(v.safeParse(updateOrderBody, payload).success).toBe(true);
  });
});
