import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderById } from '@/server/services/orders';
import type { RunningServer } from '@/server/start';
import { Client, type signUp, startTestServer, UNKNOWN_ID } from './helpers';
import { decide, payload, sendOk, userWithPoints } from './order-helpers';

/**
 * The dev-only order tools the issue-13 e2e specs use: one kitchen step on demand, and an older
 * order (the one-hour confirm-receipt control). Guarded like PUT /api/dev/local/:id/status.
 */
let server: RunningServer;
let u: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  u = await userWithPoints(server, 0);
});
afterAll(() => server?.close());

/** A seeded order of demo@demo.com (present in every fresh database). */
const DEMO_ORDER_ID = '64b7f0a1c2d3e4f5a6b7f001';
const anon = () => new Client(server.url);
/** A takeaway order whose card payment the sandbox approved (the kitchen moves only paid orders). */
async function paidTakeaway() {
  const sent = await sendOk(u.client, payload(u.user._id));
  expect((await decide(server, sent.preferenceId, 'approve')).status).toBe(200);
  return sent.data;
}
const detail = async (id: string) => (await u.client.get(`/api/pedido/detalles/${id}`)).body.data.order;

describe('POST /api/dev/pedido/:id/advance', () => {
  it('moves a takeaway order one kitchen step per call and answers the order; the last step is refused', async () => {
    const order = await paidTakeaway();
    expect(order.estadoDeOrden).toBe('COCINA');
    const first = await anon().post(`/api/dev/pedido/${order._id}/advance`, {});
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({
      _id: order._id,
      estadoDeOrden: 'PREPARADO',
      orderStatus: 'PREPARADO',
    });
    const second = await anon().post(`/api/dev/pedido/${order._id}/advance`, {});
    expect(second.body.data).toMatchObject({
      estadoDeOrden: 'RETIRADO',
      orderStatus: 'ENVIADO',
      activeOrder: true,
    });
    expect(await detail(order._id)).toMatchObject({ estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' });
    // The active list the watcher reads shows the new status.
    const active = await u.client.get(`/api/pedido/active/${u.user._id}`);
    expect(active.body.data.find((o: { _id: string }) => o._id === order._id).estadoDeOrden).toBe('RETIRADO');
    const last = await anon().post(`/api/dev/pedido/${order._id}/advance`, {});
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('La orden ya está en su último estado');
  });

  it('a table order ends PAGADO', async () => {
    const order = (await sendOk(u.client, payload(u.user._id, { type: 'mesa', mesa: 4 }))).data;
    await anon().post(`/api/dev/pedido/${order._id}/advance`, {});
    const paid = await anon().post(`/api/dev/pedido/${order._id}/advance`, {});
    expect(paid.body.data).toMatchObject({ estadoDeOrden: 'PAGADO', orderStatus: 'PAGADO' });
  });

  it('an online order waiting for its payment does not move (409, unchanged)', async () => {
    const sent = await sendOk(u.client, payload(u.user._id));
    expect(sent.preferenceId).toBeTruthy();
    const res = await anon().post(`/api/dev/pedido/${sent.data._id}/advance`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La orden espera la aprobación de su pago');
    expect((await detail(sent.data._id)).estadoDeOrden).toBe('COCINA');
  });

  it('404s an unknown order', async () => {
    const res = await anon().post(`/api/dev/pedido/${UNKNOWN_ID}/advance`, {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Orden no encontrada');
  });
});

describe('POST /api/dev/pedido/:id/age', () => {
  it('moves `created` and `update` back by the minutes, the status untouched', async () => {
    const order = (await sendOk(u.client, payload(u.user._id))).data;
    const res = await anon().post(`/api/dev/pedido/${order._id}/age`, { minutes: 61 });
    expect(res.status, res.text).toBe(200);
    const minutes = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 60_000;
    expect(minutes(order.update, res.body.data.update)).toBeCloseTo(61, 3);
    expect(minutes(order.created, res.body.data.created)).toBeCloseTo(61, 3);
    expect(res.body.data.estadoDeOrden).toBe(order.estadoDeOrden);
    expect(minutes(order.update, (await detail(order._id)).update)).toBeCloseTo(61, 3);
  });

  it('refuses bad minutes with a message and changes nothing; 404s an unknown order', async () => {
    const order = (await sendOk(u.client, payload(u.user._id))).data;
    for (const body of [
      {},
      { minutes: 0 },
      { minutes: -5 },
      { minutes: 1.5 },
      { minutes: '60' },
      { minutes: 50_000 },
    ]) {
      const res = await anon().post(`/api/dev/pedido/${order._id}/age`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/minutes/);
    }
    expect((await detail(order._id)).update).toBe(order.update);
    const unknown = await anon().post(`/api/dev/pedido/${UNKNOWN_ID}/age`, { minutes: 5 });
    expect(unknown.status).toBe(404);
  });
});

describe('not served in production', () => {
  it('both routes answer 404 "Ruta no encontrada" for an existing order and change nothing', async () => {
    const prod = await startTestServer({ config: { devOutbox: false, kitchenSpeedSeconds: 0 } });
    try {
      const before = await findOrderById(prod.db, DEMO_ORDER_ID);
      expect(before).not.toBeNull();
      const client = new Client(prod.url);
      for (const res of [
        await client.post(`/api/dev/pedido/${DEMO_ORDER_ID}/advance`, {}),
        await client.post(`/api/dev/pedido/${DEMO_ORDER_ID}/age`, { minutes: 5 }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Ruta no encontrada');
      }
      const after = await findOrderById(prod.db, DEMO_ORDER_ID);
      expect(after?.estado_de_orden).toBe(before?.estado_de_orden);
      expect(after?.updated_at.getTime()).toBe(before?.updated_at.getTime());
    } finally {
      await prod.close();
    }
  });
});
