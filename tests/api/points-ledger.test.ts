import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackFor } from '@/server/services/points-ledger';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, startTestServer } from './helpers';
import { payload, sendOk, userWithPoints } from './order-helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
});
afterAll(() => server?.close());

interface Tx {
  _id: string;
  status: string;
  type: string;
  points: number;
}

async function ledger(client: Client, userId: string) {
  const res = await client.get(`/api/points/${userId}`);
  return res.body.data as { availablePoints: number; transactions: Tx[] };
}

describe('points ledger', () => {
  it('cashback = total × PercentagePoints / 100, rounded to cents', () => {
    expect(cashbackFor(5800, 10)).toBe(580);
    expect(cashbackFor(1234.5, 8)).toBe(98.76);
    expect(cashbackFor(0, 10)).toBe(0);
    expect(cashbackFor(1000, 0)).toBe(0);
  });

  it('points spent at checkout: a Compra/purchase debit with the detail fields; a pending cashback', async () => {
    const u = await userWithPoints(server, 1000);
    const sent = await sendOk(u.client, payload(u.user._id));
    expect(sent.data.account).toEqual({
      totalinvoiced: 5800,
      pointsToUse: 1000,
      pointsPercentage: 10,
      winPoints: 480,
    });
    expect(sent.data.total).toBe(4800);
    expect(sent.data.metodoDePago).toEqual(['Puntos', 'Mercado Pago']);
    const l = await ledger(u.client, u.user._id);
    expect(l.availablePoints).toBe(0);
    const purchase = l.transactions.find((t) => t.type === 'Compra');
    expect(purchase).toMatchObject({ status: 'approved', points: -1000 });
    const detail = (await u.client.get(`/api/points/transaction/${purchase?._id}`)).body.data;
    expect(detail).toMatchObject({
      reason: 'purchase',
      type: 'Compra',
      status: 'approved',
      originalAmount: 5800,
      rewardPercentage: 0,
      localName: 'Brasa Palermo Soho',
      localAddress: 'Honduras 4850, Palermo, CABA',
      idOrder: sent.data._id,
    });
    expect(typeof detail.pointsLoadDate).toBe('string');
    const pending = l.transactions.find((t) => t.status === 'pending');
    const pendingDetail = (await u.client.get(`/api/points/transaction/${pending?._id}`)).body.data;
    expect(pendingDetail).toMatchObject({
      reason: 'cashback_pending',
      points: 480,
      originalAmount: 4800,
      rewardPercentage: 10,
    });
  });

  it('a table order uses points leaving a multiple of 100 and credits cashback on PAGADO', async () => {
    const u = await userWithPoints(server, 150.5);
    // 2900 × 2 = 5800 subtotal; 150.5 points → 100 used, 5700 left (a multiple of 100).
    const sent = await sendOk(u.client, payload(u.user._id, { type: 'mesa', mesa: 2 }));
    expect(sent.data.account.pointsToUse).toBe(100);
    expect(sent.data.total).toBe(5700);
    await server.db.query(
      "UPDATE orders SET estado_de_orden = 'PREPARADO', order_status = 'PREPARADO' WHERE id = $1",
      [sent.data._id],
    );
    const { createKitchen } = await import('@/server/services/kitchen');
    await createKitchen({ db: server.db, speedSeconds: 0 }).tick();
    const l = await ledger(u.client, u.user._id);
    expect(l.availablePoints).toBe(50.5 + 570);
    const cashback = l.transactions.find((t) => t.points === 570);
    const detail = (await u.client.get(`/api/points/transaction/${cashback?._id}`)).body.data;
    expect(detail).toMatchObject({
      reason: 'cashback',
      status: 'approved',
      type: 'Carga',
      originalAmount: 5700,
      rewardPercentage: 10,
    });
  });

  it('two different orders sent at once cannot spend the same points', async () => {
    const u = await userWithPoints(server, 1000);
    // Both carts were priced with the full balance (total 4800 each).
    const bodies = [payload(u.user._id), payload(u.user._id)].map((b) => ({ ...b, total: 4800 }));
    const results = await Promise.all(bodies.map((b) => u.client.post('/api/pedido/sendorder', b)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.expectedTotal).toBe(5800);
    expect((await ledger(u.client, u.user._id)).availablePoints).toBe(0);
  });

  it('guests earn no cashback', async () => {
    const guest = new Client(server.url);
    const created = await guest.post(`/api/user/guest/${B2C_ID}`);
    const sent = await sendOk(guest, payload(created.body.data._id, { type: 'mesa', mesa: 3 }));
    expect(sent.data.account.winPoints).toBe(0);
    const { rows } = await server.db.query('SELECT 1 FROM point_transactions WHERE order_id = $1', [
      sent.data._id,
    ]);
    expect(rows).toHaveLength(0);
  });
});
