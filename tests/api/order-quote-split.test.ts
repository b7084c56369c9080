import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, signUp, startTestServer } from './helpers';
import { addressFor, payload, sendOrder, userWithPoints } from './order-helpers';

/**
 * POST /api/pedido/quote answers every figure CHECKOUT shows (issue 12: subtotal, costoEnvio, descuentoEnvio,
 * pointsToUse, totalToPay), as sendorder computes them, so the total the screen shows is the one sendorder
 * accepts. Brasa's conditions (seed): minimoCompra 6000, minimoGratis 25000, porcentajeMarca 50; moto ≈ 1 km 1800.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const burger = {
  sku: 'HAM-003',
  quantity: 1,
  orderProductId: 'line-burger-000000001',
  customization: [{ sku: 'PAN-BRI' }, { sku: 'COC-APU' }, { sku: 'ADC-FRI', quantity: 1 }],
};
const plain = (quantity: number, orderProductId = 'line-plain-0000000001') => ({
  sku: 'PAR-011',
  quantity,
  orderProductId,
});

async function quote(client: Client, body: Record<string, unknown>, query = '') {
  const res = await client.post(`/api/pedido/quote${query}`, body);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Sends with the quote's totalToPay as the payload's total (what checkout sends): must be accepted. */
async function sendAtQuote(client: Client, body: Record<string, unknown>, totalToPay: number) {
  const sent = await client.post('/api/pedido/sendorder', { ...body, total: Math.round(totalToPay) });
  expect(sent.status, sent.text).toBe(200);
  return sent.body;
}

describe('the totals split (delivery)', () => {
  it('below free shipping: costoEnvio, the brand discount, and the total sendorder accepts', async () => {
    const u = await signUp(server.url);
    const body = payload(u.user._id, {
      type: 'delivery',
      horaRetiro: undefined,
      deliveryAddressId: await addressFor(server, u.user._id),
      shipping_type_id: 'moto',
      orderPayment: [burger],
    });
    const q = await quote(u.client, body);
    // 13900 + papas 2500; moto 1800 with 50 % off.
    expect(q).toMatchObject({
      subtotal: 16400,
      costoEnvio: 1800,
      descuentoEnvio: 900,
      shipping: 900,
      pointsToUse: 0,
      totalToPay: 17300,
      total: 17300,
      unavailable: [],
    });
    expect(q.lines[0]).toMatchObject({ sku: 'HAM-003', name: expect.any(String), total: 16400 });
    const sent = await sendAtQuote(u.client, body, q.totalToPay);
    expect(sent.data).toMatchObject({
      subtotal: q.subtotal,
      costoEnvio: q.costoEnvio,
      descuentoEnvio: q.descuentoEnvio,
      total: q.totalToPay,
    });
  });

  it('from minimoGratis: shipping free (no cost, no discount), the total is the subtotal', async () => {
    const u = await signUp(server.url);
    const body = payload(u.user._id, {
      type: 'delivery',
      horaRetiro: undefined,
      deliveryAddressId: await addressFor(server, u.user._id),
      shipping_type_id: 'moto',
      orderPayment: [{ ...burger, quantity: 2 }],
    });
    const q = await quote(u.client, body);
    expect(q).toMatchObject({
      subtotal: 32800,
      costoEnvio: 0,
      descuentoEnvio: 0,
      shipping: 0,
      totalToPay: 32800,
    });
    const sent = await sendAtQuote(u.client, body, q.totalToPay);
    expect(sent.data).toMatchObject({ costoEnvio: 0, descuentoEnvio: 0, total: 32800 });
  });

  it('below minimoCompra with an address: the quote prices it (CHECKOUT shows the totals beside the minimum), sendorder refuses it with the missing amount', async () => {
    const u = await signUp(server.url);
    const body = payload(u.user._id, {
      type: 'delivery',
      horaRetiro: undefined,
      deliveryAddressId: await addressFor(server, u.user._id),
      shipping_type_id: 'moto',
      orderPayment: [plain(1)],
    });
    const q = await quote(u.client, body);
    expect(q.subtotal).toBeGreaterThan(0);
    expect(q.subtotal).toBeLessThan(6000);
    // moto 1800 with the brand's 50 % off: the same shipping as any order under minimoGratis.
    expect(q).toMatchObject({ costoEnvio: 1800, descuentoEnvio: 900, shipping: 900 });
    expect(q.totalToPay).toBe(q.subtotal + 900);
    const sent = await u.client.post('/api/pedido/sendorder', { ...body, total: Math.round(q.totalToPay) });
    expect(sent.status).toBe(400);
    // The amount as the server formats money ('$', a no-break space, es-AR thousands).
    expect(sent.body.message.replace(/\s/g, ' ')).toBe(
      `No cumple con el mínimo de compra para delivery (faltan $ ${(6000 - q.subtotal).toLocaleString('es-AR')})`,
    );
  });
});

describe('the totals split (points, §9)', () => {
  it('takeaway: points leaving under 300 are reduced so exactly 300 is paid; sendorder accepts that total', async () => {
    const u = await userWithPoints(server, 16_200);
    const body = payload(u.user._id, { orderPayment: [burger] });
    const q = await quote(u.client, body);
    expect(q).toMatchObject({ subtotal: 16400, pointsToUse: 16100, totalToPay: 300, costoEnvio: 0 });
    const sent = await sendAtQuote(u.client, body, q.totalToPay);
    expect(sent.data.account).toMatchObject({ pointsToUse: 16100 });
    expect(sent.data.total).toBe(300);
  });

  it('delivery with points covering the subtotal and shipping of 300 or more: the shipping only to pay', async () => {
    const u = await userWithPoints(server, 100_000);
    const body = payload(u.user._id, {
      type: 'delivery',
      horaRetiro: undefined,
      deliveryAddressId: await addressFor(server, u.user._id),
      shipping_type_id: 'moto',
      orderPayment: [burger],
    });
    const q = await quote(u.client, body);
    expect(q).toMatchObject({
      subtotal: 16400,
      costoEnvio: 1800,
      descuentoEnvio: 900,
      pointsToUse: 16400,
      totalToPay: 900,
    });
    await sendAtQuote(u.client, body, q.totalToPay);
  });

  it('a table order uses points leaving a multiple of 100; a guest has no points', async () => {
    const u = await userWithPoints(server, 1234.5);
    const table = payload(u.user._id, {
      type: 'mesa',
      mesa: 7,
      horaRetiro: undefined,
      orderPayment: [burger],
    });
    const q = await quote(u.client, table);
    expect(q.pointsToUse).toBe(1200);
    expect(q.totalToPay).toBe(15200);
    await sendAtQuote(u.client, table, q.totalToPay);

    // A guest's balance is never read (sendorder's rule): no points, the whole subtotal to pay.
    const guest = new Client(server.url);
    const created = await guest.post(`/api/user/guest/${B2C_ID}`);
    expect(created.status).toBe(200);
    const g = await quote(guest, payload(created.body.data._id, { orderPayment: [burger] }));
    expect(g).toMatchObject({ pointsToUse: 0, totalToPay: 16400 });
  });
});

describe('a quote that changed since the cart was built', () => {
  const dev = () => new Client(server.url);
  const setPrice = (sku: string, price: unknown) =>
    dev().put(`/api/dev/marca/${B2C_ID}/producto/${sku}/precio`, { price });
  const setActive = (sku: string, active: boolean) =>
    dev().put(`/api/dev/marca/${B2C_ID}/producto/${sku}/activo`, { active });

  it('a price change: the quote prices the new price; the old total is refused with the new one; the new is accepted', async () => {
    const u = await signUp(server.url);
    const body = payload(u.user._id, { orderPayment: [plain(2)] });
    const before = await quote(u.client, body);
    const changed = await setPrice('PAR-011', 7777);
    expect(changed.status, changed.text).toBe(200);
    try {
      expect(changed.body.data).toMatchObject({ sku: 'PAR-011', price: 7777 });
      const after = await quote(u.client, body);
      expect(after.lines[0]).toMatchObject({ price: 7777, total: 15554 });
      expect(after.totalToPay).toBe(15554);
      const stale = await u.client.post('/api/pedido/sendorder', { ...body, total: before.totalToPay });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^El total del pedido no coincide con los precios actuales/);
      expect(stale.body.expectedTotal).toBe(15554);
      const sent = await sendAtQuote(u.client, body, after.totalToPay);
      expect(sent.data.orderPayment[0].price).toBe(7777);
    } finally {
      expect((await setPrice('PAR-011', changed.body.data.previousPrice)).status).toBe(200);
    }
    expect((await quote(u.client, body)).totalToPay).toBe(before.totalToPay);
  });

  it('a withdrawn product: refused by default; with ?unavailable=mark its line is listed and left out', async () => {
    const u = await signUp(server.url);
    const body = payload(u.user._id, { orderPayment: [burger, plain(1)] });
    const withdrawn = await setActive('PAR-011', false);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    try {
      const refused = await u.client.post('/api/pedido/quote', body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/no está disponible en este local$/);
      const q = await quote(u.client, body, '?unavailable=mark');
      expect(q.unavailable).toEqual([
        {
          sku: 'PAR-011',
          orderProductId: 'line-plain-0000000001',
          upsellingId: null,
          name: expect.any(String),
        },
      ]);
      expect(q.lines.map((l: { sku: string }) => l.sku)).toEqual(['HAM-003']);
      expect(q.subtotal).toBe(16400);
      // sendorder never takes it.
      const sent = await sendOrder(u.client, body);
      expect(sent.status).toBe(409);
      // Without the line, the quote's total is accepted.
      const rest = payload(u.user._id, { orderPayment: [burger] });
      await sendAtQuote(u.client, rest, q.totalToPay);
    } finally {
      expect((await setActive('PAR-011', true)).status).toBe(200);
    }
    expect((await quote(u.client, body)).lines).toHaveLength(2);
  });

  it('an unknown product is listed too with ?unavailable=mark (name null); a bad query is 400', async () => {
    const u = await signUp(server.url);
    const body = payload(u.user._id, {
      orderPayment: [{ sku: 'NO-EXISTE', quantity: 1, orderProductId: 'x1' }],
    });
    const q = await quote(u.client, body, '?unavailable=mark');
    expect(q.unavailable).toEqual([
      { sku: 'NO-EXISTE', orderProductId: 'x1', upsellingId: null, name: null },
    ]);
    expect(q).toMatchObject({ subtotal: 0, totalToPay: 0, lines: [] });
    const bad = await u.client.post('/api/pedido/quote?unavailable=yes', body);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El parámetro "unavailable" solo admite "mark"');
  });
});

describe('the dev catalogue routes', () => {
  const dev = () => new Client(server.url);

  it('answer 4xx with a message for bad input', async () => {
    const base = `/api/dev/marca/${B2C_ID}/producto`;
    for (const price of [0, -5, 'mucho', null, { default: 'x' }]) {
      const res = await dev().put(`${base}/PAR-011/precio`, { price });
      expect(res.status, JSON.stringify(price)).toBe(400);
      expect(res.body.message).toMatch(/price/);
    }
    const active = await dev().put(`${base}/PAR-011/activo`, { active: 'no' });
    expect(active.status).toBe(400);
    expect(active.body.message).toBe('El campo "active" debe ser true o false');
    for (const path of [`${base}/NO-EXISTE/precio`, `/api/dev/marca/no-brand/producto/PAR-011/precio`]) {
      const res = await dev().put(path, { price: 10 });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Producto no encontrado');
    }
  });

  it('are not served in production (404, nothing changed)', async () => {
    const prod = await startTestServer({ config: { devOutbox: false } });
    try {
      const client = new Client(prod.url);
      const base = `/api/dev/marca/${B2C_ID}/producto/PAR-011`;
      for (const res of [
        await client.put(`${base}/precio`, { price: 1 }),
        await client.put(`${base}/activo`, { active: false }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Ruta no encontrada');
      }
      const { rows } = await prod.db.query<{ price: unknown; active: boolean }>(
        'SELECT price, active FROM products WHERE id_marca = $1 AND sku = $2',
        [B2C_ID, 'PAR-011'],
      );
      expect(rows[0].active).toBe(true);
      expect(rows[0].price).not.toBe(1);
    } finally {
      await prod.close();
    }
  });
});
