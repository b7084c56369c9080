import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchen, KITCHEN_FLOWS, nextStep } from '@/server/services/kitchen';
import type { RunningServer } from '@/server/start';
import { Client, type signUp, startTestServer } from './helpers';
import { addressFor, decide, payload, sendOk, userWithPoints } from './order-helpers';

let server: RunningServer;
let u: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  u = await userWithPoints(server, 0);
});
afterAll(() => server?.close());

const status = async (id: string) => (await u.client.get(`/api/pedido/detalles/${id}`)).body.data.order;
/** Ticks until the order moved once (other files' orders may share the database). */
const kitchen = () => createKitchen({ db: server.db, speedSeconds: 0 });

describe('kitchen flows (pure)', () => {
  it('mesa, takeaway and delivery sequences', () => {
    expect(KITCHEN_FLOWS.mesa.map((s) => s.orderStatus)).toEqual(['COCINA', 'PREPARADO', 'PAGADO']);
    expect(KITCHEN_FLOWS.takeaway.map((s) => `${s.estadoDeOrden}/${s.orderStatus}`)).toEqual([
      'COCINA/COCINA',
      'PREPARADO/PREPARADO',
      'RETIRADO/ENVIADO',
    ]);
    expect(KITCHEN_FLOWS.delivery.map((s) => s.estadoDeOrden)).toEqual([
      'COCINA',
      'PREPARADO',
      'RETIRADO',
      'RECIBIDO',
    ]);
    expect(nextStep('delivery_propio', 'RETIRADO')?.completes).toBe(true);
    expect(nextStep('mesa', 'PAGADO')).toBeNull();
    expect(nextStep('takeaway', 'DESCONOCIDO')).toBeNull();
  });
});

describe('kitchen tick', () => {
  it('a table order: COCINA → PREPARADO → PAGADO, then cashback is credited', async () => {
    const order = (await sendOk(u.client, payload(u.user._id, { type: 'mesa', mesa: 9 }))).data;
    const k = kitchen();
    await k.tick();
    expect(await status(order._id)).toMatchObject({ estadoDeOrden: 'PREPARADO', orderStatus: 'PREPARADO' });
    const pointsBefore = (await u.client.get(`/api/points/${u.user._id}`)).body.data.availablePoints;
    await k.tick();
    const done = await status(order._id);
    expect(done).toMatchObject({ estadoDeOrden: 'PAGADO', orderStatus: 'PAGADO', activeOrder: true });
    const points = (await u.client.get(`/api/points/${u.user._id}`)).body.data;
    expect(points.availablePoints).toBe(pointsBefore + 580);
    await k.tick();
    expect((await status(order._id)).orderStatus).toBe('PAGADO');
    expect((await u.client.get(`/api/points/${u.user._id}`)).body.data.availablePoints).toBe(
      pointsBefore + 580,
    );
  });

  it('an online order waits for the payment, then takeaway ends RETIRADO / ENVIADO', async () => {
    const sent = await sendOk(u.client, payload(u.user._id));
    const k = kitchen();
    await k.tick();
    expect((await status(sent.data._id)).estadoDeOrden).toBe('COCINA');
    await decide(server, sent.preferenceId, 'approve');
    await k.tick();
    expect((await status(sent.data._id)).estadoDeOrden).toBe('PREPARADO');
    await k.tick();
    expect(await status(sent.data._id)).toMatchObject({ estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' });
  });

  it('delivery goes through RETIRADO (on its way) to RECIBIDO; a receipt confirmation completes it too', async () => {
    const addressId = await addressFor(server, u.user._id);
    const body = payload(u.user._id, {
      type: 'delivery',
      horaRetiro: undefined,
      deliveryAddressId: addressId,
      shipping_type_id: 'moto',
      orderPayment: [{ sku: 'PAR-014', quantity: 2 }],
    });
    const sent = await sendOk(u.client, body);
    await decide(server, sent.preferenceId, 'approve');
    const k = kitchen();
    for (const expected of ['PREPARADO', 'RETIRADO', 'RECIBIDO']) {
      await k.tick();
      expect((await status(sent.data._id)).estadoDeOrden).toBe(expected);
    }
    const second = await sendOk(u.client, { ...body, draftOrderId: `d-${Date.now()}-x` });
    await decide(server, second.preferenceId, 'approve');
    const receipt = await u.client.put(`/api/pedido/updateOrder/${second.data._id}`, {
      activeOrder: 'false',
      estadoDeOrden: 'RECIBIDO',
    });
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toMatchObject({ estadoDeOrden: 'RECIBIDO', activeOrder: false });
    await k.tick();
    expect((await status(second.data._id)).estadoDeOrden).toBe('RECIBIDO');
  });

  it('with a speed, an order waits that many seconds per step', async () => {
    const order = (await sendOk(u.client, payload(u.user._id, { type: 'mesa', mesa: 15 }))).data;
    const slow = createKitchen({ db: server.db, speedSeconds: 20 });
    await slow.tick(new Date(Date.now() + 5_000));
    expect((await status(order._id)).estadoDeOrden).toBe('COCINA');
    await slow.tick(new Date(Date.now() + 25_000));
    expect((await status(order._id)).estadoDeOrden).toBe('PREPARADO');
  });

  it('POST /api/dev/kitchen/tick drives the kitchen over HTTP (e2e)', async () => {
    const order = (await sendOk(u.client, payload(u.user._id, { type: 'mesa', mesa: 16 }))).data;
    const res = await new Client(server.url).post('/api/dev/kitchen/tick', {});
    expect(res.status).toBe(200);
    expect(res.body.data.moved).toBeGreaterThanOrEqual(1);
    expect((await status(order._id)).estadoDeOrden).toBe('PREPARADO');
    const bad = await new Client(server.url).post('/api/dev/kitchen/tick', { now: 'ayer' });
    expect(bad.status).toBe(400);
  });
});
