/**
 * Compression (docs/performance.md "Compression"): built files go out through their precompressed
 * `.br` / `.gz` siblings by Accept-Encoding (br > gzip > identity, q=0 respected), index.html compressed
 * when rendered, API JSON of 1 KB and more compressed, the menu's compressed bytes built once per snapshot
 * and reused; Vary everywhere, immutable caching on hashed assets, Range and HEAD still answered.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_IDS } from '@/server/db/seed/branches';
import { acceptedEncodings } from '@/server/http/compression';
import { cachedBody, type ReadyBody } from '@/server/services/catalogue-cache';
import type { RunningServer } from '@/server/start';
import { B2C_ID, startTestServer } from './helpers';

let server: RunningServer;
let dist: string;
const MENU = `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest`;
const ASSET = '/assets/app-Ab12Cd34.js';
const SCRIPT = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'),
  'utf8',
);
const SMALL = '/assets/tiny-Zz99.js';
const INDEX = `<!doctype html><html><head><title>App</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the exact headers given (fetch would add Accept-Encoding and decompress). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(new URL(path, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-compression-'));
  mkdirSync(join(dist, 'assets'));
  const file = join(dist, ASSET);
  // What the build's `precompress` plugin writes (vite.config.ts): the file and its two siblings.
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT, { level: 9 }));
  writeFileSync(join(dist, SMALL), 'export {};\n');
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startTestServer({ serveStatic: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('Accept-Encoding negotiation', () => {
  it('prefers br, then gzip, by q; q=0 refuses; * stands for the rest', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
    expect(acceptedEncodings('br;q=0, gzip;q=0')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('built files', () => {
  it('sends the brotli sibling to a client that accepts br, immutable for a hashed asset', async () => {
    const res = await raw(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.body).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip sibling when br is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await raw(ASSET, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(gunzipSync(res.body).equals(SCRIPT)).toBe(true);
    }
  });

  it('sends the file itself without Accept-Encoding, or when every coding has q=0', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'identity' },
    ] as Array<Record<string, string>>) {
      const res = await raw(ASSET, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(SCRIPT)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
    }
  });

  it('sends a file without siblings (under 1 KB) as it is', async () => {
    const res = await raw(SMALL, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export {};\n');
  });

  it('answers a Range request with the identity file', async () => {
    const res = await raw(ASSET, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(SCRIPT)).toBe(true);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const res = await raw(ASSET, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.body.length).toBe(0);
  });

  it('compresses the brand-injected index.html, never cached immutably', async () => {
    const plain = await raw('/menu', { host: 'localhost' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await raw('/menu', { host: 'localhost', 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decode(res.body).equals(plain.body)).toBe(true);
    }
  });
});

describe('API JSON', () => {
  it('sends the menu br and gzip, decompressing to the identity bytes, each with its own ETag', async () => {
    const plain = await raw(MENU);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await raw(MENU, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(MENU, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const tags = new Set([plain, br, gz].map((r) => r.headers.etag));
    expect(tags.size).toBe(3);
  });

  it('builds the menu compressed once per snapshot and sends the same bytes on every request', async () => {
    const first = await raw(MENU, { 'accept-encoding': 'br' });
    const key = `menu|${B2C_ID}|${STORE_IDS.palermo}|default||`;
    const ready = cachedBody(key, B2C_ID) as ReadyBody;
    expect(ready).toBeDefined();
    expect(ready).not.toBeInstanceOf(Promise);
    const bytes = ready.encoded.br.body;
    for (let i = 0; i < 3; i++) {
      const again = await raw(MENU, { 'accept-encoding': 'br' });
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.body.equals(bytes)).toBe(true);
    }
    // The same cached answer, the same Buffer: nothing was compressed for those requests.
    const after = cachedBody(key, B2C_ID) as ReadyBody;
    expect(after).toBe(ready);
    expect(after.encoded.br.body).toBe(bytes);
  });

  it('answers 304 to If-None-Match with the compressed answer’s ETag', async () => {
    const br = await raw(MENU, { 'accept-encoding': 'br' });
    const etag = br.headers.etag as string;
    const res = await raw(MENU, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers.vary).toBe('Accept-Encoding');
    // The identity tag does not validate the br bytes (they are another representation).
    const plainTag = (await raw(MENU)).headers.etag as string;
    expect((await raw(MENU, { 'accept-encoding': 'br', 'if-none-match': plainTag })).status).toBe(200);
    expect((await raw(MENU, { 'if-none-match': plainTag })).status).toBe(304);
  });

  it('compresses other JSON answers of 1 KB and more, leaves small answers and errors as they are', async () => {
    const path = `/api/menu/activecategories/${B2C_ID}/${STORE_IDS.palermo}`;
    const plain = await raw(path);
    const gz = await raw(path, { 'accept-encoding': 'gzip' });
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);

    const small = await raw(`/api/menu/product/${B2C_ID}/${STORE_IDS.palermo}/PAR-011`, {
      'accept-encoding': 'br',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(small.body.toString()).status).toBe('success');

    const missing = await raw('/api/no-such-route', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString()).status).toBe('error');
  });
});
