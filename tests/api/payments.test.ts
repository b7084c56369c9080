import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoProvider, preferenceBody } from '@/server/payments/mercadopago';
import { createKitchen } from '@/server/services/kitchen';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, signUp, startTestServer, UNKNOWN_ID } from './helpers';
import { BRANCH_IDS, decide, payload, sendOk, userWithPoints } from './order-helpers';

let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  a = await signUp(server.url);
});
afterAll(() => server?.close());

const verify = (client: Client, idPayment: string, idLocal = BRANCH_IDS.palermo) =>
  client.post('/api/pedido/verificationordersend', { idPayment, idLocal });

describe('payment sandbox', () => {
  it('GET /api/payments/config names the sandbox and its own origin', async () => {
    const res = await new Client(server.url).get(`/api/payments/config?idMarca=${B2C_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'sandbox',
      providerName: 'Mercado Pago',
      locale: 'es-AR',
    });
    const checkout = new URL(res.body.data.checkoutOrigin);
    expect(checkout.origin).toBe(server.orders.sandboxOrigin);
    expect(checkout.origin).not.toBe(new URL(server.url).origin);
    expect((await new Client(server.url).get(`/api/payments/config?idMarca=${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('the hosted checkout shows the amount in ARS, Aprobar/Rechazar/Cerrar, and posts close to the app origin', async () => {
    const sent = await sendOk(a.client, payload(a.user._id, { domain: server.url }));
    const res = await fetch(`${server.orders.sandboxOrigin}/checkout?preference=${sent.preferenceId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/\$\s5\.800/);
    for (const label of ['Aprobar', 'Rechazar', 'Cerrar']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain(`var appOrigin = ${JSON.stringify(new URL(server.url).origin)}`);
    expect(html).toContain("postMessage({ type: 'close' }, appOrigin)");
    expect(html).not.toContain('Brasa Palermo Soho');
    const unknown = await fetch(`${server.orders.sandboxOrigin}/checkout?preference=nada`);
    expect(unknown.status).toBe(404);
  });

  it('online payment → sandbox approve → verificationordersend success', async () => {
    const sent = await sendOk(a.client, payload(a.user._id));
    const orderId = sent.data._id;
    const before = await verify(a.client, orderId);
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({ status: 'error', message: 'El pago todavía no fue aprobado' });
    expect(before.body.data).toMatchObject({ approved: false, paymentStatus: 'pending' });

    const approved = await decide(server, sent.preferenceId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', orderId });
    const { rows } = await server.db.query<{ status: string; amount: string; order_id: string }>(
      'SELECT status, amount, order_id FROM payments WHERE preference_id = $1',
      [sent.preferenceId],
    );
    expect(rows[0]).toMatchObject({ status: 'approved', order_id: orderId });
    expect(Number(rows[0].amount)).toBe(5800);

    const ok = await verify(a.client, orderId);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'success',
      data: { approved: true, paymentStatus: 'approved', _id: orderId },
    });
    // The preference id works as idPayment too.
    expect((await verify(a.client, sent.preferenceId)).status).toBe(200);
    const again = await decide(server, sent.preferenceId, 'reject');
    expect(again.status).toBe(409);
    expect(again.body.data.status).toBe('approved');
  });

  it('reject → verification fails; the order is RECHAZADO and leaves the active list; points return', async () => {
    const u = await userWithPoints(server, 1000);
    const sent = await sendOk(u.client, payload(u.user._id));
    expect(sent.data.account.pointsToUse).toBe(1000);
    expect((await u.client.get(`/api/points/${u.user._id}`)).body.data.availablePoints).toBe(0);
    expect((await decide(server, sent.preferenceId, 'reject')).status).toBe(200);
    const res = await verify(u.client, sent.data._id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', message: 'El pago fue rechazado' });
    expect(res.body.data).toMatchObject({ approved: false, paymentStatus: 'rejected' });
    const detail = await u.client.get(`/api/pedido/detalles/${sent.data._id}`);
    expect(detail.body.data.order).toMatchObject({
      estadoDeOrden: 'RECHAZADO',
      orderStatus: 'RECHAZADO',
      activeOrder: false,
    });
    const active = await u.client.get(`/api/pedido/active/${u.user._id}`);
    expect(active.body.data).toEqual([]);
    expect((await u.client.get(`/api/points/${u.user._id}`)).body.data.availablePoints).toBe(1000);
  });

  it('a rejected order credits no points: winPoints 0, its cashback cancelled, the kitchen never completes it', async () => {
    const u = await userWithPoints(server, 1000);
    const sent = await sendOk(u.client, payload(u.user._id));
    // 5.800 − 1.000 points = 4.800 to pay by card; 10 % of it is the cashback it would earn.
    expect(sent.data.account).toMatchObject({ totalinvoiced: 5800, pointsToUse: 1000, winPoints: 480 });
    expect(sent.data.total).toBe(4800);
    expect((await decide(server, sent.preferenceId, 'reject')).status).toBe(200);
    const kitchen = createKitchen({ db: server.db, speedSeconds: 0 });
    for (let i = 0; i < 5; i += 1) await kitchen.tick();
    const detail = (await u.client.get(`/api/pedido/detalles/${sent.data._id}`)).body.data.order;
    expect(detail.orderStatus).toBe('RECHAZADO');
    expect(detail.account.winPoints).toBe(0);
    const history = (await u.client.get(`/api/pedido/usuario/${u.user._id}`)).body.data;
    expect(history.find((o: { _id: string }) => o._id === sent.data._id).account.winPoints).toBe(0);
    const { rows } = await server.db.query<{ status: string; reason: string }>(
      'SELECT status, reason FROM point_transactions WHERE order_id = $1 ORDER BY reason',
      [sent.data._id],
    );
    expect(rows).toEqual([
      { status: 'cancelled', reason: 'cashback_pending' },
      { status: 'cancelled', reason: 'purchase' },
    ]);
    // The points spent come back; nothing is earned.
    expect((await u.client.get(`/api/points/${u.user._id}`)).body.data.availablePoints).toBe(1000);
  });

  it('sending the same draft again after a rejected payment makes a new order with a new payment (not the rejected one as a success)', async () => {
    const u = await userWithPoints(server, 0);
    const body = payload(u.user._id);
    const first = await sendOk(u.client, body);
    expect((await decide(server, first.preferenceId, 'reject')).status).toBe(200);
    expect((await verify(u.client, first.data._id)).status).toBe(422);
    const again = await sendOk(u.client, body);
    expect(again.data._id).not.toBe(first.data._id);
    expect(again.preferenceId).toEqual(expect.any(String));
    expect(again.preferenceId).not.toBe(first.preferenceId);
    expect(again.data.orderStatus).not.toBe('RECHAZADO');
    // A repeat of the new send is still the same order: one live order per draft.
    const repeat = await sendOk(u.client, body);
    expect(repeat.data._id).toBe(again.data._id);
    expect(repeat.preferenceId).toBe(again.preferenceId);
    expect((await decide(server, again.preferenceId, 'approve')).status).toBe(200);
    expect((await verify(u.client, again.data._id)).status).toBe(200);
    const rejected = await u.client.get(`/api/pedido/detalles/${first.data._id}`);
    expect(rejected.body.data.order.orderStatus).toBe('RECHAZADO');
  });

  it('cash and table orders verify as success without a card payment', async () => {
    const sent = await sendOk(a.client, payload(a.user._id, { type: 'mesa', mesa: 4 }));
    expect(sent.preferenceId).toBeUndefined();
    const res = await verify(a.client, sent.data._id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ approved: true, paymentStatus: 'not_required' });
  });

  it('verification: unknown ids and another branch are 404', async () => {
    expect((await verify(a.client, UNKNOWN_ID)).status).toBe(404);
    const sent = await sendOk(a.client, payload(a.user._id));
    expect((await verify(a.client, sent.data._id, BRANCH_IDS.belgrano)).status).toBe(404);
    const anon = await verify(new Client(server.url), sent.data._id);
    expect(anon.status).toBe(401);
  });

  it('the sandbox endpoints answer 4xx to bad references', async () => {
    expect((await decide(server, 'no-existe', 'approve')).status).toBe(404);
    const bad = await fetch(`${server.orders.sandboxOrigin}/checkout/${'%20'.repeat(3)}/approve`, {
      method: 'POST',
    });
    expect(bad.status).toBe(400);
  });
});

describe('MercadoPago adapter (request building, injected fetch)', () => {
  const order = {
    orderId: '64b7f0a1c2d3e4f5a6b7f0aa',
    idOrder: 1042,
    idMarca: B2C_ID,
    amount: 5800,
    title: 'Brasa Palermo — Pedido #1042',
    appOrigin: 'http://localhost:8080',
    payerEmail: 'demo@demo.com',
  };

  it('creates a preference with the order as external reference', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ id: 'pref-123', init_point: 'https://mp.example/checkout/pref-123' }),
        { status: 201 },
      );
    }) as unknown as typeof fetch;
    const mp = createMercadoPagoProvider({
      accessToken: 'TEST-token',
      publicKey: 'TEST-public',
      fetch: fakeFetch,
    });
    expect(mp.name).toBe('mercadopago');
    expect(mp.publicKey).toBe('TEST-public');
    const pref = await mp.createPreference(order);
    expect(pref).toEqual({ preferenceId: 'pref-123', checkoutUrl: 'https://mp.example/checkout/pref-123' });
    expect(calls[0].url).toBe('https://api.mercadopago.com/checkout/preferences');
    expect(calls[0].init.method).toBe('POST');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer TEST-token');
    expect(headers['x-idempotency-key']).toBe(`order-${order.orderId}`);
    expect(JSON.parse(String(calls[0].init.body))).toEqual(preferenceBody(order));
    expect(preferenceBody(order)).toMatchObject({
      external_reference: order.orderId,
      items: [{ unit_price: 5800, currency_id: 'ARS', quantity: 1 }],
      payer: { email: 'demo@demo.com' },
    });
  });

  it('reads the payment status by external reference; errors surface', async () => {
    const fakeFetch = (async (url: string) => {
      expect(url).toContain(`external_reference=${order.orderId}`);
      return new Response(
        JSON.stringify({
          results: [
            { id: 9, status: 'rejected', transaction_amount: 5800 },
            { id: 10, status: 'approved', transaction_amount: 5800 },
          ],
        }),
      );
    }) as unknown as typeof fetch;
    const mp = createMercadoPagoProvider({ accessToken: 't', publicKey: 'p', fetch: fakeFetch });
    expect(await mp.getPayment(order.orderId)).toEqual({
      status: 'approved',
      amount: 5800,
      providerPaymentId: '10',
    });
    const empty = createMercadoPagoProvider({
      accessToken: 't',
      publicKey: 'p',
      fetch: (async () => new Response('{"results":[]}')) as unknown as typeof fetch,
    });
    expect(await empty.getPayment('x')).toBeNull();
    const failing = createMercadoPagoProvider({
      accessToken: 't',
      publicKey: 'p',
      fetch: (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch,
    });
    await expect(failing.createPreference(order)).rejects.toThrow(/500/);
  });
});
