/**
 * Order numbers leave no gaps (docs/performance.md "Order send"): the send's first statement takes the
 * brand's next number together with the user's lock and the draft lookup, and every path that ends
 * without a new order gives it back (a refused total rolls back; a duplicate that waited meets the
 * unique index and returns it; a repeat and a table merge take none). Checked as an invariant that
 * holds in any committed state, so other suites sending orders of the same brand at the same time
 * (one shared PostgreSQL in CI) cannot disturb it: the brand's counter equals its highest order number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { B2C_ID, type Body, signUp, startTestServer } from './helpers';
import { payload, sendOk, sendOrder } from './order-helpers';

let server: RunningServer;
let a: Body;

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server.url);
});
afterAll(async () => {
  await server?.close();
});

/** The counter and the highest number, read in one snapshot. */
async function counterAndMax() {
  const { rows } = await server.db.query<{ last_number: number; max: number }>(
    `SELECT c.last_number, (SELECT max(id_order) FROM orders WHERE id_marca = c.id_marca)::int AS max
     FROM order_counters c WHERE c.id_marca = $1`,
    [B2C_ID],
  );
  return rows[0];
}

const expectNoGap = async () => {
  const { last_number, max } = await counterAndMax();
  expect(last_number).toBe(max);
};

describe('order numbers', () => {
  it('a new order takes the next number; a refused total gives it back', async () => {
    const first = await sendOk(a.client, payload(a.user._id));
    expect(first.data.idOrder).toBeGreaterThan(1000);
    const refused = await a.client.post('/api/pedido/sendorder', { ...payload(a.user._id), total: 1 });
    expect(refused.status).toBe(409);
    await expectNoGap();
  });

  it('a repeat of a sent draft takes none and answers the same order', async () => {
    const body = payload(a.user._id);
    const first = await sendOk(a.client, body);
    const again = await sendOrder(a.client, body);
    expect(again.body.data.idOrder).toBe(first.data.idOrder);
    expect(again.body.duplicate).toBe(true);
    await expectNoGap();
  });

  it('20 concurrent duplicates: one order, one number, no gap', async () => {
    const body = { ...payload(a.user._id), total: 5800 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.client.post('/api/pedido/sendorder', body)),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(new Set(results.map((r) => r.body.data.idOrder)).size).toBe(1);
    expect(results.filter((r) => !r.body.duplicate)).toHaveLength(1);
    await expectNoGap();
  });

  it('a table order merged into the open one takes no number', async () => {
    const table = { type: 'mesa', mesa: 41, mesaId: 3041, horaRetiro: undefined };
    const opened = await sendOk(a.client, payload(a.user._id, table));
    const merged = await sendOk(a.client, payload(a.user._id, { ...table, orderChangeState: 'update' }));
    expect(merged.data._id).toBe(opened.data._id);
    expect(merged.data.idOrder).toBe(opened.data.idOrder);
    await expectNoGap();
  });
});
