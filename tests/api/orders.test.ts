import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDER_IDS } from '@/server/db/seed/orders';
import type { RunningServer } from '@/server/start';
import {
  B2B_ID,
  B2C_ID,
  Client,
  DEMO_USER_ID,
  loginDemo,
  signUp,
  startTestServer,
  UNKNOWN_ID,
} from './helpers';
import {
  addressFor,
  BRANCH_IDS,
  draft,
  orderRowCount,
  payload,
  STORE_IDS,
  sendOk,
  sendOrder,
} from './order-helpers';

let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  a = await signUp(server.url);
  b = await signUp(server.url);
});
afterAll(() => server?.close());

const send = (body: Record<string, unknown>) => a.client.post('/api/pedido/sendorder', body);

describe('POST /api/pedido/sendorder', () => {
  it('takeaway ≥ 300 is paid online: preferenceId and data._id, prices from the catalogue', async () => {
    // Morcilla 2900 × 2; the client's own prices are ignored.
    const body = payload(a.user._id, { orderPayment: [{ sku: 'PAR-011', quantity: 2, price: 1 }] });
    const res = await send({ ...body, total: 5800 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.preferenceId).toMatch(/^sbx-/);
    expect(res.body.checkoutUrl).toContain(`${server.orders.sandboxOrigin}/checkout?preference=`);
    const order = res.body.data;
    expect(order._id).toMatch(/^[0-9a-f]{24}$/);
    expect(order).toMatchObject({
      idLocal: BRANCH_IDS.palermo,
      storeId: STORE_IDS.palermo,
      type: 'takeaway',
      estadoDeOrden: 'COCINA',
      orderStatus: 'COCINA',
      activeOrder: true,
      paymentStatus: 'pending',
      total: 5800,
      totalFacturado: 5800,
      account: { totalinvoiced: 5800, pointsToUse: 0, pointsPercentage: 10, winPoints: 580 },
      metodoDePago: ['Mercado Pago'],
      localInfo: { nameLocal: 'Brasa Palermo Soho' },
      horaRetiro: body.horaRetiro,
      tracking_url: null,
    });
    expect(order.idOrder).toBeGreaterThan(1004);
    expect(Array.isArray(order.orderPayment)).toBe(true);
    expect(order.orderPayment[0]).toMatchObject({
      sku: 'PAR-011',
      name: 'Morcilla',
      price: 2900,
      quantity: 2,
      total: 5800,
    });
  });

  it('price resolution per consume type: the same steak costs its tableSystem price at a table', async () => {
    const steak = {
      sku: 'PAR-001',
      quantity: 1,
      customization: [
        { sku: 'GUA-RUS', quantity: 1 },
        { sku: 'COC-APU', quantity: 1 },
        { sku: 'ADC-HUE', quantity: 2 },
      ],
    };
    const table = await sendOk(
      a.client,
      payload(a.user._id, { type: 'mesa', mesa: 31, mesaId: 3031, orderPayment: [steak] }),
    );
    // 18900 (tableSystem) + 800 rústicas + 700 × 2 huevo
    expect(table.data.total).toBe(21100);
    expect(table.preferenceId).toBeUndefined();
    expect(table.data.metodoDePago).toEqual(['Pago en local']);
    expect(table.data.orderPayment[0].customization).toEqual([
      expect.objectContaining({ name: 'Papas rústicas con cheddar', quantity: 1, price: 800 }),
      expect.objectContaining({ name: 'A punto', quantity: 1, price: 0 }),
      expect.objectContaining({ name: 'Huevo frito', quantity: 2, price: 700 }),
    ]);
    const takeaway = await send({ ...payload(a.user._id, { orderPayment: [steak] }), total: 0 });
    expect(takeaway.status).toBe(409);
    expect(takeaway.body.expectedTotal).toBe(17900 + 800 + 1400);
  });

  it('refuses a total mismatch with the expected total in the body', async () => {
    const res = await send({ ...payload(a.user._id), total: 1000 });
    expect(res.status).toBe(409);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toContain('El total del pedido no coincide');
    expect(res.body.message).toContain('5.800');
    expect(res.body.expectedTotal).toBe(5800);
    expect(res.body.data).toMatchObject({ expectedTotal: 5800, subtotal: 5800, pointsToUse: 0 });
  });

  it('refuses a closed branch with the spec message', async () => {
    const res = await sendOrder(a.client, payload(a.user._id, {}, 'sanTelmo'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'En este momento Brasa San Telmo está cerrado y no podés realizar pedidos.',
    );
  });

  it('refuses a disabled consume type', async () => {
    const res = await sendOrder(a.client, payload(a.user._id, { type: 'delivery' }, 'villaCrespo'));
    expect([409]).toContain(res.status);
    // Villa Crespo might be closed at the time the test runs; either refusal names the branch.
    expect(res.body.message).toMatch(/Brasa Villa Crespo/);
    await server.db.query('UPDATE branches SET takeaway_system = false WHERE id = $1', [BRANCH_IDS.palermo]);
    try {
      const off = await sendOrder(a.client, payload(a.user._id));
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(
        'Brasa Palermo Soho no tiene habilitado "Para llevar". Elegí otro tipo de consumición.',
      );
    } finally {
      await server.db.query('UPDATE branches SET takeaway_system = true WHERE id = $1', [BRANCH_IDS.palermo]);
    }
  });

  it('refuses missing type fields, unknown and inactive products, options and partial required groups', async () => {
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ type: 'mesa' }, 400, 'Debe ingresar su mesa'],
      [{ horaRetiro: undefined }, 400, 'Debe seleccionar una hora de retiro'],
      [{ orderPayment: [{ sku: 'NO-EXISTE', quantity: 1 }] }, 404, 'El producto NO-EXISTE no existe'],
      [{ orderPayment: [{ sku: 'PAR-099', quantity: 1 }] }, 409, /no está disponible/],
      [
        { orderPayment: [{ sku: 'HAM-003', quantity: 1, customization: [{ sku: 'ZZZ' }] }] },
        400,
        /La opción ZZZ/,
      ],
      [
        {
          orderPayment: [
            {
              sku: 'HAM-003',
              quantity: 1,
              customization: [{ sku: 'PAN-BRI' }, { sku: 'COC-APU' }, { sku: 'ADC-DIP', quantity: 1 }],
            },
          ],
        },
        409,
        /Dip de cheddar/,
      ],
      [
        { orderPayment: [{ sku: 'HAM-003', quantity: 1, customization: [{ sku: 'PAN-BRI' }] }] },
        400,
        /Punto de cocción/,
      ],
      [
        {
          orderPayment: [
            {
              sku: 'PAR-001',
              quantity: 1,
              customization: [
                { sku: 'GUA-PUR' },
                { sku: 'COC-APU' },
                { sku: 'SAL-CHI' },
                { sku: 'SAL-CRI' },
                { sku: 'SAL-PRO' },
              ],
            },
          ],
        },
        400,
        'No puedes agregar más de 2 unidades en esta categoría.',
      ],
      [{ storeId: STORE_IDS.belgrano }, 400, 'El storeId no corresponde a la sucursal'],
      [{ idLocal: UNKNOWN_ID }, 404, 'Sucursal no encontrada'],
      [{ idLocal: BRANCH_IDS.b2bAvellaneda }, 404, 'Sucursal no encontrada'],
    ];
    for (const [override, status, message] of cases) {
      const res = await sendOrder(a.client, payload(a.user._id, override));
      expect(res.status, `${JSON.stringify(override)} → ${res.text}`).toBe(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
  });

  it('is idempotent on draftOrderId: a repeat answers the same order', async () => {
    const body = payload(a.user._id);
    const first = await sendOk(a.client, body);
    const again = await sendOrder(a.client, body);
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(first.data._id);
    expect(again.body.data.idOrder).toBe(first.data.idOrder);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.preferenceId).toBe(first.preferenceId);
  });

  it('20 concurrent duplicate submissions yield exactly one order', async () => {
    const body = { ...payload(a.user._id), total: 5800 };
    const results = await Promise.all(Array.from({ length: 20 }, () => send(body)));
    for (const r of results) expect(r.status, r.text).toBe(200);
    const ids = new Set(results.map((r) => r.body.data._id));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((r) => r.body.preferenceId)).size).toBe(1);
    expect(
      await orderRowCount(server, 'id_cliente = $1 AND draft_order_id = $2', [a.user._id, body.draftOrderId]),
    ).toBe(1);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE order_id = $1',
      [[...ids][0]],
    );
    expect(rows[0].n).toBe(1);
  });

  it('delivery: shipping from the chosen courier option and the brand conditions; tracking_url', async () => {
    const addressId = await addressFor(server, a.user._id);
    const base = {
      type: 'delivery',
      horaRetiro: undefined,
      deliveryAddressId: addressId,
      shipping_type_id: 'moto',
    };
    // Brasa burger 13900 + papas 2500, ≈1 km: moto 1800, brand discount 50 % → 900.
    const burger = {
      sku: 'HAM-003',
      quantity: 1,
      customization: [{ sku: 'PAN-BRI' }, { sku: 'COC-APU' }, { sku: 'ADC-FRI', quantity: 1 }],
    };
    const res = await sendOk(a.client, payload(a.user._id, { ...base, orderPayment: [burger] }));
    expect(res.data).toMatchObject({
      type: 'delivery',
      subtotal: 16400,
      costoEnvio: 1800,
      descuentoEnvio: 900,
      total: 17300,
    });
    expect(res.data.account.totalinvoiced).toBe(17300);
    expect(res.data.tracking_url).toMatch(/\/api\/pedido\/tracking\/[0-9a-f]{24}$/);
    expect(res.preferenceId).toBeTruthy();
    const page = await new Client(server.url).get(new URL(res.data.tracking_url).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Tu pedido está en preparación');

    const small = await sendOrder(
      a.client,
      payload(a.user._id, { ...base, orderPayment: [{ sku: 'PAR-011', quantity: 1 }] }),
    );
    expect(small.status).toBe(400);
    expect(small.body.message).toMatch(/^No cumple con el mínimo de compra para delivery/);
    const badOption = await sendOrder(
      a.client,
      payload(a.user._id, { ...base, shipping_type_id: 'dron', orderPayment: [burger] }),
    );
    expect(badOption.status).toBe(400);
    const foreign = await sendOrder(
      a.client,
      payload(a.user._id, {
        ...base,
        deliveryAddressId: await addressFor(server, b.user._id),
        orderPayment: [burger],
      }),
    );
    expect(foreign.status).toBe(404);
    const noAddress = await sendOrder(
      a.client,
      payload(a.user._id, { ...base, deliveryAddressId: undefined, orderPayment: [burger] }),
    );
    expect(noAddress.body.message).toBe('Debe seleccionar una dirección de entrega');
  });

  it('table orders update the open table order: same _id, lines merged, orderChangeState update', async () => {
    const u = await signUp(server.url);
    const first = await sendOk(
      u.client,
      payload(u.user._id, {
        type: 'mesa',
        mesa: 12,
        mesaId: 1012,
        orderPayment: [{ sku: 'PAR-011', quantity: 1, orderProductId: 'line-1' }],
      }),
    );
    expect(first.data.orderPayment).toHaveLength(1);
    const update = payload(u.user._id, {
      type: 'mesa',
      mesa: 12,
      mesaId: 1012,
      orderChangeState: 'update',
      orderPayment: [{ sku: 'BEB-001', quantity: 2, orderProductId: 'line-2' }],
    });
    const second = await sendOk(u.client, update);
    expect(second.data._id).toBe(first.data._id);
    expect(second.orderChangeState).toBe('update');
    expect(second.data.orderPayment.map((l: { sku: string }) => l.sku)).toEqual(['PAR-011', 'BEB-001']);
    expect(second.data.total).toBe(2900 + 5000);
    // The same update again (same draft) is a no-op.
    const repeat = await u.client.post('/api/pedido/sendorder', { ...update, total: 0 });
    expect(repeat.status, repeat.text).toBe(200);
    expect(repeat.body.duplicate).toBe(true);
    expect(repeat.body.data.orderPayment).toHaveLength(2);
    expect(await orderRowCount(server, 'id_cliente = $1', [u.user._id])).toBe(1);
    // PUT /pedido/updateOrder/{id} with the update payload merges too.
    const putDraft = draft();
    const putBody = {
      orderPayment: [{ sku: 'BEB-004', quantity: 1 }],
      orderChangeState: 'update',
      draftOrderId: putDraft,
      type: 'mesa',
      mesa: 12,
    };
    const probe = await u.client.put(`/api/pedido/updateOrder/${first.data._id}`, { ...putBody, total: 1 });
    expect(probe.status).toBe(409);
    const put = await u.client.put(`/api/pedido/updateOrder/${first.data._id}`, {
      ...putBody,
      total: probe.body.expectedTotal,
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data.orderPayment).toHaveLength(3);
    expect(put.body.data.total).toBe(2900 + 5000 + 1900);
    expect(await orderRowCount(server, 'id_cliente = $1', [u.user._id])).toBe(1);
  });
});

describe('reading and updating orders', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = (await sendOk(b.client, payload(b.user._id))).data._id;
  });

  it('GET /pedido/active/{userId}: data is the array of active orders', async () => {
    const res = await b.client.get(`/api/pedido/active/${b.user._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { _id: string }) => o._id)).toContain(orderId);
  });

  it('GET /pedido/usuario/{userId}: history newest first', async () => {
    const second = (await sendOk(b.client, payload(b.user._id))).data._id;
    const res = await b.client.get(`/api/pedido/usuario/${b.user._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data[0]._id).toBe(second);
    expect(res.body.data.map((o: { _id: string }) => o._id)).toContain(orderId);
  });

  it('GET /pedido/detalles/{id}: {order, details:{orderDetails}}', async () => {
    const res = await b.client.get(`/api/pedido/detalles/${orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.order._id).toBe(orderId);
    expect(res.body.data.details.orderDetails[0]).toMatchObject({
      name: 'Morcilla',
      quantity: 2,
      price: 2900,
      customization: [],
    });
    expect(res.body.order._id).toBe(orderId);
  });

  it('PUT /pedido/updateOrder/{id}: rating, closing, and input checks', async () => {
    const rated = await b.client.put(`/api/pedido/updateOrder/${orderId}`, {
      activeOrder: 'false',
      experiencia: 'Muy rico',
      valoracion: 5,
    });
    expect(rated.status).toBe(200);
    expect(rated.body.data).toMatchObject({ activeOrder: false, experiencia: 'Muy rico', valoracion: 5 });
    const active = await b.client.get(`/api/pedido/active/${b.user._id}`);
    expect(active.body.data.map((o: { _id: string }) => o._id)).not.toContain(orderId);
    expect((await b.client.put(`/api/pedido/updateOrder/${orderId}`, { valoracion: 6 })).status).toBe(400);
    expect((await b.client.put(`/api/pedido/updateOrder/${orderId}`, {})).status).toBe(400);
    const receipt = await b.client.put(`/api/pedido/updateOrder/${orderId}`, {
      activeOrder: 'false',
      estadoDeOrden: 'RECIBIDO',
    });
    expect(receipt.status).toBe(400);
    expect(receipt.body.message).toBe('Solo los pedidos con envío se confirman como recibidos');
    const lines = await b.client.put(`/api/pedido/updateOrder/${orderId}`, {
      orderPayment: [{ sku: 'PAR-011', quantity: 1 }],
    });
    expect(lines.status).toBe(409);
    expect(lines.body.message).toBe('Esta orden ya no admite cambios');
  });
});

describe('authorisation matrix', () => {
  let aOrder: string;
  beforeAll(async () => {
    aOrder = (await sendOk(a.client, payload(a.user._id))).data._id;
  });

  it("user B cannot read or update user A's orders", async () => {
    expect((await b.client.get(`/api/pedido/active/${a.user._id}`)).status).toBe(403);
    expect((await b.client.get(`/api/pedido/usuario/${a.user._id}`)).status).toBe(403);
    expect((await b.client.get(`/api/pedido/detalles/${aOrder}`)).status).toBe(403);
    expect((await b.client.put(`/api/pedido/updateOrder/${aOrder}`, { valoracion: 1 })).status).toBe(403);
    expect(
      (
        await b.client.post('/api/pedido/verificationordersend', {
          idPayment: aOrder,
          idLocal: BRANCH_IDS.palermo,
        })
      ).status,
    ).toBe(403);
    const sendAsA = await b.client.post('/api/pedido/sendorder', { ...payload(a.user._id), total: 5800 });
    expect(sendAsA.status).toBe(403);
    const still = await a.client.get(`/api/pedido/detalles/${aOrder}`);
    expect(still.body.data.order.valoracion).toBeNull();
  });

  it("another brand's user cannot read this brand's orders; a brand mismatch is refused", async () => {
    const b2b = new Client(server.url);
    const login = await b2b.post('/api/login', {
      email: 'mayorista@b2b.demo.com',
      password: 'Demo1234',
      idMarca: B2B_ID,
    });
    expect(login.status).toBe(200);
    expect((await b2b.get(`/api/pedido/detalles/${DEMO_ORDER_IDS.delivery}`)).status).toBe(403);
    expect((await b2b.get(`/api/pedido/active/${DEMO_USER_ID}`)).status).toBe(403);
    const crossBrand = await a.client.post('/api/pedido/sendorder', {
      ...payload(a.user._id),
      idMarca: B2B_ID,
      total: 5800,
    });
    expect([403, 404]).toContain(crossBrand.status);
    expect((await a.client.get(`/api/pedido/active/${a.user._id}?idMarca=${B2B_ID}`)).status).toBe(404);
  });

  it('unknown ids are 404 and anonymous calls 401', async () => {
    expect((await a.client.get(`/api/pedido/detalles/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await a.client.put(`/api/pedido/updateOrder/${UNKNOWN_ID}`, { valoracion: 3 })).status).toBe(404);
    expect((await a.client.get(`/api/pedido/active/${UNKNOWN_ID}`)).status).toBe(404);
    const anon = new Client(server.url);
    expect((await anon.get(`/api/pedido/active/${a.user._id}`)).status).toBe(401);
    expect((await anon.post('/api/pedido/sendorder', payload(a.user._id))).status).toBe(401);
  });

  it('the demo user sees its seeded history, newest first', async () => {
    const demo = await loginDemo(server.url);
    const res = await demo.client.get(`/api/pedido/usuario/${DEMO_USER_ID}`);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((o: { _id: string }) => o._id);
    expect(ids.slice(-4)).toEqual([
      DEMO_ORDER_IDS.rejected,
      DEMO_ORDER_IDS.mesa,
      DEMO_ORDER_IDS.takeaway,
      DEMO_ORDER_IDS.delivery,
    ]);
    expect(res.body.data.find((o: { _id: string }) => o._id === DEMO_ORDER_IDS.delivery).idMarca).toBe(
      B2C_ID,
    );
  });
});
