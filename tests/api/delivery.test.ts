import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_IDS } from '@/server/db/seed/branches';
import type { RunningServer } from '@/server/start';
import { type Body, Client, startTestServer, UNKNOWN_ID } from './helpers';

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server?.close());

const estimate = (body: Record<string, unknown>) => client.post('/api/pedido/delivery/estimate', body);
const palermo = (lat: number, lon: number, extra: Record<string, unknown> = {}) =>
  estimate({ idLocal: BRANCH_IDS.palermo, lat, lon, cantidad: 2, total: 10000, ...extra });

describe('POST /api/pedido/delivery/estimate', () => {
  it('answers Moto and Auto priced by distance band, with the brand discount', async () => {
    // Thames 1650, ~0.3 km from Palermo Soho.
    const near = await palermo(-34.589321, -58.429612);
    expect(near.status).toBe(200);
    const est: Body[] = near.body.data.estimaciones;
    expect(est.map((e) => [e.id, e.tipo, e.costoEnvio])).toEqual([
      ['moto', 'Moto', 1800],
      ['auto', 'Auto', 2600],
    ]);
    expect(est[0].descuentoEnvio).toBe(900);
    expect(near.body.data.distanciaKm).toBeLessThan(1);
    // Av. Rivadavia 5150 (Caballito), ~3.6 km.
    const mid = await palermo(-34.618795, -58.437146);
    expect(mid.body.data.distanciaKm).toBeGreaterThan(2);
    expect(mid.body.data.estimaciones.map((e: Body) => e.costoEnvio)).toEqual([2400, 3300]);
    // Av. Cabildo 3720 (Núñez), ~5.3 km.
    const far = await palermo(-34.549013, -58.467516);
    expect(far.body.data.estimaciones.map((e: Body) => e.costoEnvio)).toEqual([3000, 4000]);
  });

  it('answers 400 with a clear message beyond 8 km', async () => {
    // Av. Rivadavia 6920 (Flores) is ~5 km; Avellaneda is ~10 km.
    const res = await palermo(-34.66305, -58.36574);
    expect(res.status).toBe(400);
    expect(res.body.data.message).toMatch(/fuera del área de entrega \(máximo 8 km\)/);
  });

  it('makes shipping free from minimoGratis and reports the minimum purchase', async () => {
    const free = await palermo(-34.589321, -58.429612, { total: 25000 });
    expect(free.body.data.envioGratis).toBe(true);
    expect(free.body.data.estimaciones.every((e: Body) => e.costoEnvio === 0 && e.descuentoEnvio === 0)).toBe(
      true,
    );
    expect(free.body.data.estimaciones[0].costoOriginal).toBe(1800);
    const small = await palermo(-34.589321, -58.429612, { total: 5000 });
    expect(small.body.data).toMatchObject({
      cumpleMinimoCompra: false,
      faltaMinimoCompra: 1000,
      faltaEnvioGratis: 20000,
    });
    expect(small.body.data.deliveryCondiciones).toMatchObject({
      minimoGratis: 25000,
      minimoCompra: 6000,
      porcentajeMarca: 50,
    });
  });

  it('sends large orders by car only', async () => {
    const res = await palermo(-34.589321, -58.429612, { cantidad: 16 });
    expect(res.body.data.estimaciones.map((e: Body) => e.id)).toEqual(['auto']);
  });

  it("offers a branch's own delivery under its name, within its own radius", async () => {
    const near = await estimate({
      idLocal: BRANCH_IDS.caballito,
      lat: -34.6066,
      lon: -58.4343,
      cantidad: 3,
      total: 9000,
    });
    expect(near.body.data.estimaciones).toEqual([
      expect.objectContaining({ id: 'propio', tipo: 'Envío Brasa', costoEnvio: 1800 }),
    ]);
    // Av. Cabildo 1950 (Belgrano) is ~7 km from Caballito: beyond its 6 km.
    const far = await estimate({
      idLocal: BRANCH_IDS.caballito,
      lat: -34.561873,
      lon: -58.456132,
      cantidad: 3,
      total: 9000,
    });
    expect(far.status).toBe(400);
    expect(far.body.data.message).toMatch(/máximo 6 km/);
  });

  it('refuses branches without delivery and unknown branches', async () => {
    const table = await estimate({
      idLocal: BRANCH_IDS.recoleta,
      lat: -34.59,
      lon: -58.39,
      cantidad: 1,
      total: 9000,
    });
    expect(table.status).toBe(400);
    expect(table.body.data.message).toBe('Este local no realiza envíos');
    const unknown = await estimate({
      idLocal: UNKNOWN_ID,
      lat: -34.59,
      lon: -58.39,
      cantidad: 1,
      total: 9000,
    });
    expect(unknown.status).toBe(404);
    expect((await palermo(-34.59, -58.43, { cantidad: 0 })).status).toBe(400);
    expect((await palermo(-34.59, -58.43, { total: -1 })).status).toBe(400);
  });
});
