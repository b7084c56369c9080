/**
 * The brand-row cache of the order path (findBrandByIdCached, docs/performance.md "Order send"):
 * one query per brand per BRAND_CACHE_MS, an edit shows after invalidateBrandCache or
 * invalidateCatalogue at once and after the period by itself, an unknown id is never kept, and each
 * database has its own entries. The same for a host's brand (findBrandByDomainCached), which the page's
 * splash and brand data are rendered from (issue 8). Runs on a copy of the demo brand, so no other test sees the edits.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Read when the brands module loads. Long, so a slow machine never sees it end by itself; the expiry
// is tested by moving the clock (Date.now) past it.
const CACHE_MS = vi.hoisted(() => {
  process.env.BRAND_CACHE_MS = '60000';
  return 60_000;
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '@/server/db/db';
import { findBrandByDomainCached, findBrandByIdCached, invalidateBrandCache } from '@/server/services/brands';
import { invalidateCatalogue } from '@/server/services/catalogue-cache';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, startTestServer } from './helpers';

let server: RunningServer;
const COPY_ID = `bc${Date.now().toString(16).padStart(22, '0')}`.slice(0, 24);

/** The server's database, counting the brand reads made through it. */
function counting(db: Queryable) {
  let reads = 0;
  const wrapped: Queryable = {
    query(sql, params) {
      if (/FROM brands/.test(sql)) reads += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { db: wrapped, reads: () => reads };
}

const rename = (name: string) =>
  server.db.query('UPDATE brands SET app_name = $2 WHERE id = $1', [COPY_ID, name]);

const dist = mkdtempSync(join(tmpdir(), 'dist-brand-cache-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>App</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
const COPY_HOST = () => `${COPY_ID}.brand-cache.test`;

beforeAll(async () => {
  server = await startTestServer({ serveStatic: dist });
  await server.db.query(
    `INSERT INTO brands SELECT (jsonb_populate_record(NULL::brands, to_jsonb(b) ||
       jsonb_build_object('id', $2::text, 'domain', $3::text, 'aliases', '[]'::jsonb, 'app_name', 'Copia'))).*
     FROM brands b WHERE b.id = $1`,
    [B2C_ID, COPY_ID, `${COPY_ID}.brand-cache.test`],
  );
});
afterAll(async () => {
  await server?.db.query('DELETE FROM brands WHERE id = $1', [COPY_ID]).catch(() => {});
  invalidateBrandCache();
  delete process.env.BRAND_CACHE_MS;
  await server?.close();
});

describe('findBrandByIdCached', () => {
  it('reads a brand once per period, concurrent misses included', async () => {
    invalidateBrandCache(COPY_ID);
    const { db, reads } = counting(server.db);
    const rows = await Promise.all([findBrandByIdCached(db, COPY_ID), findBrandByIdCached(db, COPY_ID)]);
    expect(rows.map((r) => r?.app_name)).toEqual(['Copia', 'Copia']);
    expect((await findBrandByIdCached(db, COPY_ID))?.id).toBe(COPY_ID);
    expect(reads()).toBe(1);
  });

  it('shows an edit after invalidateBrandCache(id), after invalidateCatalogue, and after the period', async () => {
    const { db, reads } = counting(server.db);
    invalidateBrandCache(COPY_ID);
    expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia');
    await rename('Copia 2');
    // Within the period the kept row answers (that is the cache) …
    expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia');
    // … until this brand is invalidated,
    invalidateBrandCache(COPY_ID);
    expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia 2');
    // or every brand (no id), or the catalogue (the same call the catalogue's editors make),
    await rename('Copia 3');
    invalidateBrandCache();
    expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia 3');
    await rename('Copia 4');
    invalidateCatalogue(COPY_ID);
    expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia 4');
    // or the period ends.
    await rename('Copia 5');
    expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia 4');
    const later = Date.now() + CACHE_MS + 1;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await findBrandByIdCached(db, COPY_ID))?.app_name).toBe('Copia 5');
    } finally {
      clock.mockRestore();
    }
    expect(reads()).toBe(5);
  });

  it("invalidating one brand keeps the others' rows", async () => {
    const { db, reads } = counting(server.db);
    invalidateBrandCache();
    await findBrandByIdCached(db, B2C_ID);
    await findBrandByIdCached(db, COPY_ID);
    invalidateBrandCache(COPY_ID);
    await findBrandByIdCached(db, B2C_ID);
    await findBrandByIdCached(db, COPY_ID);
    expect(reads()).toBe(3);
  });

  it('never keeps an unknown id: a brand created later is found at once', async () => {
    const { db, reads } = counting(server.db);
    const id = `${COPY_ID.slice(0, 20)}ffff`;
    expect(await findBrandByIdCached(db, id)).toBeNull();
    expect(await findBrandByIdCached(db, id)).toBeNull();
    expect(reads()).toBe(2);
  });

  it('keeps entries per database: another database object reads its own row', async () => {
    invalidateBrandCache(COPY_ID);
    const a = counting(server.db);
    const b = counting(server.db);
    await findBrandByIdCached(a.db, COPY_ID);
    await findBrandByIdCached(b.db, COPY_ID);
    expect([a.reads(), b.reads()]).toEqual([1, 1]);
  });
});

describe('findBrandByDomainCached (the page splash and calls found by their host)', () => {
  it('reads a host once per period; the port, the case and concurrent misses share the entry', async () => {
    await rename('Copia');
    invalidateBrandCache();
    const { db, reads } = counting(server.db);
    const rows = await Promise.all([
      findBrandByDomainCached(db, COPY_HOST()),
      findBrandByDomainCached(db, `${COPY_HOST().toUpperCase()}:8080`),
    ]);
    expect(rows.map((r) => r?.id)).toEqual([COPY_ID, COPY_ID]);
    expect((await findBrandByDomainCached(db, COPY_HOST()))?.app_name).toBe('Copia');
    expect(reads()).toBe(1);
  });

  it('never keeps an unknown host, and an empty one asks nothing', async () => {
    const { db, reads } = counting(server.db);
    expect(await findBrandByDomainCached(db, 'nadie.brand-cache.test')).toBeNull();
    expect(await findBrandByDomainCached(db, 'nadie.brand-cache.test')).toBeNull();
    expect(await findBrandByDomainCached(db, '')).toBeNull();
    expect(reads()).toBe(2);
  });

  it("shows an edit after any brand's invalidation and after the period", async () => {
    const { db, reads } = counting(server.db);
    invalidateBrandCache();
    await rename('Copia');
    expect((await findBrandByDomainCached(db, COPY_HOST()))?.app_name).toBe('Copia');
    await rename('Copia B');
    expect((await findBrandByDomainCached(db, COPY_HOST()))?.app_name).toBe('Copia');
    // An edit may move a domain between brands, so invalidating any one brand drops every host's entry.
    invalidateBrandCache(B2C_ID);
    expect((await findBrandByDomainCached(db, COPY_HOST()))?.app_name).toBe('Copia B');
    await rename('Copia C');
    const later = Date.now() + CACHE_MS + 1;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await findBrandByDomainCached(db, COPY_HOST()))?.app_name).toBe('Copia C');
    } finally {
      clock.mockRestore();
    }
    expect(reads()).toBe(3);
  });

  it("the page's splash and brand data come from the cache, and an edit shows once invalidated", async () => {
    const client = new Client(server.url);
    const page = () => client.get('/', { headers: { host: COPY_HOST(), accept: 'text/html' } });
    invalidateBrandCache();
    await rename('Copia Página');
    expect((await page()).text).toContain('"Copia Página"');
    await rename('Copia Página 2');
    const kept = (await page()).text;
    expect(kept).toContain('id="splash-html"');
    expect(kept).toContain('"Copia Página"');
    invalidateCatalogue(COPY_ID);
    expect((await page()).text).toContain('"Copia Página 2"');
  });
});
