import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveStatus, scheduleStatus } from '@/machines/rules/schedule';
import { BRANCH_IDS, STORE_IDS } from '@/server/db/seed/branches';
import type { RunningServer } from '@/server/start';
import { B2B_ID, B2C_ID, type Body, Client, loginDemo, signUp, startTestServer, UNKNOWN_ID } from './helpers';

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server?.close());

const allBranches = async (body: Record<string, unknown>) => client.post('/api/local/all', body);

describe('POST /api/local/all', () => {
  it("answers the b2c brand's branches with every field the app reads", async () => {
    const res = await allBranches({ idMarca: B2C_ID });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const list: Body[] = res.body.data;
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const b of list) {
      expect(b._id).toMatch(/^[0-9a-f]{24}$/);
      expect(b.id).toBe(b._id);
      expect(typeof b.storeId).toBe('string');
      expect(b.name).toMatch(/^Brasa /);
      expect(b.address).toMatch(/CABA$/);
      expect(b.image).toMatch(/^\/static\/catalogue\/local\/.+\.svg$/);
      expect(b.whatsapp).toMatch(/^\+549\d{10}$/);
      expect(typeof b.PercentagePoints).toBe('number');
      expect(['open', 'closing_soon', 'close']).toContain(b.status);
      expect(typeof b.scheduleStatus).toBe('string');
      expect(b.geoLocation.latitude).toBeLessThan(-34.5);
      expect(b.geoLocation.longitude).toBeLessThan(-58.3);
      expect(Object.keys(b.systemOptions).sort()).toEqual(
        ['_id', 'deliveryPropio', 'deliverySystem', 'tableSystem', 'takeawaySystem'].sort(),
      );
      expect(b.distance).toBeUndefined();
    }
    const names = list.map((b) => b.address).join(' ');
    for (const barrio of ['Palermo', 'Belgrano', 'Recoleta', 'San Telmo', 'Caballito'])
      expect(names).toContain(barrio);
  });

  it('seeds the varied consume options: table only, takeaway + delivery, own delivery, everything', async () => {
    const list: Body[] = (await allBranches({ idMarca: B2C_ID })).body.data;
    const opts = (store: string) => list.find((b) => b.storeId === store).systemOptions;
    expect(opts(STORE_IDS.recoleta)).toMatchObject({
      tableSystem: true,
      takeawaySystem: false,
      deliverySystem: false,
    });
    expect(opts(STORE_IDS.belgrano)).toMatchObject({
      tableSystem: false,
      takeawaySystem: true,
      deliverySystem: true,
    });
    expect(opts(STORE_IDS.caballito)).toMatchObject({
      deliverySystem: false,
      deliveryPropio: { activo: true, name: 'Envío Brasa' },
    });
    expect(opts(STORE_IDS.palermo)).toMatchObject({
      tableSystem: true,
      takeawaySystem: true,
      deliverySystem: true,
    });
  });

  it('keeps schedules by weekday in both HH:MM and h:mm AM/PM forms', async () => {
    const list: Body[] = (await allBranches({ idMarca: B2C_ID })).body.data;
    const times = list.flatMap((b) => Object.values(b.schedule).flatMap((d: Body) => [d.open, d.close]));
    expect(times.some((t) => /^\d{2}:\d{2}$/.test(t))).toBe(true);
    expect(times.some((t) => /^\d{1,2}:\d{2} (AM|PM)$/.test(t))).toBe(true);
    const days = new Set(list.flatMap((b) => Object.keys(b.schedule)));
    expect([...days].sort()).toEqual([
      'domingo',
      'jueves',
      'lunes',
      'martes',
      'miercoles',
      'sabado',
      'viernes',
    ]);
  });

  it('derives the status from the schedule in Buenos Aires time, unless overridden', async () => {
    const before = new Date();
    const list: Body[] = (await allBranches({ idMarca: B2C_ID })).body.data;
    const after = new Date();
    for (const b of list) {
      const expected = [before, after].map(
        (t) => effectiveStatus(scheduleStatus(b.schedule, t), b.statusOverride, null).status,
      );
      expect(expected, b.name).toContain(b.status);
    }
    const sanTelmo = list.find((b) => b.storeId === STORE_IDS.sanTelmo);
    expect(sanTelmo).toMatchObject({
      status: 'close',
      statusOverride: 'close',
      scheduleStatus: 'San Telmo (cerrado por reformas)',
    });
    // Open 24 h: always orderable.
    expect(list.find((b) => b.storeId === STORE_IDS.palermo)).toMatchObject({
      status: 'open',
      scheduleStatus: 'Abierto las 24 hs',
    });
  });

  it('sorts by distance with `distance` in km when coordinates are given (numbers or strings)', async () => {
    const nearBelgrano = { latitude: -34.5625, longitude: -58.4583 };
    for (const body of [
      { idMarca: B2C_ID, ...nearBelgrano },
      { idMarca: B2C_ID, latitude: String(nearBelgrano.latitude), longitude: String(nearBelgrano.longitude) },
    ]) {
      const list: Body[] = (await allBranches(body)).body.data;
      expect(list[0].storeId).toBe(STORE_IDS.belgrano);
      expect(list[0].distance).toBeLessThan(1);
      const distances = list.map((b) => b.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d) => typeof d === 'number' && d >= 0)).toBe(true);
    }
    const fromSanTelmo: Body[] = (
      await allBranches({ idMarca: B2C_ID, latitude: -34.6195, longitude: -58.372 })
    ).body.data;
    expect(fromSanTelmo[0].storeId).toBe(STORE_IDS.sanTelmo);
    expect(fromSanTelmo.at(-1).storeId).toBe(STORE_IDS.belgrano);
  });

  it('answers the b2b brand its 2 branches', async () => {
    const list: Body[] = (await allBranches({ idMarca: B2B_ID })).body.data;
    expect(list.map((b) => b.storeId).sort()).toEqual([STORE_IDS.b2bAvellaneda, STORE_IDS.b2bUrquiza].sort());
  });

  it('rejects one coordinate alone, out-of-range coordinates and unknown brands', async () => {
    expect((await allBranches({ idMarca: B2C_ID, latitude: -34.6 })).status).toBe(400);
    expect((await allBranches({ idMarca: B2C_ID, latitude: -134.6, longitude: -58 })).status).toBe(400);
    const res = await allBranches({ idMarca: UNKNOWN_ID });
    expect(res.status).toBe(404);
    expect(res.body.data.message).toBe('Marca no encontrada');
  });
});

describe('GET /api/local/:id and /api/local/:brandId/:storeId', () => {
  it('answers data[0] by branch id', async () => {
    const res = await client.get(`/api/local/${BRANCH_IDS.belgrano}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      _id: BRANCH_IDS.belgrano,
      storeId: STORE_IDS.belgrano,
      name: 'Brasa Belgrano',
    });
  });

  it('answers data[0] by brand and store id (or branch id)', async () => {
    for (const key of [STORE_IDS.caballito, BRANCH_IDS.caballito]) {
      const res = await client.get(`/api/local/${B2C_ID}/${key}`);
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ _id: BRANCH_IDS.caballito, name: 'Brasa Caballito' });
    }
  });

  it('404s unknown branches and branches of another brand', async () => {
    const unknown = await client.get(`/api/local/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.message).toBe('Sucursal no encontrada');
    expect((await client.get(`/api/local/${B2B_ID}/${STORE_IDS.palermo}`)).status).toBe(404);
    expect((await client.get(`/api/local/${UNKNOWN_ID}/${STORE_IDS.palermo}`)).status).toBe(404);
  });
});

describe('PUT /api/dev/local/:id/status (status override)', () => {
  it('forces a status and a note, and null follows the schedule again', async () => {
    const id = BRANCH_IDS.palermo;
    try {
      const forced = await client.put(`/api/dev/local/${id}/status`, {
        status: 'close',
        note: 'Cerrado por inventario',
      });
      expect(forced.status).toBe(200);
      expect(forced.body.data[0]).toMatchObject({
        status: 'close',
        scheduleStatus: 'Cerrado por inventario',
      });
      expect((await client.get(`/api/local/${id}`)).body.data[0].status).toBe('close');
      const soon = await client.put(`/api/dev/local/${id}/status`, { status: 'closing_soon' });
      expect(soon.body.data[0]).toMatchObject({ status: 'closing_soon', scheduleStatus: 'Cierra pronto' });
    } finally {
      const reset = await client.put(`/api/dev/local/${id}/status`, { status: null });
      expect(reset.body.data[0]).toMatchObject({ status: 'open', statusOverride: null });
    }
  });

  it('is not served in production', async () => {
    const prod = await startTestServer({ config: { devOutbox: false } });
    try {
      const res = await new Client(prod.url).put(`/api/dev/local/${BRANCH_IDS.palermo}/status`, {
        status: 'open',
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('PUT /api/user/local/:brandId/:userId', () => {
  it("sets the session user's branch", async () => {
    const { client: demo, user } = await loginDemo(server.url);
    const res = await demo.put(`/api/user/local/${B2C_ID}/${user._id}`, { idLocal: BRANCH_IDS.recoleta });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: user._id, idLocal: BRANCH_IDS.recoleta });
    // A store id is accepted and stored as the branch id.
    const byStore = await demo.put(`/api/user/local/${B2C_ID}/${user._id}`, { idLocal: STORE_IDS.palermo });
    expect(byStore.body.data.idLocal).toBe(BRANCH_IDS.palermo);
    expect((await demo.get(`/api/user/${user._id}`)).body.data.idLocal).toBe(BRANCH_IDS.palermo);
  });

  it("refuses another user's id, unknown branches and another brand's branch", async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    expect(
      (await a.client.put(`/api/user/local/${B2C_ID}/${b.user._id}`, { idLocal: BRANCH_IDS.palermo })).status,
    ).toBe(403);
    expect(
      (await a.client.put(`/api/user/local/${B2C_ID}/${a.user._id}`, { idLocal: UNKNOWN_ID })).status,
    ).toBe(404);
    expect(
      (await a.client.put(`/api/user/local/${B2C_ID}/${a.user._id}`, { idLocal: BRANCH_IDS.b2bUrquiza }))
        .status,
    ).toBe(404);
    expect(
      (
        await new Client(server.url).put(`/api/user/local/${B2C_ID}/${a.user._id}`, {
          idLocal: BRANCH_IDS.palermo,
        })
      ).status,
    ).toBe(401);
  });
});
