/**
 * `npm run bench:web` (issue 8): Lighthouse 12, mobile with simulated throttling (its default config),
 * performance only, three runs per URL, medians printed as a table. Not part of `npm test`; no assertions.
 *
 * 1. `npm run build` (skipped with `--no-build`), then the real server (`server/main.ts`, DATA_DIR=:memory:,
 *    KITCHEN_SPEED=0, NODE_ENV=production) on a free loopback port, ready once `/api/marca/localhost` answers.
 * 2. The floor: tools/bench-floor (React 19 + XState, one machine) built with the project's Vite into a temp
 *    dir and served by a node:http static server (brotli/gzip like the app's precompressed files).
 * 3. Routes: AUTH (`/auth`, a first visit), BASE (`/` as a guest: the guest is created through the app's own
 *    "explore as guest" button, then Lighthouse runs with its storage reset off and the HTTP cache cleared
 *    before each run, so the cookie and IndexedDB `persist:root` stay and every byte is fetched again), the
 *    table-QR deep link (`/?table&table_id&branch_id&store_id`, machines/rules/entry.ts: a first visit that
 *    creates a guest and lands on the branch menu) and the floor.
 *
 * Options: `--no-build`, `--runs=N` (default 3), `CHROMIUM_PATH` (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);

const cleanups: Array<() => unknown> = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch {
      // best effort
    }
  }
  cleanups.length = 0;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createNetServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

function run(cmd: string, cmdArgs: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: ['ignore', process.stderr, 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? ok() : fail(new Error(`${cmd} ${cmdArgs.join(' ')}: exit ${code}`)),
    );
  });
}

async function startAppServer(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      KITCHEN_SPEED: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/marca/localhost`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready after 60 s');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Builds tools/bench-floor into a temp dir and serves it (brotli or gzip when accepted, like dist/). */
async function startFloor(port: number): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
  await build({
    root: join(ROOT, 'tools/bench-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const files = new Map<string, { raw: Buffer; br: Buffer; gz: Buffer; type: string }>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const raw = readFileSync(path);
        const key = `/${normalize(path.slice(outDir.length + 1)).replaceAll('\\', '/')}`;
        const type = TYPES[extname(name)] ?? 'application/octet-stream';
        files.set(key, { raw, br: brotliCompressSync(raw), gz: gzipSync(raw), type });
      }
    }
  };
  walk(outDir);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = files.get(path) ?? files.get('/index.html')!;
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [body, coding] = accept.includes('br')
      ? [file.br, 'br']
      : accept.includes('gzip')
        ? [file.gz, 'gzip']
        : [file.raw, null];
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(coding ? { 'content-encoding': coding, vary: 'accept-encoding' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  cleanups.push(() => new Promise((ok) => server.close(ok)));
}

interface Metrics {
  finalPath: string;
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
}

async function lighthouseOnce(port: number, url: string, keepStorage: boolean): Promise<Metrics> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Opens /auth in the browser and enters as a guest with the app's own button (cookie + IndexedDB). */
async function enterAsGuest(chromePort: number, origin: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/auth`, { waitUntil: 'networkidle0' });
    // The splash covers the screen for about 3 s: keep pressing the button until the guest is saved.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const state = await page.evaluate(
        () =>
          new Promise<string>((ok) => {
            const button = [...document.querySelectorAll('button')].find((b) =>
              /^(Explorar sin beneficios|Continue as guest)$/.test(b.textContent?.trim() ?? ''),
            );
            const open = indexedDB.open('keyval-store');
            open.onerror = () => ok('no-db');
            open.onsuccess = () => {
              try {
                const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
                read.onsuccess = () => {
                  if (read.result?.user?.typeUser === 'guest' && location.pathname === '/') ok('guest');
                  else {
                    button?.click();
                    ok(button ? 'clicked' : 'no-button');
                  }
                };
                read.onerror = () => ok('no-read');
              } catch {
                button?.click();
                ok(button ? 'clicked' : 'no-store');
              }
            };
          }),
      );
      if (state === 'guest') break;
      if (Date.now() > deadline) throw new Error(`could not enter as a guest (last state: ${state})`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function clearHttpCache(chromePort: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    log('npm run build');
    await run('npm', ['run', 'build']);
  }
  const appPort = await freePort();
  const floorPort = await freePort();
  log(`server on ${appPort}, floor on ${floorPort}`);
  await startAppServer(appPort);
  await startFloor(floorPort);
  const origin = `http://localhost:${appPort}`;

  const brand = (await (await fetch(`http://127.0.0.1:${appPort}/api/marca/localhost`)).json()).data;
  const branches = (
    await (
      await fetch(`http://127.0.0.1:${appPort}/api/local/all`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idMarca: brand._id }),
      })
    ).json()
  ).data as Array<{ _id: string; storeId: string }>;
  const branch = branches[0]!;
  const qrQuery = new URLSearchParams({
    table: '12',
    table_id: 'bench-table-12',
    branch_id: branch._id,
    store_id: branch.storeId,
  });

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  cleanups.push(() => chrome.kill());

  type Target = { name: string; url: string; guest?: boolean };
  const targets: Target[] = [
    { name: 'AUTH /auth', url: `${origin}/auth` },
    { name: 'BASE / (guest)', url: `${origin}/`, guest: true },
    { name: 'table QR /?table=…', url: `${origin}/?${qrQuery}` },
    { name: 'floor (React + XState)', url: `http://localhost:${floorPort}/` },
  ];
  const rows: Array<{ target: Target; runs: Metrics[] }> = [];
  for (const target of targets) {
    const runs: Metrics[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (target.guest) {
        if (i === 0) await enterAsGuest(chrome.port, origin);
        await clearHttpCache(chrome.port);
      }
      const m = await lighthouseOnce(chrome.port, target.url, Boolean(target.guest));
      log(
        `${target.name} run ${i + 1}: score ${m.score.toFixed(0)}, LCP ${m.lcp.toFixed(0)} ms, ${(m.bytes / 1024).toFixed(1)} KB, ended on ${m.finalPath}`,
      );
      runs.push(m);
    }
    rows.push({ target, runs });
  }

  const pick = (runs: Metrics[], key: Exclude<keyof Metrics, 'finalPath'>) => median(runs.map((r) => r[key]));
  const lines = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated throttling), performance only, median of ${RUNS} runs; ${new Date().toISOString()}`,
    '',
    '| route | score | FCP ms | LCP ms | CLS | TBT ms | KB transferred |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ target, runs }) =>
        `| ${target.name} | ${pick(runs, 'score').toFixed(0)} | ${pick(runs, 'fcp').toFixed(0)} | ${pick(runs, 'lcp').toFixed(0)} | ${pick(runs, 'cls').toFixed(3)} | ${pick(runs, 'tbt').toFixed(0)} | ${(pick(runs, 'bytes') / 1024).toFixed(1)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

try {
  await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
