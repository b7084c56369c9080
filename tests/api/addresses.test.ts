import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { B2B_ID, B2C_ID, type Body, Client, loginDemo, signUp, startTestServer, UNKNOWN_ID } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const address = (idCliente: string, extra: Record<string, unknown> = {}) => ({
  idCliente,
  idMarca: B2C_ID,
  deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
  coordinates: { dropoff: { lat: -34.586912, lon: -58.430621 } },
  customerName: 'Lucía Pérez',
  customerPhone: '+5491144445555',
  deliveryInstructions: 'Timbre 3B, dejar en portería',
  etiqueta: 'Casa',
  isDefault: true,
  ...extra,
});

describe('POST /api/pedido/direccion', () => {
  it('saves an address and answers data._id; GET lists it, default first', async () => {
    const { client, user } = await signUp(server.url);
    const first = await client.post('/api/pedido/direccion', address(user._id));
    expect(first.status).toBe(200);
    expect(first.body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(first.body.data).toMatchObject({
      idCliente: user._id,
      idMarca: B2C_ID,
      etiqueta: 'Casa',
      isDefault: true,
      coordinates: { dropoff: { lat: -34.586912, lon: -58.430621 } },
    });
    const second = await client.post(
      '/api/pedido/direccion',
      address(user._id, {
        etiqueta: 'Trabajo',
        deliveryAddress: 'Av. Callao 1210, C1023 CABA, Argentina',
        coordinates: { dropoff: { lat: '-34.595468', lon: '-58.392911' } },
      }),
    );
    expect(second.status).toBe(200);
    const list = await client.get(`/api/pedido/direccion/${B2C_ID}/${user._id}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: Body) => a.etiqueta)).toEqual(['Trabajo', 'Casa']);
    expect(list.body.data.map((a: Body) => a.isDefault)).toEqual([true, false]);
    expect(list.body.data[0].coordinates.dropoff.lat).toBe(-34.595468);
    // Another brand's list is separate.
    expect((await client.get(`/api/pedido/direccion/${B2B_ID}/${user._id}`)).status).toBe(404);
  });

  it('answers the form messages at data.message', async () => {
    const { client, user } = await signUp(server.url);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ etiqueta: '  ' }, 'Por favor, ingrese una etiqueta para su dirección'],
      [{ etiqueta: undefined }, 'Por favor, ingrese una etiqueta para su dirección'],
      [{ deliveryInstructions: '' }, 'Por favor, ingrese instrucciones de entrega'],
      // A new user has a name but no phone: the phone is required.
      [{ customerPhone: '' }, 'Por favor, ingrese un teléfono'],
      [{ customerPhone: 'llamar' }, 'El teléfono no es válido'],
    ];
    for (const [extra, message] of cases) {
      const res = await client.post('/api/pedido/direccion', address(user._id, extra));
      expect(res.status, message).toBe(400);
      expect(res.body.data.message).toBe(message);
    }
  });

  it("uses the user's own name and phone when the form leaves them out", async () => {
    const { client, user } = await loginDemo(server.url);
    const res = await client.post(
      '/api/pedido/direccion',
      address(user._id, { customerName: '', customerPhone: '' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      customerName: 'Martina González',
      customerPhone: '+5491155550101',
    });
  });

  it("refuses another user's addresses and ids (403), unknown users (404) and no session (401)", async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    await b.client.post('/api/pedido/direccion', address(b.user._id));
    const read = await a.client.get(`/api/pedido/direccion/${B2C_ID}/${b.user._id}`);
    expect(read.status).toBe(403);
    expect((await a.client.post('/api/pedido/direccion', address(b.user._id))).status).toBe(403);
    expect((await a.client.post('/api/pedido/direccion', address(UNKNOWN_ID))).status).toBe(404);
    expect((await new Client(server.url).get(`/api/pedido/direccion/${B2C_ID}/${a.user._id}`)).status).toBe(
      401,
    );
    expect((await a.client.get(`/api/pedido/direccion/${B2C_ID}/${a.user._id}`)).body.data).toEqual([]);
  });
});
