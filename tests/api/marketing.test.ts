import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_IDS } from '@/server/db/seed/branches';
import type { RunningServer } from '@/server/start';
import { B2B_ID, B2C_ID, type Body, Client, loginDemo, signUp, startTestServer, UNKNOWN_ID } from './helpers';

let server: RunningServer;
let client: Client;
const PALERMO = STORE_IDS.palermo;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server?.close());

describe('GET /api/marketing/storie/:brandId/:storeId/:userId', () => {
  it("answers brand-wide and the branch's own stories for a guest, newest first", async () => {
    const res = await client.get(`/api/marketing/storie/${B2C_ID}/${PALERMO}/guest`);
    expect(res.status).toBe(200);
    const stories: Body[] = res.body.data;
    const names = stories.map((s) => s.name);
    expect(names).toContain('Terraza abierta en Palermo');
    expect(names).toContain('Nueva carta de invierno');
    expect(names).toContain('Registrate y ganá 10 % en puntos');
    expect(names).not.toContain('Sumá puntos en cada pedido');
    expect(names).not.toContain('Delivery en Belgrano y Núñez');
    const dates = stories.map((s) => Date.parse(s.schedule));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const s of stories) {
      expect(s._id).toMatch(/^[0-9a-f]{24}$/);
      expect(s.image).toMatch(/^\/static\/catalogue\/story\/.+\.svg$/);
      expect(typeof s.user).toBe('string');
      expect(['todos', 'invitados']).toContain(s.publicDestinated.value);
      expect('nameButton' in s && 'linkButton' in s).toBe(true);
    }
    expect(stories.find((s) => s.name === 'Terraza abierta en Palermo')).toMatchObject({
      nameButton: 'Reservar mesa',
      linkButton: '/menu',
      user: 'Brasa Palermo Soho',
    });
  });

  it('shows registered users the registered-only stories instead of the guest ones', async () => {
    const { client: demo, user } = await loginDemo(server.url);
    const names = (await demo.get(`/api/marketing/storie/${B2C_ID}/${PALERMO}/${user._id}`)).body.data.map(
      (s: Body) => s.name,
    );
    expect(names).toContain('Sumá puntos en cada pedido');
    expect(names).not.toContain('Registrate y ganá 10 % en puntos');
  });

  it("refuses another user's id (403) and a user id without a session (401)", async () => {
    const { client: demo, user } = await loginDemo(server.url);
    const other = await signUp(server.url);
    expect((await demo.get(`/api/marketing/storie/${B2C_ID}/${PALERMO}/${other.user._id}`)).status).toBe(403);
    expect((await client.get(`/api/marketing/storie/${B2C_ID}/${PALERMO}/${user._id}`)).status).toBe(401);
    expect((await client.get(`/api/marketing/storie/${UNKNOWN_ID}/${PALERMO}/guest`)).status).toBe(404);
    expect((await client.get(`/api/marketing/storie/${B2B_ID}/${PALERMO}/guest`)).status).toBe(404);
  });
});

describe('GET /api/marketing/banner/:brandId/:storeId/:userId', () => {
  it('answers {_id, name, image, publicDestinated} with the branch banners first', async () => {
    const res = await client.get(`/api/marketing/banner/${B2C_ID}/${STORE_IDS.belgrano}/guest`);
    expect(res.status).toBe(200);
    const banners: Body[] = res.body.data;
    expect(banners[0].name).toBe('Happy hour de pintas en Belgrano');
    expect(banners.map((b) => b.name)).not.toContain('Parrillada para dos en Palermo');
    for (const b of banners) {
      expect(b).toMatchObject({
        _id: expect.any(String),
        name: expect.any(String),
        image: expect.any(String),
      });
      expect(typeof b.publicDestinated.value).toBe('string');
    }
    const image = await client.get(banners[0].image);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.text).toContain('aria-label="Happy hour de pintas en belgrano"');
  });

  it('has banners for the b2b brand too', async () => {
    const res = await client.get(`/api/marketing/banner/${B2B_ID}/${STORE_IDS.b2bUrquiza}/guest`);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /static/catalogue/:theme/:file', () => {
  it('draws SVG pictures and 404s bad names', async () => {
    const ok = await client.get('/static/catalogue/parrilla/bife-de-chorizo.svg');
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/^<svg /);
    expect(ok.text).toContain('Bife de chorizo');
    expect((await client.get('/static/catalogue/parrilla/bife.png')).status).toBe(404);
    expect((await client.get('/static/catalogue/PAR/%3Cscript%3E.svg')).status).toBe(404);
  });
});
