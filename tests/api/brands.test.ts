import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';
import type { RunningServer } from '@/server/start';
import { injectBrand } from '@/server/static/spa';
import { B2B_ID, B2C_ID, Client, startTestServer } from './helpers';

let server: RunningServer;
let client: Client;
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>App</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"app"}');

beforeAll(async () => {
  server = await startTestServer({ serveStatic: dist });
  client = new Client(server.url);
});
afterAll(() => server?.close());

const colorNames = [
  'primary',
  'primaryContrast',
  'secondary',
  'background',
  'surface',
  'text',
  'textMuted',
  'success',
  'warning',
  'error',
];

describe('GET /api/marca/:domain', () => {
  it('answers the b2c demo brand for localhost with every field the app reads', async () => {
    const res = await client.get('/api/marca/localhost');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const brand = res.body.data;
    expect(brand).toMatchObject({
      _id: B2C_ID,
      domain: 'localhost',
      businessType: 'b2c',
      multipleMenu: expect.any(Boolean),
      headerLogo: `/static/brands/${B2C_ID}/logo.svg`,
      appBackground: `/static/brands/${B2C_ID}/background.svg`,
      socialLoginProvider: 'Google',
      paymentProviderName: 'Mercado Pago',
      showVatDisclaimer: false,
      nativeAppPrompt: true,
      percentagePoints: 10,
    });
    expect(brand.appName.length).toBeGreaterThan(3);
    expect(brand.termsAndConditions).toMatch(/Términos/);
    expect(brand.privacyPolicy).toMatch(/privacidad/);
    expect(brand.colors.map((c: { name: string }) => c.name)).toEqual(colorNames);
    for (const key of ['porcentajeMarca', 'porcentajeUsuario', 'minimoGratis', 'minimoCompra']) {
      expect(typeof brand.deliveryCondiciones[key]).toBe('number');
    }
    expect(typeof brand.deliveryCondiciones._id).toBe('string');
  });

  it('answers the b2b brand for b2b.localhost, ignoring a port', async () => {
    const res = await client.get('/api/marca/b2b.localhost:8080');
    expect(res.body.data).toMatchObject({ _id: B2B_ID, businessType: 'b2b', showVatDisclaimer: true });
  });

  it('answers 404 with a message for an unknown domain', async () => {
    const res = await client.get('/api/marca/desconocida.com.ar');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
  });
});

describe('brand images', () => {
  it('serves the logo and background as SVG', async () => {
    for (const file of ['logo.svg', 'background.svg']) {
      const res = await client.get(`/static/brands/${B2C_ID}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.text).toMatch(/^<svg/);
    }
    expect((await client.get(`/static/brands/${B2C_ID}/other.svg`)).status).toBe(404);
    expect((await client.get('/static/brands/ffffffffffffffffffffffff/logo.svg')).status).toBe(404);
  });
});

describe('serving the built app', () => {
  it('injects the brand of the Host before the first script, for any SPA path', async () => {
    const res = await client.get('/perfil/ordenes', {
      headers: { host: 'b2b.localhost:8080', accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const at = res.text.indexOf('<script>window.brandData = ');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(res.text.indexOf('<script type="module"'));
    const json = res.text.slice(
      at + '<script>window.brandData = '.length,
      res.text.indexOf(';</script>', at),
    );
    expect(JSON.parse(json)._id).toBe(B2B_ID);
  });

  it('does not inject for an unknown domain and serves files as they are', async () => {
    const res = await client.get('/', { headers: { host: 'otra.com' } });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('window.brandData');
    const manifest = await client.get('/manifest.webmanifest');
    expect(manifest.body).toEqual({ name: 'app' });
    expect((await client.get('/no-existe.js')).status).toBe(404);
    expect((await client.get('/../package.json')).status).not.toBe(200);
  });

  it('escapes brand text so it cannot close the script', () => {
    const html = injectBrand('<html><head><script src="a.js"></script></head></html>', {
      appName: '</script><script>alert(1)</script><!--',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
    expect(html).not.toContain('<!--');
  });

  it('leaves /api to the API', async () => {
    const res = await client.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', message: 'Ruta no encontrada' });
  });
});

describe('migrations and seeding', () => {
  it('records migrations and runs again without changes (idempotent, under the lock)', async () => {
    const applied = await migrate(server.db, async (db) => {
      expect(await seed(db)).toEqual([]);
    });
    expect(applied).toEqual([]);
    const { rows } = await server.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows[0].version).toBe('0001_accounts');
    const brands = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM brands WHERE id = ANY($1)',
      [[B2C_ID, B2B_ID]],
    );
    expect(brands.rows[0].n).toBe(2);
  });
});
