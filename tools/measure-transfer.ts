/**
 * `npx tsx tools/measure-transfer.ts` (after `npm run build`): the bytes a cold first screen transfers.
 * Starts the server with the built app (embedded database), opens `/` in Chromium (CHROMIUM_PATH, else
 * Debian's /usr/bin/chromium) to learn which HTML, scripts and stylesheets the first screen loads, then fetches each
 * of them again with node:http, counting the body bytes on the wire, once with no Accept-Encoding
 * (identity) and once with `Accept-Encoding: gzip, deflate, br` (what a browser sends). The same for the
 * menu JSON of the demo brand's Palermo branch. Prints a markdown table (docs/performance.md,
 * "Compression").
 */
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import { STORE_IDS } from '../server/db/seed/branches';
import { B2C_ID, startTestServer } from '../tests/api/helpers';

const BROWSER_ENCODING = 'gzip, deflate, br';

function wireBytes(url: string, acceptEncoding?: string) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () =>
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const server = await startTestServer({ serveStatic: 'dist' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const urls = new Map<string, string>();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type)) urls.set(res.url(), type);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const rows: Array<{ name: string; identity: number; encoded: number; encoding: string }> = [];
    for (const [url, type] of urls) {
      const identity = await wireBytes(url);
      const encoded = await wireBytes(url, BROWSER_ENCODING);
      rows.push({
        name: `${type} ${new URL(url).pathname}`,
        identity: identity.bytes,
        encoded: encoded.bytes,
        encoding: encoded.encoding,
      });
    }
    const total = rows.reduce(
      (t, r) => ({ identity: t.identity + r.identity, encoded: t.encoded + r.encoded }),
      {
        identity: 0,
        encoded: 0,
      },
    );
    const menuUrl = `${server.url}/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest`;
    const menuIdentity = await wireBytes(menuUrl);
    const menuEncoded = await wireBytes(menuUrl, BROWSER_ENCODING);
    console.log(`| resource | identity KB | with \`${BROWSER_ENCODING}\` KB | encoding |`);
    console.log('|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${kb(r.identity)} | ${kb(r.encoded)} | ${r.encoding} |`);
    console.log(
      `| **first screen, ${rows.length} files** | **${kb(total.identity)}** | **${kb(total.encoded)}** | |`,
    );
    console.log(
      `| menu JSON (GET /api/menu/…/guest) | ${kb(menuIdentity.bytes)} | ${kb(menuEncoded.bytes)} | ${menuEncoded.encoding} |`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
