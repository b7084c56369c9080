import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleAutocompleteUrl, googleMapsProvider, googlePlaceUrl } from '@/server/services/maps';
import type { RunningServer } from '@/server/start';
import { type Body, Client, startTestServer } from './helpers';

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server?.close());

const autocomplete = (input: string) =>
  client.get(`/api/maps/autocomplete?input=${encodeURIComponent(input)}`);

describe('GET /api/maps/autocomplete', () => {
  it('seeds at least 60 Buenos Aires addresses', async () => {
    const { rows } = await server.db.query<{ n: number; barrios: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT barrio)::int AS barrios FROM gazetteer_places',
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(60);
    expect(rows[0].barrios).toBeGreaterThanOrEqual(10);
  });

  it('queries only after more than 5 characters', async () => {
    for (const input of ['', 'Hond', 'Thame', '  Av. C ']) {
      const res = await autocomplete(input);
      expect(res.status, input).toBe(200);
      expect(res.body.data, input).toEqual([]);
    }
    expect((await autocomplete('Thames')).body.data.length).toBeGreaterThan(0);
  });

  it('answers predictions {place_id, description, main_text, secondary_text}', async () => {
    const res = await autocomplete('Honduras 48');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      place_id: 'gz-honduras-4850',
      description: 'Honduras 4850, Palermo, Ciudad Autónoma de Buenos Aires, Argentina',
      main_text: 'Honduras 4850',
      secondary_text: 'Palermo, Ciudad Autónoma de Buenos Aires',
      structured_formatting: { main_text: 'Honduras 4850' },
    });
  });

  it('matches without accents, by barrio, at most 5 results', async () => {
    const res = await autocomplete('pueyrredon');
    expect(res.body.data.map((p: Body) => p.main_text)).toEqual([
      'Av. Pueyrredón 1710',
      'Av. Pueyrredón 520',
    ]);
    const corrientes = await autocomplete('av corrientes');
    expect(corrientes.body.data).toHaveLength(5);
    const barrio = await autocomplete('rivadavia flores');
    expect(barrio.body.data.map((p: Body) => p.main_text)).toEqual(['Av. Rivadavia 6920']);
    expect((await autocomplete('calle inexistente 123')).body.data).toEqual([]);
  });
});

describe('GET /api/maps/place/:placeId', () => {
  it('answers {name, formatted_address, geometry.location}', async () => {
    const res = await client.get('/api/maps/place/gz-av-callao-1210');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      place_id: 'gz-av-callao-1210',
      name: 'Av. Callao 1210',
      formatted_address: 'Av. Callao 1210, C1023 CABA, Argentina',
      geometry: { location: { lat: -34.595468, lng: -58.392911 } },
    });
  });

  it('404s unknown places', async () => {
    const res = await client.get('/api/maps/place/gz-nada-1');
    expect(res.status).toBe(404);
    expect(res.body.data.message).toBe('No se encontró la dirección');
  });
});

describe('real maps provider adapter (request building only)', () => {
  it('builds the autocomplete request: addresses in ar and de, Spanish, key and session token', () => {
    const url = new URL(googleAutocompleteUrl('CLAVE', 'Honduras 4850', 'tok-1'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: 'Honduras 4850',
      types: 'address',
      components: 'country:ar|country:de',
      language: 'es',
      key: 'CLAVE',
      sessiontoken: 'tok-1',
    });
  });

  it('builds the place details request with the fields the app reads', () => {
    const url = new URL(googlePlaceUrl('CLAVE', 'ChIJabc'));
    expect(url.pathname).toBe('/maps/api/place/details/json');
    expect(url.searchParams.get('place_id')).toBe('ChIJabc');
    expect(url.searchParams.get('fields')).toBe('place_id,name,formatted_address,geometry');
    expect(url.searchParams.has('sessiontoken')).toBe(false);
  });

  it('maps the provider answers to the same shapes (fake fetch, no network)', async () => {
    const calls: string[] = [];
    const provider = googleMapsProvider('CLAVE', async (url) => {
      calls.push(url);
      const body = url.includes('autocomplete')
        ? {
            status: 'OK',
            predictions: [
              {
                place_id: 'p1',
                description: 'Thames 1650, CABA, Argentina',
                structured_formatting: { main_text: 'Thames 1650', secondary_text: 'CABA, Argentina' },
              },
            ],
          }
        : {
            status: 'OK',
            result: {
              name: 'Thames 1650',
              formatted_address: 'Thames 1650, CABA',
              geometry: { location: { lat: -34.58, lng: -58.42 } },
            },
          };
      return { ok: true, json: async () => body };
    });
    expect(await provider.autocomplete('Thames 16')).toEqual([
      expect.objectContaining({
        place_id: 'p1',
        main_text: 'Thames 1650',
        secondary_text: 'CABA, Argentina',
      }),
    ]);
    expect(await provider.place('p1')).toMatchObject({
      place_id: 'p1',
      geometry: { location: { lat: -34.58 } },
    });
    expect(calls).toHaveLength(2);
  });
});
