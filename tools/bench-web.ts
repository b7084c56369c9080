/**
 * `npm run bench:web` (issue 8): Lighthouse 12, mobile with simulated throttling (its default config),
 * performance only, three runs per URL, medians printed as a table; then the table QR deep link measured to an
 * interactive menu in Chromium with real throttling. Not part of `npm test`; figures only, but a run fails (exit
 * 1) when a page does not end where it should.
 *
 * 1. The build (`vite build --outDir $DIST_DIR`, default dist; skipped with `--no-build`), then the real server
 *    (`server/main.ts` on that build, DATA_DIR=:memory:, KITCHEN_SPEED=0, NODE_ENV=production) on a free
 *    loopback port, ready once `/api/marca/localhost` answers (bench-web-servers.ts).
 * 2. The floor: tools/bench-floor (React 19 + XState, one machine) built into a temp dir and served like dist/.
 * 3. Routes, every one on Brasa Palermo (the demo brand's branch `brasa-palermo`):
 *    - AUTH `/auth`, a first visit (Lighthouse resets storage and cache);
 *    - BASE `/`, MENU `/menu/{branch}/{store}`, the product overlay `…/product/PAR-001` (Bife de chorizo, two
 *      required option groups) as a guest, and CHECKOUT `/checkout` as a guest with one cart line: the guest
 *      (and the line) are made through the app's own UI in the Lighthouse browser's profile before the route's
 *      first run (bench-web-profile.ts); the runs keep the storage (`disableStorageReset`) and clear the HTTP
 *      cache before each run, so every byte is fetched again;
 *    - the table-QR deep link `/?table&table_id&branch_id&store_id` (machines/rules/entry.ts): a first visit
 *      that creates a guest and lands on the branch's menu;
 *    - the floor.
 *    Every run logs the path it ended on; one that did not end on its route's path fails the bench.
 * 4. Table QR → interactive menu (bench-web-interactive.ts): Playwright, CDP network and CPU throttling, a
 *    product card visible and clickable with the main thread quiet for 500 ms; median of the runs.
 *
 * Options: `--no-build`, `--runs=N` (default 3), `--routes=a,b` (only the routes whose name contains one of
 * these words, e.g. `--routes=overlay,CHECKOUT`; the table QR → interactive step runs only with `table`),
 * `--save=DIR` (each run's Lighthouse report and trace as JSON files in DIR), `DIST_DIR` (default dist),
 * `CHROMIUM_PATH` (default /usr/bin/chromium), `BENCH_PORT` (the app's port, the floor's at +2 and Chromium's
 * debugging port at +3; default: free ports).
 */
import * as chromeLauncher from 'chrome-launcher';
import { measureTableQrInteractive, QUIET_MS } from './bench-web-interactive';
import { lighthouseOnce, type Metrics, median } from './bench-web-lighthouse';
import { addCartLineAndOpenCheckout, clearHttpCache, enterAsGuest } from './bench-web-profile';
import { cleanup, freePort, onCleanup, run, startAppServer, startFloor } from './bench-web-servers';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const ROUTES = args
  .find((a) => a.startsWith('--routes='))
  ?.split('=')[1]
  ?.split(',')
  .filter(Boolean);
const SAVE_DIR = args.find((a) => a.startsWith('--save='))?.split('=')[1];
const chosen = (name: string) => !ROUTES || ROUTES.some((word) => name.includes(word));
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIST_DIR = process.env.DIST_DIR || 'dist';
const PALERMO_STORE = 'brasa-palermo';
/** Bife de chorizo: the overlay's product with options (tests/e2e/product.spec.ts). */
const PRODUCT_SKU = 'PAR-001';
const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** What the profile holds before a route's runs: nothing (Lighthouse resets it), a guest, a guest with a line. */
type Profile = 'first-visit' | 'guest' | 'guest-cart';
interface Target {
  name: string;
  url: string;
  /** The path every run must end on. */
  expectPath: string;
  profile: Profile;
}

async function palermo(appPort: number): Promise<{ _id: string; storeId: string }> {
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
  const branch = branches.find((b) => b.storeId === PALERMO_STORE);
  if (!branch) throw new Error(`no ${PALERMO_STORE} among localhost's branches`);
  return branch;
}

async function main() {
  if (!args.includes('--no-build')) {
    log(`vite build --outDir ${DIST_DIR}`);
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR]);
  }
  // BENCH_PORT pins the ports (app, its +1, the floor at +2, Chromium's debugging port at +3); else free ones.
  const base = Number(process.env.BENCH_PORT) || 0;
  const appPort = base || (await freePort());
  const floorPort = base ? base + 2 : await freePort();
  log(`server on ${appPort} (${DIST_DIR}), floor on ${floorPort}`);
  await startAppServer(appPort, DIST_DIR);
  await startFloor(floorPort);
  const origin = `http://localhost:${appPort}`;

  const branch = await palermo(appPort);
  const menuPath = `/menu/${branch._id}/${branch.storeId}`;
  const productPath = `${menuPath}/product/${PRODUCT_SKU}`;
  const qrQuery = new URLSearchParams({
    table: '12',
    table_id: 'bench-table-12',
    branch_id: branch._id,
    store_id: branch.storeId,
  });
  const qrUrl = `${origin}/?${qrQuery}`;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    ...(base ? { port: base + 3 } : {}),
  });
  onCleanup(() => chrome.kill());

  const targets: Target[] = [
    { name: 'AUTH /auth', url: `${origin}/auth`, expectPath: '/auth', profile: 'first-visit' },
    { name: 'BASE / (guest)', url: `${origin}/`, expectPath: '/', profile: 'guest' },
    {
      name: 'MENU /menu/{branch}/{store} (guest)',
      url: `${origin}${menuPath}`,
      expectPath: menuPath,
      profile: 'guest',
    },
    {
      name: `product overlay …/product/${PRODUCT_SKU} (guest)`,
      url: `${origin}${productPath}`,
      expectPath: productPath,
      profile: 'guest',
    },
    {
      name: 'CHECKOUT /checkout (guest, 1 line)',
      url: `${origin}/checkout`,
      expectPath: '/checkout',
      profile: 'guest-cart',
    },
    { name: 'table QR /?table=…', url: qrUrl, expectPath: menuPath, profile: 'first-visit' },
    {
      name: 'floor (React + XState)',
      url: `http://localhost:${floorPort}/`,
      expectPath: '/',
      profile: 'first-visit',
    },
  ];
  const rows: Array<{ target: Target; runs: Metrics[] }> = [];
  const wrongEndings: string[] = [];
  for (const target of targets.filter((t) => chosen(t.name))) {
    // Each guest route starts from a guest of its own (entering clears the origin's storage first).
    if (target.profile !== 'first-visit') await enterAsGuest(chrome.port, origin);
    if (target.profile === 'guest-cart') await addCartLineAndOpenCheckout(chrome.port, origin, menuPath);
    const runs: Metrics[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (target.profile !== 'first-visit') await clearHttpCache(chrome.port);
      const save = SAVE_DIR && `${SAVE_DIR}/${target.name.split(' ')[0]}-${i + 1}`;
      const m = await lighthouseOnce(chrome.port, target.url, target.profile !== 'first-visit', save);
      const ended = m.finalPath === target.expectPath ? 'ended on' : 'WRONG: ended on';
      log(
        `${target.name} run ${i + 1}: score ${m.score.toFixed(0)}, LCP ${m.lcp.toFixed(0)} ms, TBT ${m.tbt.toFixed(0)} ms, ${(m.bytes / 1024).toFixed(1)} KB, ${ended} ${m.finalPath}`,
      );
      if (m.finalPath !== target.expectPath) {
        wrongEndings.push(`${target.name} run ${i + 1} ended on ${m.finalPath}, not ${target.expectPath}`);
      }
      runs.push(m);
    }
    rows.push({ target, runs });
  }
  if (wrongEndings.length)
    throw new Error(`pages did not end where they should:\n  ${wrongEndings.join('\n  ')}`);
  await chrome.kill();

  let interactive: Awaited<ReturnType<typeof measureTableQrInteractive>> = [];
  if (chosen('table')) {
    log('table QR → interactive menu (Chromium, real throttling)');
    interactive = await measureTableQrInteractive(CHROME, qrUrl, menuPath, RUNS, log);
  }

  type Figure = Exclude<keyof Metrics, 'finalPath' | 'diagnostics'>;
  const pick = (runs: Metrics[], key: Figure) => median(runs.map((r) => r[key]));
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
    .version;
  const lines = [
    `Lighthouse ${lighthouseVersion}, mobile (simulated throttling), performance only, median of ${RUNS} runs; ${new Date().toISOString()}`,
    '',
    '| route | score | FCP ms | LCP ms | CLS | TBT ms | KB transferred |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ target, runs }) =>
        `| ${target.name} | ${pick(runs, 'score').toFixed(0)} | ${pick(runs, 'fcp').toFixed(0)} | ${pick(runs, 'lcp').toFixed(0)} | ${pick(runs, 'cls').toFixed(3)} | ${pick(runs, 'tbt').toFixed(0)} | ${(pick(runs, 'bytes') / 1024).toFixed(1)} |`,
    ),
    ...(interactive.length
      ? [
          '',
          `Table QR deep link → interactive menu (Chromium, 150 ms RTT, 1.6 / 0.75 Mbps, CPU 4×, first visit; a product card visible and clickable, then no long task for ${QUIET_MS} ms), median of ${RUNS} runs; aim ≤ 2000 ms:`,
          '',
          '| figure | median ms | runs ms |',
          '|---|---|---|',
          ...(
            [
              ['app shell mounted', 'shell'],
              ['menu JSON received', 'menuJson'],
              ['first product card in the DOM (behind the splash)', 'cardInDom'],
              ['splash off (content shown)', 'splashOff'],
              ['**first clickable product card**', 'card'],
              ['**interactive menu** (then 500 ms without a long task)', 'interactive'],
            ] as const
          ).map(
            ([label, key]) =>
              `| ${label} | ${median(interactive.map((r) => r[key])).toFixed(0)} | ${interactive.map((r) => r[key].toFixed(0)).join(', ')} |`,
          ),
        ]
      : []),
    '',
    "Lighthouse's diagnostics (each route's last run):",
    '',
    ...rows.flatMap(({ target, runs }) => [
      `- ${target.name}`,
      ...(runs.at(-1)?.diagnostics ?? []).map((d) => `  - ${d}`),
    ]),
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
