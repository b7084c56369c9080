/**
 * `npm run bench:api`: requests/s and p50/p99 latency at BENCH_CONNECTIONS (default 50) concurrent
 * keep-alive connections for
 *   1. GET the menu from the real server (embedded PGlite from the tests' migrated snapshot when present;
 *      TEST_DATABASE_URL makes it use that PostgreSQL),
 *   2. GET the same bytes, with the same headers, from a bare node:http handler (the floor: HTTP alone),
 *   3. GET the same bytes from a one-route Hono app on @hono/node-server (the framework floor: what
 *      Hono's per-request work adds to 2, with no database, validation or session),
 *   4. POST /api/pedido/sendorder with a unique draftOrderId per request.
 * 1–3 send BENCH_ENCODING as Accept-Encoding (default `gzip, deflate, br`, what a browser sends: the
 * menu's ready brotli bytes; `identity` for the uncompressed ones); the floors answer what the server sent.
 * 1–3 run interleaved for BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS each (default 5), each after a
 * BENCH_WARMUP_SECONDS warm-up (default 1) on that target, so a burst of other work on the machine
 * hits all three alike; the ratios are per round, and their median is printed. The servers run in a
 * child process (`--serve`), the load generator in this one, so they do not share a core. Loopback
 * only; the whole run is bounded (it kills the child and exits by itself).
 *
 * This file runs the rounds and prints the report; bench-server.ts is the child's side, bench-client.ts
 * the load generator and its statistics.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  agents,
  CONNECTIONS,
  call,
  ENCODING,
  median,
  newAgent,
  phase,
  ROUNDS,
  SECONDS,
  startChild,
  summarise,
  WARMUP,
} from './bench-client';
import { B2C_ID, serve } from './bench-server';

const PALERMO_STORE = 'brasa-palermo';

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
  const { child, targets } = await startChild(fileURLToPath(import.meta.url));
  const loadBefore = load();
  try {
    const menuUrl = `${targets.api}${targets.menuPath}`;
    const floorUrl = `${targets.floor}${targets.menuPath}`;
    const honoUrl = `${targets.hono}${targets.menuPath}`;
    // Every menu target gets the same Accept-Encoding (BENCH_ENCODING; a browser's by default).
    const menuHeaders = { 'accept-encoding': ENCODING };
    const first = await call(newAgent(), menuUrl, 'GET', undefined, menuHeaders);
    const expected = first.length;
    // Each target has its own keep-alive agent; the client code is the same for all three.
    const getter = (url: string) => {
      const agent = newAgent();
      return async () => {
        const r = await call(agent, url, 'GET', undefined, menuHeaders);
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
      `Menu body ${expected} bytes (Accept-Encoding: ${ENCODING}; ${targets.encoding}), ~${targets.headerBytes} header bytes on every target; ` +
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
