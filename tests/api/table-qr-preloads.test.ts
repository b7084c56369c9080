import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { VITE_MANIFEST_FILE, type ViteManifest } from '@/server/static/route-preloads';
import { B2C_ID, Client, DEMO_USER_ID, loginDemo, startTestServer } from './helpers';

/**
 * The table-QR deep link's HTML starts the menu's data and code before the app's script runs (ordering.md §4
 * "Table QR entry"; server/static/route-preloads.ts; docs/performance.md "Table QR: the critical path"). The
 * preloads must be the app's exact calls (URL, `crossorigin="use-credentials"` for its `credentials: 'include'`):
 * tests/e2e/table-qr-preloads.spec.ts checks in Chromium that the app's calls are answered from them.
 */

const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const QR = `/?table=12&table_id=t-12&branch_id=${PALERMO.id}&store_id=${PALERMO.storeId}`;
const BRANCH_URL = `/api/local/${B2C_ID}/${PALERMO.storeId}`;
const menuUrl = (viewer: string) => `/api/menu/${B2C_ID}/${PALERMO.storeId}/${viewer}`;

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>App</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-R.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css"></head><body><div id="root"></div></body></html>`;

/** The shape of Vite's manifest for the parts the server reads (names as the real build's). */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-R.js'],
    css: ['assets/index-C.css'],
  },
  '_react-R.js': { file: 'assets/react-R.js', name: 'react' },
  'src/app/route-groups/menu-screens.ts': {
    file: 'assets/menu-screens-M.js',
    src: 'src/app/route-groups/menu-screens.ts',
    imports: ['index.html', '_react-R.js', '_catalogue.machine-K.js', '_cart-flow-F.js'],
    css: ['assets/menu-screens-S.css'],
  },
  '_catalogue.machine-K.js': { file: 'assets/catalogue.machine-K.js', name: 'catalogue.machine' },
  '_cart-flow-F.js': { file: 'assets/cart-flow-F.js', name: 'cart-flow', imports: ['index.html'] },
  '_normalise-catalogue-N.js': { file: 'assets/normalise-catalogue-N.js', name: 'normalise-catalogue' },
  'src/app/route-groups/base-screens.ts': { file: 'assets/base-screens-B.js' },
};

let server: RunningServer;
const dist = mkdtempSync(join(tmpdir(), 'dist-qr-'));
writeFileSync(join(dist, 'index.html'), INDEX);
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, VITE_MANIFEST_FILE), JSON.stringify(MANIFEST));

beforeAll(async () => {
  server = await startTestServer({ serveStatic: dist });
});
afterAll(() => server?.close());

const page = (client: Client, path: string, host = 'localhost') =>
  client.get(path, { headers: { host, accept: 'text/html' } });

/** Every `<link>` of the page as its attributes (a bare attribute reads ''). */
const linksOf = (html: string) =>
  [...html.matchAll(/<link\s([^>]*?)\s*\/?>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']),
    ),
  );
/** The `<link rel="preload" as="fetch">` tags, in order: their URL and crossorigin. */
const fetchPreloads = (html: string) =>
  linksOf(html)
    .filter((link) => link.rel === 'preload' && link.as === 'fetch')
    .map(({ href, crossorigin }) => ({ crossorigin, href }));
const modulePreloads = (html: string) =>
  linksOf(html)
    .filter((link) => link.rel === 'modulepreload')
    .map((link) => link.href);

describe('the HTML of a table-QR deep link', () => {
  it('preloads the branch and the guest menu with credentials, in the head, when nobody is signed in', async () => {
    const res = await page(new Client(server.url), QR);
    expect(res.status).toBe(200);
    expect(fetchPreloads(res.text)).toEqual([
      { crossorigin: 'use-credentials', href: BRANCH_URL },
      { crossorigin: 'use-credentials', href: menuUrl('guest') },
    ]);
    expect(res.text.indexOf(BRANCH_URL)).toBeLessThan(res.text.indexOf('</head>'));
  });

  it("asks for the added preloads at low priority, after the first screen's scripts, and its stylesheet first", async () => {
    const { text } = await page(new Client(server.url), QR);
    const added = linksOf(text).filter(
      (link) =>
        (link.rel === 'preload' || link.rel === 'modulepreload') &&
        !['/assets/react-R.js', '/assets/index-C.css'].includes(link.href),
    );
    expect(added).toHaveLength(7);
    for (const link of added) expect(link.fetchpriority, link.href).toBe('low');
    expect(text.indexOf(BRANCH_URL)).toBeGreaterThan(text.indexOf('/assets/react-R.js'));
    // The first screen's stylesheet (`media="print"` until loaded, asked for last) is preloaded at its own
    // priority, ahead of the low ones: the app renders only once it applies.
    const sheet = '<link rel="preload" as="style" crossorigin href="/assets/index-C.css">';
    expect(text).toContain(sheet);
    expect(text.indexOf(sheet)).toBeLessThan(text.indexOf(BRANCH_URL));
  });

  it("preloads the menu route's chunks and stylesheet, not the first screen's again nor another route's", async () => {
    const { text } = await page(new Client(server.url), QR);
    expect(modulePreloads(text)).toEqual([
      '/assets/react-R.js',
      '/assets/catalogue.machine-K.js',
      '/assets/cart-flow-F.js',
      '/assets/menu-screens-M.js',
      '/assets/normalise-catalogue-N.js',
    ]);
    expect(linksOf(text)).toContainEqual({
      rel: 'preload',
      as: 'style',
      crossorigin: '',
      fetchpriority: 'low',
      href: '/assets/menu-screens-S.css',
    });
    expect(text).not.toContain('base-screens');
    expect(text.match(/index-A\.js/g)).toHaveLength(1);
  });

  it('answers, at each preloaded URL, what the app gets from it: 200 with the branch and the menu', async () => {
    const client = new Client(server.url);
    const [branch, menu] = fetchPreloads((await page(client, QR)).text).map((p) => p.href);
    const branchRes = await client.get(branch);
    expect(branchRes.status).toBe(200);
    expect(branchRes.body.data[0]).toMatchObject({ id: PALERMO.id, storeId: PALERMO.storeId });
    const menuRes = await client.get(menu);
    expect(menuRes.status).toBe(200);
    expect(menuRes.body.data.categories.length).toBeGreaterThan(0);
  });

  it("asks for a guest's menu as 'guest' and a registered diner's under their own id", async () => {
    const guest = new Client(server.url);
    expect((await guest.post(`/api/user/guest/${B2C_ID}`)).status).toBe(200);
    expect(fetchPreloads((await page(guest, QR)).text)[1]?.href).toBe(menuUrl('guest'));
    const { client: registered } = await loginDemo(server.url);
    expect(fetchPreloads((await page(registered, QR)).text)[1]?.href).toBe(menuUrl(DEMO_USER_ID));
  });

  it('preloads no menu for a branch the brand does not have (the app stops at the branch call)', async () => {
    const { text } = await page(
      new Client(server.url),
      '/?table=12&table_id=t-12&branch_id=branch-7&store_id=store-3',
    );
    expect(fetchPreloads(text)).toEqual([
      { crossorigin: 'use-credentials', href: `/api/local/${B2C_ID}/store-3` },
    ]);
    // A QR whose branch_id is another branch than its store's: no menu either.
    const mixed = await page(
      new Client(server.url),
      `/?table=12&table_id=t-12&branch_id=64b7f0a1c2d3e4f510000002&store_id=${PALERMO.storeId}`,
    );
    expect(fetchPreloads(mixed.text).map((p) => p.href)).toEqual([BRANCH_URL]);
  });

  it('preloads nothing without all four QR parameters, on another path of the app, or on a b2b brand without a session', async () => {
    const client = new Client(server.url);
    for (const path of [
      `/?table=12&branch_id=${PALERMO.id}&store_id=${PALERMO.storeId}`,
      `/?table=12&table_id=&branch_id=${PALERMO.id}&store_id=${PALERMO.storeId}`,
      '/',
      `/menu/${PALERMO.id}/${PALERMO.storeId}`,
    ]) {
      const { text } = await page(client, path);
      expect(text, path).toContain('window.brandData');
      expect(fetchPreloads(text), path).toEqual([]);
      expect(modulePreloads(text), path).toEqual(['/assets/react-R.js']);
    }
    // A b2b brand shows AUTH to a visitor without a session (no guests): the menu is not opened.
    const b2b = await page(
      client,
      '/?table=1&table_id=t-1&branch_id=x&store_id=delplata-avellaneda',
      'b2b.localhost',
    );
    expect(b2b.text).toContain('window.brandData');
    expect(fetchPreloads(b2b.text)).toEqual([]);
  });
});
