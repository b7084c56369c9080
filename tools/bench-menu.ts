/**
 * `npm run bench:menu` (issue 11): the menu at scale. Not part of `npm test`; no assertions, figures only.
 *
 * 1. `npm run build` (skipped with `--no-build`; `DIST_DIR` picks another build folder), then the real server
 *    (DATA_DIR=:memory:, NODE_ENV=production) on a free loopback port. The seed's third brand,
 *    `grande.localhost` (server/db/seed/grande.ts), has one branch with 2,000 products in 40 categories.
 * 2. Chromium (Debian's, `CHROMIUM_PATH`) at 390 × 844 with 4× CPU throttling (CDP), as a guest created through
 *    the app's own "explore as guest" button.
 * 3. Figures, each over `--runs=N` (default 3) loads, medians and worst printed:
 *    - cold load → interactive menu: navigation start to the first product card painted, and to the end of
 *      the last long task before 500 ms without one (HTTP cache and the catalogue's IndexedDB copy cleared);
 *    - warm revisit (the catalogue's IndexedDB copy kept, HTTP cache cleared): the same two figures;
 *    - search: the moment the 300 ms debounce fires to the next animation frame after the list changed, for
 *      several queries. The header writes `search` with history.replaceState on every keystroke and MENU
 *      reports each URL change to menuBrowsing, whose debounce starts then: the firing is taken as the last
 *      write + 300 ms (slightly early: the report follows the write by one render, which the figure includes);
 *    - scroll: frame times while scrolling the whole menu top to bottom (the shell's content area,
 *      `.shell__content`), 240 px per frame (max, p95, and frames over 50 ms).
 * Aims (issue 11): search ≤ 50 ms, no scroll frame over 50 ms.
 *
 * Options: `--runs=N`, `--no-build`, `--port=N` (the server's port; it binds N+1 too; default a free one),
 * `--trace` (the scroll traced: each frame's main-thread thread time too, tools/bench-menu-trace.ts, so the aim can
 * be checked on a loaded machine), `--scroll-only` (no loads, no searches: the scroll alone, for A/B runs),
 * `--blank` (also counts the scroll's frames whose view shows a section's space before its cards arrive),
 * `--css=<rules>` (injected before the scroll: CSS experiments on one build), `--trace-out=<file prefix>` (the
 * scroll's trace events saved as JSON, with --trace).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../machines/menu-browsing/menu-browsing.machine';
import { startTrace, type ThreadFrames, threadFrames, threadRows } from './bench-menu-trace';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const PORT = Number(args.find((a) => a.startsWith('--port='))?.split('=')[1] ?? 0);
const TRACE = args.includes('--trace');
const SCROLL_ONLY = args.includes('--scroll-only');
const EXTRA_CSS = args.find((a) => a.startsWith('--css='))?.slice(6) ?? '';
/** `--blank`: also count the scroll's frames whose view shows a section's space before its cards (mounting behind). */
const BLANK = args.includes('--blank');
const TRACE_OUT = args.find((a) => a.startsWith('--trace-out='))?.slice(12) ?? '';
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIST_DIR = process.env.DIST_DIR || 'dist';
const THROTTLE = 4;
const BRANCH_ID = '64b7f0a1c2d3e4f510000029';
const STORE_ID = 'grande-centro';
const SEARCHES = ['pizza', 'con queso', 'medialuna casera', 'zzzz'];
const log = (message: string) => process.stderr.write(`[bench:menu] ${message}\n`);

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

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: ['ignore', process.stderr, 'inherit'] });
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
      DIST_DIR,
      KITCHEN_SPEED: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/marca/grande.localhost`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready after 90 s');
}

/** Enters as a guest with the app's own button, like a diner (cookie + IndexedDB `persist:root`). */
async function enterAsGuest(page: Page, origin: string) {
  await page.goto(`${origin}/auth`);
  // A cold server (the seed's 2,000 products) and a cold renderer can take over 30 s to show AUTH: seen once.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const entered = await page.evaluate(
      () =>
        new Promise<boolean>((ok) => {
          const button = [...document.querySelectorAll('button')].find((b) =>
            /^(Explorar sin beneficios|Continue as guest)$/.test(b.textContent?.trim() ?? ''),
          );
          button?.click();
          const open = indexedDB.open('keyval-store');
          open.onerror = () => ok(false);
          open.onsuccess = () => {
            try {
              const read = open.result
                .transaction('keyval', 'readonly')
                .objectStore('keyval')
                .get('persist:root');
              read.onsuccess = () => ok(read.result?.user?.typeUser === 'guest');
              read.onerror = () => ok(false);
            } catch {
              ok(false);
            }
          };
        }),
    );
    if (entered) return;
    if (Date.now() > deadline) throw new Error('could not enter as a guest');
    await page.waitForTimeout(500);
  }
}

/**
 * Empties the catalogue's own IndexedDB copy (src/adapters/catalogue-cache.ts: database `catalogue-cache`,
 * store `catalogues`), so the next load fetches the menu; `persist:root` (the guest) is kept.
 */
async function dropCatalogueCopy(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((ok) => {
        const open = indexedDB.open('catalogue-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('catalogues');
        open.onerror = () => ok();
        open.onsuccess = () => {
          try {
            const tx = open.result.transaction('catalogues', 'readwrite');
            tx.objectStore('catalogues').clear();
            tx.oncomplete = () => {
              open.result.close();
              ok();
            };
            tx.onerror = () => ok();
          } catch {
            ok();
          }
        };
      }),
  );
}

/** Installed before the app's scripts: records long tasks and the first painted product card. */
const PROBE = `
  window.__bench = { longTasks: [], firstCard: null, searchFired: [], painted: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const card = document.querySelector('[data-section] a[href*="/product/"]');
    if (card) { requestAnimationFrame(() => { window.__bench.firstCard = performance.now(); }); return; }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  const replace = history.replaceState.bind(history);
  history.replaceState = (state, unused, url) => {
    const before = new URL(location.href).searchParams.get('search');
    replace(state, unused, url);
    const after = new URL(location.href).searchParams.get('search');
    if (before !== after) window.__bench.searchFired.push({ at: performance.now(), search: after });
  };
`;

interface LoadFigures {
  firstCard: number;
  interactive: number;
}

async function measureLoad(
  context: BrowserContext,
  origin: string,
  keepCatalogue: boolean,
): Promise<LoadFigures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/perfil`);
  if (!keepCatalogue) await dropCatalogueCopy(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(PROBE);
  await page.goto(`${origin}/menu/${BRANCH_ID}/${STORE_ID}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { firstCard: number | null } }).__bench.firstCard,
    null,
    {
      timeout: 120_000,
    },
  );
  // Interactive: the end of the last long task before a 500 ms window without one.
  const interactive = await page.evaluate(
    () =>
      new Promise<number>((ok) => {
        const bench = (window as unknown as { __bench: { longTasks: { end: number }[]; firstCard: number } })
          .__bench;
        const check = () => {
          const lastEnd = Math.max(bench.firstCard, ...bench.longTasks.map((t) => t.end));
          if (performance.now() - lastEnd >= 500) ok(lastEnd);
          else setTimeout(check, 100);
        };
        check();
      }),
  );
  const firstCard = await page.evaluate(
    () => (window as unknown as { __bench: { firstCard: number } }).__bench.firstCard,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { firstCard, interactive };
}

async function openMenu(
  context: BrowserContext,
  origin: string,
): Promise<{ page: Page; cdp: CDPSession; settle: () => Promise<void> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(PROBE);
  await page.goto(`${origin}/menu/${BRANCH_ID}/${STORE_ID}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { firstCard: number | null } }).__bench.firstCard,
    null,
    {
      timeout: 120_000,
    },
  );
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp, settle: () => page.waitForTimeout(1000) };
}

/** Debounce fired (replaceState with a new `search`) → the next frame after the list's DOM changed. */
async function measureSearch(page: Page, query: string): Promise<number> {
  // After the scroll the header has slid away (inert): back to the top brings it and its search bar back.
  await page.evaluate(() => document.querySelector('.shell__content')?.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const input = page
    .getByRole('searchbox')
    .or(page.getByLabel(/^(Buscar|Search)$/))
    .first();
  await input.fill('');
  await page.waitForTimeout(800);
  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, unknown> }).__bench;
    bench.searchFired = [];
    bench.painted = [];
    const sections = document.querySelector('.menu-sections')?.parentElement ?? document.body;
    new MutationObserver(() => {
      requestAnimationFrame(() => (bench.painted as number[]).push(performance.now()));
    }).observe(sections, { childList: true, subtree: true, characterData: true });
  });
  await input.pressSequentially(query, { delay: 60 });
  await page.waitForFunction((q) => new URL(location.href).searchParams.get('search') === q, query, {
    timeout: 30_000,
  });
  await page.waitForTimeout(1500);
  return page.evaluate(
    (q: { query: string; debounce: number }) => {
      const bench = (
        window as unknown as { __bench: { searchFired: { at: number; search: string }[]; painted: number[] } }
      ).__bench;
      const written = bench.searchFired.filter((f) => f.search === q.query).at(-1);
      if (!written) return Number.NaN;
      const fired = written.at + q.debounce;
      const paint = bench.painted.find((t) => t >= fired);
      return paint === undefined ? Number.NaN : paint - fired;
    },
    { query, debounce: SEARCH_DEBOUNCE_MS },
  );
}

async function measureScroll(
  page: Page,
  cdp: CDPSession,
): Promise<{
  max: number;
  p95: number;
  over50: number;
  frames: number;
  blankFrames: number;
  thread: ThreadFrames | null;
}> {
  // The shell scrolls its content area (.shell__content), not the window.
  await page.evaluate(() => document.querySelector('.shell__content')?.scrollTo(0, 0));
  if (EXTRA_CSS) await page.addStyleTag({ content: EXTRA_CSS });
  await page.waitForTimeout(500);
  const stopTrace = TRACE ? await startTrace(cdp) : null;
  const { deltas, blankFrames } = await page.evaluate(
    (blank) =>
      new Promise<{ deltas: number[]; blankFrames: number }>((ok) => {
        const out: number[] = [];
        const blanks: number[] = [];
        let last = performance.now();
        const step = (now: number) => {
          // The frame's mark in a trace (--trace): tools/bench-menu-trace.ts sums thread time between marks.
          console.timeStamp('bench:frame');
          out.push(now - last);
          last = now;
          const scroller = document.querySelector('.shell__content') ?? document.scrollingElement;
          const before = scroller?.scrollTop ?? 0;
          if (blank) {
            // Is the middle of the view a section's space without its cards yet (a placeholder, or the part of a
            // filling box below its last card)? Sampled at a quarter, half and three quarters of the view.
            const height = scroller?.clientHeight ?? window.innerHeight;
            const isBlank = [0.25, 0.5, 0.75].some((at) => {
              const hit = document.elementFromPoint(window.innerWidth / 2, height * at);
              return (
                !!hit &&
                (hit.classList.contains('menu-section__pending') ||
                  !!hit.querySelector(':scope > .product-list'))
              );
            });
            if (isBlank) blanks.push(out.length);
          }
          scroller?.scrollBy(0, 240);
          if ((scroller?.scrollTop ?? 0) === before && out.length > 5)
            ok({ deltas: out.slice(1), blankFrames: blanks.length });
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    BLANK,
  );
  const events = stopTrace ? await stopTrace() : null;
  if (events && TRACE_OUT) writeFileSync(`${TRACE_OUT}-${Date.now()}.json`, JSON.stringify(events));
  const thread = events ? threadFrames(events) : null;
  const sorted = [...deltas].sort((a, b) => a - b);
  return {
    max: sorted.at(-1) ?? 0,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    over50: deltas.filter((d) => d > 50).length,
    frames: deltas.length,
    blankFrames,
    thread,
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');

async function main() {
  if (!args.includes('--no-build')) {
    log(`building the app into ${DIST_DIR}…`);
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR]);
  }
  const port = PORT || (await freePort());
  await startAppServer(port);
  const origin = `http://grande.localhost:${port}`;
  log(`server on ${origin}`);
  const browser: Browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  // tsx (esbuild, keepNames) wraps named functions in the callbacks given to page.evaluate with `__name`,
  // a helper the page does not have: an identity stands in.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const setup = await context.newPage();
  await enterAsGuest(setup, origin);
  await setup.close();

  const cold: LoadFigures[] = [];
  const warm: LoadFigures[] = [];
  for (let i = 0; i < (SCROLL_ONLY ? 0 : RUNS); i++) {
    cold.push(await measureLoad(context, origin, false));
    log(
      `cold ${i + 1}: first card ${ms(cold.at(-1)!.firstCard)}, interactive ${ms(cold.at(-1)!.interactive)}`,
    );
    warm.push(await measureLoad(context, origin, true));
    log(
      `warm ${i + 1}: first card ${ms(warm.at(-1)!.firstCard)}, interactive ${ms(warm.at(-1)!.interactive)}`,
    );
  }

  const searches: Record<string, number[]> = Object.fromEntries(SEARCHES.map((q) => [q, []]));
  const scrolls: Array<Awaited<ReturnType<typeof measureScroll>>> = [];
  for (let i = 0; i < RUNS; i++) {
    const { page, cdp } = await openMenu(context, origin);
    scrolls.push(await measureScroll(page, cdp));
    const scroll = scrolls.at(-1)!;
    log(
      `scroll ${i + 1}: max ${ms(scroll.max)}, p95 ${ms(scroll.p95)}, ${scroll.over50} of ${scroll.frames} frames over 50 ms`,
    );
    if (BLANK)
      log(`scroll ${i + 1}: ${scroll.blankFrames} of ${scroll.frames} frames with cards missing in view`);
    if (scroll.thread)
      log(
        `scroll ${i + 1}, thread time: max ${ms(scroll.thread.max)}, p95 ${ms(scroll.thread.p95)}, ${scroll.thread.over50} of ${scroll.thread.frames.length} frames over 50 ms`,
      );
    for (const q of SCROLL_ONLY ? [] : SEARCHES) {
      searches[q].push(await measureSearch(page, q));
      log(`search ${i + 1} "${q}": ${ms(searches[q].at(-1)!)}`);
    }
    await page.close();
  }

  const rows: Array<[string, string, string]> = [
    [
      'cold load → first product card',
      ms(median(cold.map((c) => c.firstCard))),
      ms(Math.max(...cold.map((c) => c.firstCard))),
    ],
    [
      'cold load → interactive menu',
      ms(median(cold.map((c) => c.interactive))),
      ms(Math.max(...cold.map((c) => c.interactive))),
    ],
    [
      'warm revisit → first product card',
      ms(median(warm.map((c) => c.firstCard))),
      ms(Math.max(...warm.map((c) => c.firstCard))),
    ],
    [
      'warm revisit → interactive menu',
      ms(median(warm.map((c) => c.interactive))),
      ms(Math.max(...warm.map((c) => c.interactive))),
    ],
    ...SEARCHES.map(
      (q) =>
        [
          `search "${q}": debounce → painted`,
          ms(median(searches[q])),
          ms(Math.max(...searches[q].filter(Number.isFinite))),
        ] as [string, string, string],
    ),
    ['scroll: max frame', ms(median(scrolls.map((s) => s.max))), ms(Math.max(...scrolls.map((s) => s.max)))],
    ['scroll: p95 frame', ms(median(scrolls.map((s) => s.p95))), ms(Math.max(...scrolls.map((s) => s.p95)))],
    [
      'scroll: frames over 50 ms',
      String(median(scrolls.map((s) => s.over50))),
      `${Math.max(...scrolls.map((s) => s.over50))} of ${scrolls[0]?.frames ?? 0}`,
    ],
  ];
  rows.push(...threadRows(scrolls.flatMap((s) => (s.thread ? [s.thread] : []))));
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(
    `\nbench:menu — grande.localhost (2,000 products), 390×844, CPU ${THROTTLE}× slower, ${RUNS} runs\n`,
  );
  console.log(`${'figure'.padEnd(width)}  median    worst`);
  for (const [name, med, worst] of rows) console.log(`${name.padEnd(width)}  ${med.padEnd(8)}  ${worst}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
