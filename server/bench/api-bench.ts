/**
 * `npm run bench:api`: requests/s and p50/p99 latency at BENCH_CONNECTIONS (default 50) concurrent
 * keep-alive connections for
 *   1. GET the menu from the real server (embedded PGlite from the tests' migrated snapshot when present;
 *      TEST_DATABASE_URL makes it use that PostgreSQL),
 *   2. GET the same bytes, with the same headers, from a bare node:http handler (the floor: HTTP alone),
 *   3. GET the same bytes from a one-route Hono app on @hono/node-server (the framework floor: what
 *      Hono's per-request work adds to 2, with no database, validation or session),
 *   4. POST /api/pedido/sendorder with a unique draftOrderId per request.
 * 1–3 run interleaved for BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS each (default 5), each after a
 * BENCH_WARMUP_SECONDS warm-up (default 1) on that target, so a burst of other work on the machine
 * hits all three alike; the ratios are per round, and their median is printed. The servers run in a
 * child process (`--serve`), the load generator in this one, so they do not share a core. Loopback
 * only; the whole run is bounded (it kills the child and exits by itself).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const B2C_ID = '64b7f0a1c2d3e4f5a6b7c801';
const PALERMO_STORE = 'brasa-palermo';

interface Targets {
  api: string;
  floor: string;
  hono: string;
  menuPath: string;
  branchId: string;
  db: string;
  headerBytes: number;
}

/** Response headers a floor copies from the server (per-connection ones are the servers' own). */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

// ---- server side (child process) ----------------------------------------------------------------

async function serve() {
  const { startTestServer } = await import('../../tests/api/helpers');
  const { BRANCH_IDS, STORE_IDS } = await import('../db/seed/branches');
  const { Hono } = await import('hono');
  const { serve: honoServe } = await import('@hono/node-server');
  const api = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  const menuPath = `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest`;
  const res = await fetch(`${api.url}${menuPath}`);
  if (!res.ok) throw new Error(`menu answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  // The same headers (content-type, content-length, etag, cache-control, …) as the server sends.
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_CONNECTION.has(name)) headers[name] = value;
  });
  headers['content-length'] = String(bytes.length);
  const headerBytes = Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);

  const floor = createServer((_req, out) => {
    out.writeHead(200, headers);
    out.end(bytes);
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));

  const honoApp = new Hono();
  honoApp.get('*', (c) => c.body(bytes, 200, headers));
  const hono = honoServe({ fetch: honoApp.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => hono.once('listening', resolve));

  const portOf = (s: { address(): unknown }) => (s.address() as { port: number }).port;
  const targets: Targets = {
    api: api.url,
    floor: `http://127.0.0.1:${portOf(floor)}`,
    hono: `http://127.0.0.1:${portOf(hono)}`,
    menuPath,
    branchId: BRANCH_IDS.palermo,
    db: api.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    headerBytes,
  };
  process.stdout.write(`${JSON.stringify(targets)}\n`);
  // `cpu` on stdin → this process's CPU time so far (µs), so the parent can charge each phase's
  // server-side CPU per request: a figure other work on the machine disturbs far less than req/s.
  let pendingInput = '';
  process.stdin.on('data', (d: Buffer) => {
    pendingInput += d.toString();
    const lines = pendingInput.split('\n');
    pendingInput = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() !== 'cpu') continue;
      const u = process.cpuUsage();
      process.stdout.write(`${JSON.stringify({ cpu: u.user + u.system })}\n`);
    }
  });
  const stop = async () => {
    floor.close();
    hono.close();
    await api.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  // Never outlive the load generator.
  process.on('disconnect', stop);
  process.stdin.on('end', stop);
}

// ---- load generator (parent) --------------------------------------------------------------------

interface Result {
  name: string;
  /** Server-process CPU time per request, µs (median of the runs). */
  cpuUs: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

const agents: Agent[] = [];
function newAgent() {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  agents.push(agent);
  return agent;
}

interface Answer {
  status: number;
  length: number;
  body: Buffer;
  cookies: string[];
}

/** One request; the body is only kept when asked (the menu phases just count bytes). */
function call(
  agent: Agent,
  url: string,
  method: string,
  body?: string,
  headers: Record<string, string> = {},
  keepBody = false,
) {
  return new Promise<Answer>((resolve, reject) => {
    const h: Record<string, string | number> = { ...headers };
    if (body !== undefined) {
      h['content-type'] = 'application/json';
      h['content-length'] = Buffer.byteLength(body);
    }
    const req = request(url, { method, agent, headers: h }, (res) => {
      const chunks: Buffer[] = [];
      let length = 0;
      res.on('data', (c: Buffer) => {
        length += c.length;
        if (keepBody) chunks.push(c);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          length,
          body: Buffer.concat(chunks),
          cookies: res.headers['set-cookie'] ?? [],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Closed loop: CONNECTIONS workers, each sending its next request when the last one answered. */
async function drive(seconds: number, once: () => Promise<boolean>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await once().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
}

function summarise(
  name: string,
  runs: Array<{ latencies: number[]; errors: number; elapsed: number; cpuPerRequest: number }>,
) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = runs.reduce((s, r) => s + r.elapsed, 0);
  return {
    name,
    cpuUs: median(runs.map((r) => r.cpuPerRequest)),
    requests: latencies.length,
    errors: runs.reduce((s, r) => s + r.errors, 0),
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  } satisfies Result;
}

/** Warm-up (JIT, caches, open connections) on this target, then the timed run and its server CPU. */
async function phase(child: ChildProcess, once: () => Promise<boolean>) {
  if (WARMUP > 0) await drive(WARMUP, once);
  const cpu0 = await childCpu(child);
  const run = await drive(SECONDS, once);
  const cpu = (await childCpu(child)) - cpu0;
  return { ...run, cpuPerRequest: cpu / Math.max(1, run.latencies.length) };
}

/** Asks the server process for its CPU time (µs). */
let cpuWaiters: Array<(cpu: number) => void> = [];
function childCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    cpuWaiters.push(resolve);
    child.stdin?.write('cpu\n');
  });
}

async function startChild(): Promise<{ child: ChildProcess; targets: Targets }> {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server process (e.g. --cpu-prof).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, KITCHEN_SPEED: '0' },
    },
  );
  const targets = await new Promise<Targets>((resolve, reject) => {
    let buf = '';
    let started = false;
    child.stdout?.on('data', (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines.filter((l) => l.startsWith('{'))) {
        const msg = JSON.parse(line);
        if (!started) {
          started = true;
          resolve(msg);
        } else if (typeof msg.cpu === 'number') {
          const [next, ...rest] = cpuWaiters;
          cpuWaiters = rest;
          next?.(msg.cpu);
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    setTimeout(() => reject(new Error('bench server did not start in 120 s')), 120_000).unref();
  });
  return { child, targets };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  // The whole run is bounded: a stuck server cannot keep the benchmark (or CI) waiting.
  const budget = (ROUNDS * 3 * (SECONDS + WARMUP) + SECONDS + WARMUP + 180) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${budget / 1000} s, giving up`);
    child.kill('SIGKILL');
    process.exit(2);
  }, budget);
  watchdog.unref();
  const { child, targets } = await startChild();
  const loadBefore = load();
  try {
    const menuUrl = `${targets.api}${targets.menuPath}`;
    const floorUrl = `${targets.floor}${targets.menuPath}`;
    const honoUrl = `${targets.hono}${targets.menuPath}`;
    const first = await call(newAgent(), menuUrl, 'GET');
    const expected = first.length;
    // Each target has its own keep-alive agent; the client code is the same for all three.
    const getter = (url: string) => {
      const agent = newAgent();
      return async () => {
        const r = await call(agent, url, 'GET');
        return r.status === 200 && r.length === expected;
      };
    };
    const menuOnce = getter(menuUrl);
    const floorOnce = getter(floorUrl);
    const honoOnce = getter(honoUrl);
    type Run = Awaited<ReturnType<typeof phase>>;
    const runs = { menu: [] as Run[], floor: [] as Run[] };
    const honoRuns: Run[] = [];
    const ratios: Array<{ menu: number; hono: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order so no target always runs right after another one's burst.
      const order = [
        ['menu', menuOnce],
        ['floor', floorOnce],
        ['hono', honoOnce],
      ] as const;
      const rotated = [...order.slice(round % 3), ...order.slice(0, round % 3)];
      const got: Record<string, Run> = {};
      for (const [name, once] of rotated) got[name] = await phase(child, once);
      runs.menu.push(got.menu);
      runs.floor.push(got.floor);
      honoRuns.push(got.hono);
      const rps = (r: Run) => r.latencies.length / r.elapsed;
      ratios.push({ menu: rps(got.menu) / rps(got.floor), hono: rps(got.hono) / rps(got.floor) });
      if (process.env.BENCH_VERBOSE) {
        const f = (r: Run) => `${rps(r).toFixed(0)} req/s ${r.cpuPerRequest.toFixed(0)} µs`;
        console.log(`round ${round + 1}: menu ${f(got.menu)}; floor ${f(got.floor)}; hono ${f(got.hono)}`);
      }
    }
    const menu = summarise('GET menu (server)', runs.menu);
    const floor = summarise('GET menu bytes (bare node:http floor)', runs.floor);
    const hono = summarise('GET menu bytes (bare Hono route floor)', honoRuns);

    // A guest session (no points, so every takeaway order of 2 × Morcilla totals 5800).
    const orderAgent = newAgent();
    const guest = await call(orderAgent, `${targets.api}/api/user/guest/${B2C_ID}`, 'POST', '', {}, true);
    const cookie = guest.cookies.map((c) => c.split(';')[0]).join('; ');
    const guestId = JSON.parse(guest.body.toString('utf8')).data._id as string;
    const order = (draftOrderId: string) =>
      JSON.stringify({
        idCliente: guestId,
        idLocal: targets.branchId,
        storeId: PALERMO_STORE,
        idMarca: B2C_ID,
        draftOrderId,
        type: 'takeaway',
        horaRetiro: new Date(Date.now() + 3_600_000).toISOString(),
        orderPayment: [{ sku: 'PAR-011', quantity: 2 }],
        total: 5800,
      });
    const sendOnce = async () => {
      const res = await call(
        orderAgent,
        `${targets.api}/api/pedido/sendorder`,
        'POST',
        order(randomBytes(12).toString('hex')),
        { cookie },
      );
      return res.status === 200;
    };
    const send = summarise('POST sendorder', [await phase(child, sendOnce)]);

    const rows = [menu, floor, hono, send];
    console.log(`\nAPI benchmark — ${new Date().toISOString()} — database: ${targets.db}`);
    console.log(
      `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${CONNECTIONS} connections, ` +
        `${ROUNDS} rounds × ${SECONDS} s per menu target (+${WARMUP} s warm-up each), ${SECONDS} s sendorder`,
    );
    console.log(
      `Menu body ${expected} bytes, uncompressed, ~${targets.headerBytes} header bytes on every target; ` +
        `load average before ${loadBefore}, after ${load()} (1/5/15 min; other work on the machine skews the figures)`,
    );
    console.log('| endpoint | requests | errors | req/s | p50 ms | p99 ms | server CPU µs/req |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuUs.toFixed(0)} |`,
      );
    }
    const fmt = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
    const menuRatio = median(ratios.map((r) => r.menu));
    const honoRatio = median(ratios.map((r) => r.hono));
    console.log(
      `\nmenu / floor = ${menuRatio.toFixed(2)} (median of rounds: ${fmt(ratios.map((r) => r.menu))}; aim ≥ 0.85)`,
    );
    console.log(
      `Hono floor / floor = ${honoRatio.toFixed(2)} (rounds: ${fmt(ratios.map((r) => r.hono))}); ` +
        `menu / Hono floor = ${(menuRatio / honoRatio).toFixed(2)}`,
    );
    console.log(
      `server CPU per request: floor / menu = ${(floor.cpuUs / menu.cpuUs).toFixed(2)}, floor / Hono floor = ${(floor.cpuUs / hono.cpuUs).toFixed(2)} ` +
        '(the req/s ratio the server would reach with a core of its own; less sensitive to other load)',
    );
    const verdict = (okay: boolean) => (okay ? 'met' : 'NOT met');
    console.log(
      `menu p99 ${menu.p99.toFixed(1)} ms (aim ≤ 50: ${verdict(menu.p99 <= 50)}; the bare floor's own p99 is ${floor.p99.toFixed(1)} ms); ` +
        `ratio ${verdict(menuRatio >= 0.85)}; sendorder p99 ${send.p99.toFixed(1)} ms (aim ≤ 100: ${verdict(send.p99 <= 100)})`,
    );
  } finally {
    for (const a of agents) a.destroy();
    child.kill('SIGTERM');
    clearTimeout(watchdog);
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
