/**
 * Long tasks of MENU and the product overlay, from a Chromium trace (issue 8 "first paint and weight"): thread
 * time (`tdur`), which the machine's other work inflates far less than Lighthouse's wall-clock TBT.
 *
 *   npx tsx tools/bench-web-longtasks.ts --dist=dist-a,dist-b [--runs=3] [--port=4180] [--profile]
 *
 * One server per build (`server/main.ts`, DATA_DIR=:memory:, NODE_ENV=production; ports PORT, PORT+2, …, each
 * also binds +1), one Chromium (`/usr/bin/chromium` or CHROMIUM_PATH). Per build a browser context at Lighthouse's
 * mobile size (412 × 823, DPR 1.75, touch) enters as a guest with the app's own button on /auth (as
 * tools/bench-web-profile.ts does), then each run: HTTP cache cleared, a new page, CPU throttled 4× (CDP
 * `Emulation.setCPUThrottlingRate`), a trace (toplevel, devtools.timeline, v8.execute; `--profile` adds V8's
 * sampling profiler), the route opened (MENU `/menu/{branch}/{store}`, the overlay `…/product/PAR-001`) for
 * `--wait` ms (14,000), then its first card (MENU) or first option (overlay) must be visible. The builds alternate run by run.
 *
 * A task is a top-level `ThreadControllerImpl::RunTask` of the page's renderer main thread; a long task is one
 * over 50 ms of thread time (`tdur`, at 4×: Lighthouse counts wall time, which the machine's other work
 * stretches). Printed per run: their count, the sum and the longest of their thread time, the sum of every task's
 * wall time over 50 ms (a TBT-like figure over the whole load, not only from FCP to TTI, load-sensitive), the
 * thread time of all tasks, and, with `--profile`, the long tasks that run the route's views (a sampled stack in
 * src/screens/menu or src/screens/product) and the self time in the longest task per source file (source maps).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { cleanup, ROOT, startAppServer } from './bench-web-servers';
import { type TraceEvent, tasksOn } from './chromium-trace';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DISTS = (arg('dist') ?? 'dist').split(',');
const RUNS = Number(arg('runs') ?? 3);
const BASE_PORT = Number(arg('port') ?? 4180);
const PROFILE = args.includes('--profile');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PALERMO_STORE = 'brasa-palermo';
const LONG_US = 50_000;
/** A task of the renderer's run loop (newer Chromium names it `ThreadControllerImpl::RunTask`). */
const RUN_TASK = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
/** How long a run traces after the navigation (the splash holds 2 s; the route settles within it at 4×). */
const QUIET_WAIT_MS = Number(arg('wait') ?? 14000);

async function palermoPath(port: number): Promise<string> {
  const brand = (await (await fetch(`http://127.0.0.1:${port}/api/marca/localhost`)).json()).data;
  const res = await fetch(`http://127.0.0.1:${port}/api/local/all`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idMarca: brand._id }),
  });
  const branch = ((await res.json()).data as Array<{ _id: string; storeId: string }>).find(
    (b) => b.storeId === PALERMO_STORE,
  );
  if (!branch) throw new Error('no Palermo branch');
  return `/menu/${branch._id}/${branch.storeId}`;
}

async function guestContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
  });
  const page = await context.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click({ timeout: 60_000 });
  await page.waitForURL(`${origin}/`, { timeout: 60_000 });
  await page.close();
  return context;
}

function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number; navStart: number } {
  // The renderer that navigated to the route: its `navigationStart` mark names the document's URL.
  const nav = events.filter(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(url),
  );
  const start = nav.at(-1);
  if (!start) throw new Error('no navigationStart for the route in the trace');
  return { pid: start.pid, tid: start.tid, navStart: start.ts };
}

interface RunFigures {
  longCount: number;
  longThreadSum: number;
  longThreadMax: number;
  blockingWall: number;
  allThread: number;
  longest: string;
  files: string;
  each: string[];
  /** With --profile: the long tasks that run the route's views (src/screens/menu|product), their count, sum, max. */
  screen: string;
}

const maps = new Map<string, TraceMap | null>();
function mapFor(dist: string, url: string): TraceMap | null {
  const file = url.split('/assets/')[1];
  if (!file) return null;
  const key = `${dist}/${file}`;
  if (!maps.has(key)) {
    try {
      maps.set(key, new TraceMap(readFileSync(join(ROOT, dist, 'assets', `${file}.map`), 'utf8')));
    } catch {
      maps.set(key, null);
    }
  }
  return maps.get(key) ?? null;
}

/** V8's sampling profile of the process in the trace: its nodes by id and its samples on the trace clock (µs). */
function sampledProfile(events: TraceEvent[], pid: number) {
  // biome-ignore lint/suspicious/noExplicitAny: Chromium trace events and V8 profile nodes are untyped JSON
  const nodes = new Map<number, { callFrame: any; parent?: number }>();
  const samples: Array<{ node: number; ts: number }> = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  if (!profile) return null;
  let time = profile.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const cpu = e.args?.data?.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) nodes.set(n.id, { callFrame: n.callFrame, parent: n.parent });
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((node: number, i: number) => {
      time += deltas[i] ?? 0;
      samples.push({ node, ts: time });
    });
  }
  return { nodes, samples };
}

/** Self time per original source file inside [from, to] (µs, trace clock) from V8's sampling profiler. */
function selfTimeByFile(events: TraceEvent[], pid: number, from: number, to: number, dist: string): string {
  const profile = sampledProfile(events, pid);
  if (!profile) return '';
  const { nodes, samples } = profile;
  const inside = samples.filter((s) => s.ts >= from && s.ts <= to);
  const byFile = new Map<string, number>();
  for (let i = 0; i < inside.length; i++) {
    const span = (inside[i + 1]?.ts ?? to) - inside[i].ts;
    const frame = nodes.get(inside[i].node)?.callFrame ?? {};
    let where = frame.url
      ? (String(frame.url).split('/').pop() ?? '')
      : `(${frame.functionName || 'program'})`;
    const map = frame.url ? mapFor(dist, String(frame.url)) : null;
    if (map) {
      const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (pos.source) where = `${pos.source.replace(/^(\.\.\/)+/, '')}${pos.name ? ` ${pos.name}` : ''}`;
    }
    byFile.set(where, (byFile.get(where) ?? 0) + span);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([f, us]) => `${(us / 1000).toFixed(0)} ${f}`)
      .join('; ');
  // Inclusive time of the app's own functions (src/, machines/) on the sampled stacks.
  const inclusive = new Map<string, number>();
  const appFrame = (id: number): string | null => {
    const frame = nodes.get(id)?.callFrame ?? {};
    const map = frame.url ? mapFor(dist, String(frame.url)) : null;
    if (!map) return null;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = pos.source?.replace(/^(\.\.\/)+/, '') ?? '';
    if (!/^(src|machines)\//.test(source)) return null;
    return `${source}:${pos.line} ${frame.functionName || pos.name || ''}`;
  };
  for (let i = 0; i < inside.length; i++) {
    const span = (inside[i + 1]?.ts ?? to) - inside[i].ts;
    const seen = new Set<string>();
    for (let id: number | undefined = inside[i].node; id !== undefined; id = nodes.get(id)?.parent) {
      const label = appFrame(id);
      if (label && !seen.has(label)) {
        seen.add(label);
        inclusive.set(label, (inclusive.get(label) ?? 0) + span);
      }
    }
  }
  return `${top(byFile, 14)}\n        inclusive (app): ${top(inclusive, 25)}`;
}

/** Sampled time (µs) within [from, to] whose stack runs the route's views (src/screens/menu, src/screens/product). */
function screenTime(events: TraceEvent[], pid: number, from: number, to: number, dist: string): number {
  const profile = sampledProfile(events, pid);
  if (!profile) return 0;
  const { nodes, samples } = profile;
  const isScreen = new Map<number, boolean>();
  const screenNode = (id: number | undefined): boolean => {
    if (id === undefined) return false;
    const known = isScreen.get(id);
    if (known !== undefined) return known;
    const frame = nodes.get(id)?.callFrame ?? {};
    const map = frame.url ? mapFor(dist, String(frame.url)) : null;
    const source = map
      ? (originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? '')
      : '';
    const result = /src\/screens\/(menu|product)\//.test(source) || screenNode(nodes.get(id)?.parent);
    isScreen.set(id, result);
    return result;
  };
  let sum = 0;
  const inside = samples.filter((x) => x.ts >= from && x.ts <= to);
  for (let i = 0; i < inside.length; i++)
    if (screenNode(inside[i].node)) sum += (inside[i + 1]?.ts ?? to) - inside[i].ts;
  return sum;
}

function figures(events: TraceEvent[], url: string, dist: string): RunFigures {
  const { pid, tid, navStart } = mainThread(events, url);
  const tasks = tasksOn(events, { pid, tid }, RUN_TASK).filter((e) => e.ts >= navStart);
  // Top level only (a nested run loop's task lies inside another).
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(t);
  }
  const thread = (t: TraceEvent) => t.tdur ?? t.dur ?? 0;
  // Long by thread time: the machine's other work stretches a task's wall time, far less its thread time.
  const long = top.filter((t) => thread(t) > LONG_US);
  const longest = long.reduce<TraceEvent | null>((m, t) => (!m || thread(t) > thread(m) ? t : m), null);
  const describe = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const inner = events.filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < end &&
        e !== task &&
        [
          'FunctionCall',
          'EvaluateScript',
          'v8.evaluateModule',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'MajorGC',
          'MinorGC',
          'V8.GCScavenger',
          'RunMicrotasks',
          'TimerFire',
          'FireAnimationFrame',
          'ParseHTML',
        ].includes(e.name),
    );
    const byName = new Map<string, number>();
    for (const e of inner) {
      const label =
        e.name === 'FunctionCall' || e.name === 'EvaluateScript'
          ? `${e.name}(${String(e.args?.data?.url ?? '')
              .split('/')
              .pop()}:${e.args?.data?.functionName ?? ''})`
          : e.name;
      byName.set(label, (byName.get(label) ?? 0) + thread(e));
    }
    const what = `at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${(thread(task) / 1000).toFixed(0)} ms: ${[
      ...byName,
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`)
      .join(', ')}`;
    return { what, files: PROFILE ? selfTimeByFile(events, pid, task.ts, end, dist) : '' };
  };
  const worst = longest ? describe(longest) : { what: '', files: '' };
  const each = PROFILE
    ? long.map((t) => {
        const d = describe(t);
        return `${d.what}\n        ${d.files}`;
      })
    : [];
  let screen = '';
  if (PROFILE) {
    const withViews = long.filter((t) => screenTime(events, pid, t.ts, t.ts + (t.dur ?? 0), dist) > 0);
    const sum = withViews.reduce((n, t) => n + thread(t), 0) / 1000;
    const max = withViews.reduce((n, t) => Math.max(n, thread(t)), 0) / 1000;
    screen = `${withViews.length} / ${sum.toFixed(0)} / ${max.toFixed(0)}`;
  }
  return {
    screen,
    longCount: long.length,
    longThreadSum: long.reduce((s, t) => s + thread(t), 0) / 1000,
    longThreadMax: longest ? thread(longest) / 1000 : 0,
    blockingWall: top.reduce((s, t) => s + Math.max(0, (t.dur ?? 0) - LONG_US), 0) / 1000,
    allThread: top.reduce((s, t) => s + thread(t), 0) / 1000,
    longest: worst.what,
    files: worst.files,
    each,
  };
}

async function traceRun(
  browser: Browser,
  context: BrowserContext,
  url: string,
  ready: string,
  dist: string,
): Promise<RunFigures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const categories = ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
  if (PROFILE) categories.push('disabled-by-default-v8.cpu_profiler');
  await browser.startTracing(page, { categories });
  await page.goto(url);
  // No polling while the trace runs (Playwright's locator checks run on the page's main thread).
  await page.waitForTimeout(QUIET_WAIT_MS);
  const buffer = await browser.stopTracing();
  // Visible within 1 s of the trace's end, else the run did not show the route while traced.
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 1000 });
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  if (finalPath !== new URL(url).pathname) throw new Error(`ended on ${finalPath}, not ${url}`);
  const events = (JSON.parse(buffer.toString()).traceEvents ?? JSON.parse(buffer.toString())) as TraceEvent[];
  return figures(events, url, dist);
}

async function main() {
  const servers = DISTS.map((dist, i) => ({ dist, port: BASE_PORT + 2 * i }));
  for (const s of servers) await startAppServer(s.port, s.dist);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const contexts = new Map<string, BrowserContext>();
  const routes: Array<{ dist: string; name: string; url: string; ready: string }> = [];
  for (const s of servers) {
    const origin = `http://localhost:${s.port}`;
    const menu = await palermoPath(s.port);
    contexts.set(s.dist, await guestContext(browser, origin));
    routes.push({ dist: s.dist, name: 'MENU', url: `${origin}${menu}`, ready: `a[href*="/product/"]` });
    routes.push({
      dist: s.dist,
      name: 'overlay',
      url: `${origin}${menu}/product/PAR-001`,
      ready: 'label.product-option',
    });
  }
  console.log(
    '| run | build | route | long tasks | thread time in long tasks ms | longest ms | wall over 50 ms | all tasks ms | long tasks running the views: count / sum / longest ms | longest task |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (let run = 1; run <= RUNS; run++) {
    // Alternate: A B, then B A, so neither build always runs first.
    const order = run % 2 ? routes : [...routes].reverse();
    for (const r of order) {
      const f = await traceRun(browser, contexts.get(r.dist) as BrowserContext, r.url, r.ready, r.dist);
      console.log(
        `| ${run} | ${r.dist} | ${r.name} | ${f.longCount} | ${f.longThreadSum.toFixed(0)} | ${f.longThreadMax.toFixed(0)} | ${f.blockingWall.toFixed(0)} | ${f.allThread.toFixed(0)} | ${f.screen} | ${f.longest} |`,
      );
      if (f.files) console.log(`    self time in the longest task (ms, source): ${f.files}`);
      if (args.includes('--each')) for (const line of f.each) console.log(`    long task ${line}`);
    }
  }
  await browser.close();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
