import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, DEMO_USER_ID, loginDemo, signUp, startTestServer, UNKNOWN_ID } from './helpers';

let server: RunningServer;
let demo: Client;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await loginDemo(server.url)).client;
});
afterAll(() => server?.close());

describe('GET /api/points/:id', () => {
  it('answers availablePoints (approved movements only) and the history, newest first', async () => {
    const res = await demo.get(`/api/points/${DEMO_USER_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const { rows } = await server.db.query<{ total: string }>(
      "SELECT coalesce(sum(points), 0)::text AS total FROM point_transactions WHERE user_id = $1 AND status = 'approved'",
      [DEMO_USER_ID],
    );
    expect(res.body.data.availablePoints).toBe(Number(rows[0].total));
    expect(res.body.availablePoints).toBe(res.body.data.availablePoints);
    // Seed: 1250 + 2090 - 1800 + 985.5 (pending and cancelled excluded).
    expect(res.body.data.availablePoints).toBeGreaterThanOrEqual(2525.5);
    const list = res.body.data.transactions;
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const t of list)
      expect(Object.keys(t).sort()).toEqual(['_id', 'date', 'description', 'points', 'status', 'type']);
    const dates = list.map((t: { date: string }) => Date.parse(t.date));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    expect(list.some((t: { type: string; points: number }) => t.type === 'Compra' && t.points < 0)).toBe(
      true,
    );
    expect(list.some((t: { status: string }) => t.status === 'pending')).toBe(true);
  });

  it('answers zero and an empty list for a new user', async () => {
    const { client, user } = await signUp(server.url);
    const res = await client.get(`/api/points/${user._id}`);
    expect(res.body.data).toEqual({ availablePoints: 0, transactions: [] });
  });

  it("refuses another user's points (403), no session (401), unknown ids and other brands (404)", async () => {
    const { client, user } = await signUp(server.url);
    expect((await client.get(`/api/points/${DEMO_USER_ID}`)).status).toBe(403);
    expect((await demo.get(`/api/points/${user._id}`)).status).toBe(403);
    expect((await new Client(server.url).get(`/api/points/${DEMO_USER_ID}`)).status).toBe(401);
    expect((await demo.get(`/api/points/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await demo.get(`/api/points/${DEMO_USER_ID}?idMarca=64b7f0a1c2d3e4f5a6b7c802`)).status).toBe(404);
  });
});

describe('GET /api/points/transaction/:id', () => {
  it('answers the detail fields of an own transaction', async () => {
    const list = (await demo.get(`/api/points/${DEMO_USER_ID}`)).body.data.transactions;
    const purchase = list.find((t: { type: string }) => t.type === 'Compra');
    const res = await demo.get(`/api/points/transaction/${purchase._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: purchase._id,
      status: 'approved',
      reason: 'purchase',
      type: 'Compra',
      originalAmount: 1800,
      localName: expect.any(String),
      localAddress: expect.any(String),
      pointsLoadDate: expect.any(String),
      rewardPercentage: 0,
    });
  });

  it("refuses another user's transaction and unknown ids", async () => {
    const list = (await demo.get(`/api/points/${DEMO_USER_ID}`)).body.data.transactions;
    const { client } = await signUp(server.url);
    expect((await client.get(`/api/points/transaction/${list[0]._id}`)).status).toBe(403);
    expect((await new Client(server.url).get(`/api/points/transaction/${list[0]._id}`)).status).toBe(401);
    const unknown = await demo.get(`/api/points/transaction/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Transacción no encontrada');
  });

  it('belongs to the brand of the seed', async () => {
    const { rows } = await server.db.query<{ id_marca: string }>(
      'SELECT DISTINCT id_marca FROM point_transactions WHERE user_id = $1',
      [DEMO_USER_ID],
    );
    expect(rows.map((r) => r.id_marca)).toEqual([B2C_ID]);
  });
});
