import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { Client, type signUp, startTestServer, UNKNOWN_ID } from './helpers';
import { payload, sendOk, userWithPoints } from './order-helpers';

/**
 * What the order history and detail screens rely on (ordering.md §7 "Orders"; issue 13 "an order of another user is
 * never visible"): GET /pedido/usuario/{userId} newest first, GET /pedido/detalles/{id} as {order, details:{orderDetails}},
 * another user's history or order refused with a message, an unknown id answering 404 with a message.
 */
let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  a = await userWithPoints(server, 0);
  b = await userWithPoints(server, 0);
});
afterAll(() => server?.close());

describe('GET /api/pedido/usuario/:userId', () => {
  it("answers the user's orders newest first", async () => {
    const first = (await sendOk(a.client, payload(a.user._id))).data;
    const second = (await sendOk(a.client, payload(a.user._id))).data;
    const res = await a.client.get(`/api/pedido/usuario/${a.user._id}`);
    expect(res.status, res.text).toBe(200);
    const ids = (res.body.data as Array<{ _id: string }>).map((o) => o._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
  });

  it("refuses another user's history with a message, and shows none of it", async () => {
    await sendOk(b.client, payload(b.user._id));
    const res = await a.client.get(`/api/pedido/usuario/${b.user._id}`);
    expect(res.status).toBe(403);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain(b.user._id);
  });

  it('refuses without a session', async () => {
    const res = await new Client(server.url).get(`/api/pedido/usuario/${a.user._id}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/pedido/detalles/:id', () => {
  it('answers {order, details:{orderDetails}} for an own order', async () => {
    const sent = (await sendOk(a.client, payload(a.user._id))).data;
    const res = await a.client.get(`/api/pedido/detalles/${sent._id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.order).toMatchObject({ _id: sent._id, idCliente: a.user._id, type: 'takeaway' });
    expect(Array.isArray(res.body.data.details.orderDetails)).toBe(true);
    expect(res.body.data.details.orderDetails[0]).toMatchObject({ quantity: 2 });
  });

  it("refuses another user's order with the server's message, never its content", async () => {
    const theirs = (await sendOk(b.client, payload(b.user._id))).data;
    const res = await a.client.get(`/api/pedido/detalles/${theirs._id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tenés permiso para acceder a este recurso.');
    expect(res.body.data?.order).toBeUndefined();
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ["the route table's 'detalle' read as an id", 'detalle'],
  ])('answers 404 with a message for %s', async (_, id) => {
    const res = await a.client.get(`/api/pedido/detalles/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Orden no encontrada');
  });
});
