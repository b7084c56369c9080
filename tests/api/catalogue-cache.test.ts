/**
 * Contracts of the catalogue fast path (docs/performance.md): the menu answer is cached as ready bytes
 * with a strong ETag (If-None-Match → 304), it never outlives its catalogue snapshot (CATALOGUE_CACHE_MS,
 * short here) and invalidateCatalogue drops it at once; orders are priced from the same snapshot; the
 * cache never weakens authorisation; a logged-out session is refused immediately.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Read when the catalogue module loads: a short cache period so expiry is testable.
const CACHE_MS = vi.hoisted(() => {
  process.env.CATALOGUE_CACHE_MS = '1000';
  return 1000;
});

import { BRANCH_IDS, STORE_IDS } from '@/server/db/seed/branches';
import { invalidateCatalogue } from '@/server/services/catalogue-cache';
import { setCatalogueClock } from '@/server/services/catalogue-snapshot';
import type { RunningServer } from '@/server/start';
import { B2C_ID, type Body, Client, loginDemo, signUp, startTestServer } from './helpers';

let server: RunningServer;
const PALERMO = STORE_IDS.palermo;
const MENU = `/api/menu/${B2C_ID}/${PALERMO}/guest`;
const SKU = 'PAR-011';
const SEED_PRICE = 2900;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await setPrice(SEED_PRICE).catch(() => {});
  invalidateCatalogue();
  delete process.env.CATALOGUE_CACHE_MS;
  await server?.close();
});

async function setPrice(price: number) {
  await server.db.query('UPDATE products SET price = $2 WHERE id_marca = $1 AND sku = $3', [
    B2C_ID,
    JSON.stringify(price),
    SKU,
  ]);
}

const priceIn = (body: Body): unknown => {
  for (const c of body.data.categories as Body[]) {
    const p = (c.products as Body[]).find((x) => x.sku === SKU);
    if (p) return p.price;
  }
  return undefined;
};

describe('menu answer: ready bytes, ETag and 304', () => {
  it('sends Content-Length, a strong ETag and private revalidation', async () => {
    const c = new Client(server.url);
    const res = await c.get(MENU);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The same bytes and ETag while the snapshot lasts.
    const again = await c.get(MENU);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.text).toBe(res.text);
  });

  it('answers 304 without a body to If-None-Match with the current ETag (weak or listed too)', async () => {
    const c = new Client(server.url);
    const { headers } = await c.get(MENU);
    const etag = headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await c.get(MENU, { headers: { 'if-none-match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.text).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await c.get(MENU, { headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('keys the answer by consume type and search (different bytes, different ETags)', async () => {
    const c = new Client(server.url);
    const plain = await c.get(MENU);
    const takeaway = await c.get(`${MENU}?consumeType=takeawaySystem`);
    const search = await c.get(`${MENU}?search=rucula`);
    const tags = new Set([plain, takeaway, search].map((r) => r.headers.etag));
    expect(tags.size).toBe(3);
    expect(search.body.data.home.products.length).toBeLessThan(plain.body.data.home.products.length);
  });
});

describe('menu cache freshness', () => {
  it('invalidateCatalogue makes the next answer (and ETag) reflect a catalogue change at once', async () => {
    const c = new Client(server.url);
    const before = await c.get(MENU);
    expect(priceIn(before.body)).toBe(SEED_PRICE);
    try {
      await setPrice(3100);
      invalidateCatalogue(B2C_ID);
      const after = await c.get(MENU);
      expect(priceIn(after.body)).toBe(3100);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The old ETag no longer validates.
      const revalidate = await c.get(MENU, { headers: { 'if-none-match': before.headers.etag as string } });
      expect(revalidate.status).toBe(200);
    } finally {
      await setPrice(SEED_PRICE);
      invalidateCatalogue(B2C_ID);
    }
  });

  it('without invalidation, an edit shows once CATALOGUE_CACHE_MS has passed, not before', async () => {
    // The caches' clock, moved by hand: no waiting, and no race with a slow machine.
    let now = Date.now();
    const restoreClock = setCatalogueClock(() => now);
    const c = new Client(server.url);
    invalidateCatalogue(B2C_ID);
    const before = await c.get(MENU);
    try {
      await setPrice(3300);
      now += CACHE_MS - 1;
      const cached = await c.get(MENU);
      expect(priceIn(cached.body)).toBe(SEED_PRICE);
      expect(cached.headers.etag).toBe(before.headers.etag);
      now += 1;
      const fresh = await c.get(MENU);
      expect(priceIn(fresh.body)).toBe(3300);
      expect(fresh.headers.etag).not.toBe(before.headers.etag);
    } finally {
      restoreClock();
      await setPrice(SEED_PRICE);
      invalidateCatalogue(B2C_ID);
    }
  });

  it('prices an order from the same snapshot the menu shows', async () => {
    const guest = new Client(server.url);
    const created = await guest.post(`/api/user/guest/${B2C_ID}`);
    const order = (total: number) => ({
      idCliente: created.body.data._id,
      idLocal: BRANCH_IDS.palermo,
      storeId: PALERMO,
      idMarca: B2C_ID,
      draftOrderId: `cache-${Date.now()}-${total}`,
      type: 'takeaway',
      horaRetiro: new Date(Date.now() + 3_600_000).toISOString(),
      orderPayment: [{ sku: SKU, quantity: 2 }],
      total,
    });
    try {
      await setPrice(3100);
      invalidateCatalogue(B2C_ID);
      expect(priceIn((await guest.get(MENU)).body)).toBe(3100);
      const old = await guest.post('/api/pedido/sendorder', order(2 * SEED_PRICE));
      expect(old.status).toBe(409);
      expect(old.body.expectedTotal).toBe(6200);
      const sent = await guest.post('/api/pedido/sendorder', order(6200));
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body.data.total).toBe(6200);
    } finally {
      await setPrice(SEED_PRICE);
      invalidateCatalogue(B2C_ID);
    }
  });
});

describe('the cache never weakens authorisation', () => {
  it('a warm answer still needs the session for a user id: 401 without, 403 for another user', async () => {
    const { client: demo, user } = await loginDemo(server.url);
    const other = await signUp(server.url);
    // Warm the cache for the price category both the guest and the demo user see.
    expect((await new Client(server.url).get(MENU)).status).toBe(200);
    expect((await demo.get(`/api/menu/${B2C_ID}/${PALERMO}/${user._id}`)).status).toBe(200);
    expect((await new Client(server.url).get(`/api/menu/${B2C_ID}/${PALERMO}/${user._id}`)).status).toBe(401);
    expect((await demo.get(`/api/menu/${B2C_ID}/${PALERMO}/${other.user._id}`)).status).toBe(403);
    expect((await demo.get(MENU)).status).toBe(200);
  });

  it('a logged-out session is refused on the same instance immediately', async () => {
    const { client, user } = await loginDemo(server.url);
    const cookie = client.cookieHeader();
    expect((await client.get(`/api/session/${B2C_ID}`)).status).toBe(200);
    expect((await client.get(`/api/menu/${B2C_ID}/${PALERMO}/${user._id}`)).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(200);
    // The old cookie, replayed.
    const replay = new Client(server.url);
    const headers = { cookie };
    expect((await replay.get(`/api/session/${B2C_ID}`, { headers })).status).toBe(401);
    expect((await replay.get(`/api/menu/${B2C_ID}/${PALERMO}/${user._id}`, { headers })).status).toBe(401);
  });
});
