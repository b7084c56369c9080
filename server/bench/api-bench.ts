/**
 * `npm run bench:api`: requests/s and p50/p99 latency at BENCH_CONNECTIONS (default 50) concurrent
 * keep-alive connections for
 *   1. GET the menu from the real server (embedded PGlite from the tests' migrated snapshot when present;
 *      TEST_DATABASE_URL makes it use that PostgreSQL),
 *   2. GET the same bytes, with the same headers, from a bare node:http handler (the floor: HTTP alone),
 *   3. GET the same bytes from a one-route Hono app on @hono/node-server (the framework floor: what
 *      Hono's per-request work adds to 2, with no database, validation or session),
 *   4. POST /api/pedido/sendorder, a guest's takeaway order with a unique draftOrderId per request, one
 *      guest per connection, at BENCH_ORDER_CONNECTIONS (default 10) and at BENCH_CONNECTIONS,
 *   5. the order floor: the statements the server issued for one order, captured and replayed straight
 *      through the driver in one transaction per request behind a bare node:http handler
 *      (order-floor.ts); 4 and 5 run interleaved for BENCH_ROUNDS rounds at 10 connections.
 * 1–3 send BENCH_ENCODING as Accept-Encoding (default `gzip, deflate, br`, what a browser sends: the
 * menu's ready brotli bytes; `identity` for the uncompressed ones); the floors answer what the server sent.
 * 1–3 run interleaved for BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS each (default 5), each after a
 * BENCH_WARMUP_SECONDS warm-up (default 1) on that target, so a burst of other work on the machine
 * hits all three alike; the ratios are per round, and their median is printed. The servers run in a
 * child process (`--serve`), the load generator in this one, so they do not share a core. Loopback
 * only; the whole run is bounded (it kills the child and exits by itself). BENCH_ONLY=menu|orders runs
 * one half; BENCH_ORDER_FLOOR=0 leaves the order floor out (to profile the server alone).
 *
 * This file runs the rounds and prints the report; bench-server.ts is the child's side, bench-client.ts
 * the load generator and its statistics.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  agents,
  ask,
  CONNECTIONS,
  call,
  ENCODING,
  median,
  newAgent,
  ORDER_CONNECTIONS,
  phase,
  ROUNDS,
  SECONDS,
  startChild,
  summarise,
  WARMUP,
} from './bench-client';
import { B2C_ID, serve, type Targets } from './bench-server';

const PALERMO_STORE = 'brasa-palermo';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Run = Awaited<ReturnType<typeof phase>>;
type Child = Awaited<ReturnType<typeof startChild>>['child'];
const fmt = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
const verdict = (okay: boolean) => (okay ? 'met' : 'NOT met');
const header =
  '| endpoint | requests | errors | req/s | p50 ms | p99 ms | server CPU µs/req |\n|---|---|---|---|---|---|---|';
const row = (r: ReturnType<typeof summarise>) =>
  `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuUs.toFixed(0)} |`;

/** GET menu against its two floors, interleaved rounds. */
async function menuBench(child: Child, targets: Targets) {
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

  console.log(
    `\nMenu: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds per target; body ${expected} bytes ` +
      `(Accept-Encoding: ${ENCODING}; ${targets.encoding}), ~${targets.headerBytes} header bytes on every target`,
  );
  console.log(header);
  for (const r of [menu, floor, hono]) console.log(row(r));
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
  console.log(
    `menu p99 ${menu.p99.toFixed(1)} ms (aim ≤ 50: ${verdict(menu.p99 <= 50)}; the bare floor's own p99 is ${floor.p99.toFixed(1)} ms); ` +
      `ratio ${verdict(menuRatio >= 0.85)}`,
  );
}

/** POST sendorder against the replay of its own statements (order-floor.ts), at 10 and 50 connections. */
async function orderBench(child: Child, targets: Targets) {
  // Order send (issue 8). One guest session per connection (no points, so every takeaway order of
  // 2 × Morcilla totals 5800 and goes to the payment sandbox): a busy lunch is many diners, and one
  // diner's orders queue on that diner's row lock by design.
  const orderAgent = newAgent();
  const guests: Array<{ id: string; cookie: string }> = [];
  for (let i = 0; i < Math.max(ORDER_CONNECTIONS, CONNECTIONS); i++) {
    const guest = await call(orderAgent, `${targets.api}/api/user/guest/${B2C_ID}`, 'POST', '', {}, true);
    guests.push({
      id: JSON.parse(guest.body.toString('utf8')).data._id as string,
      cookie: guest.cookies.map((c) => c.split(';')[0]).join('; '),
    });
  }
  const order = (guestId: string, draftOrderId: string) => ({
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
  const sendTo = (base: string) => {
    const url = `${base}/api/pedido/sendorder`;
    const agent = newAgent();
    return async (worker: number) => {
      const { id, cookie } = guests[worker];
      const body = JSON.stringify(order(id, randomBytes(12).toString('hex')));
      return (await call(agent, url, 'POST', body, { cookie })).status === 200;
    };
  };
  // The floor: two orders of guest 0 are captured statement by statement, then replayed through the driver.
  // A first order warms what the server keeps between orders (the catalogue snapshot, connections).
  const drafts: string[] = [];
  for (const tag of ['warm', 'a', 'b']) {
    if (tag !== 'warm') await ask(child, 'capture-start');
    const draft = `capture-${tag}-${randomBytes(8).toString('hex')}`;
    const res = await call(
      orderAgent,
      `${targets.api}/api/pedido/sendorder`,
      'POST',
      JSON.stringify(order(guests[0].id, draft)),
      { cookie: guests[0].cookie },
      true,
    );
    if (tag !== 'warm') await ask(child, 'capture-stop');
    if (res.status !== 200) throw new Error(`capture order answered ${res.status}: ${res.body}`);
    if (tag !== 'warm') drafts.push(draft);
  }
  const floorInfo = await ask(
    child,
    `order-floor ${JSON.stringify({ cookie: guests[0].cookie, body: order(guests[0].id, drafts[0]) })}`,
  );
  if (floorInfo.error) throw new Error(`order floor: ${floorInfo.error}`);
  const statements = floorInfo.statements as string[];
  const sendServer = sendTo(targets.api);
  const sendFloor = sendTo(floorInfo.url as string);
  if (!(await sendFloor(0))) throw new Error('the order floor did not answer 200');
  const orderRuns = { server: [] as Run[], floor: [] as Run[] };
  // BENCH_ORDER_FLOOR=0 runs the server alone (a profile of the server without the floor's samples).
  const withFloor = process.env.BENCH_ORDER_FLOOR !== '0';
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [
      ['server', sendServer],
      ['floor', sendFloor],
    ] as const;
    for (const [name, once] of round % 2 ? [...pair].reverse() : pair) {
      if (name === 'floor' && !withFloor) continue;
      orderRuns[name].push(await phase(child, once, ORDER_CONNECTIONS));
    }
  }
  if (!withFloor) {
    console.log(header.replace('µs/req', 'µs/order'));
    console.log(row(summarise(`POST sendorder (server), ${ORDER_CONNECTIONS} conn.`, orderRuns.server)));
    return;
  }
  const orderRatios = orderRuns.server.map(
    (r, i) =>
      r.latencies.length / r.elapsed / (orderRuns.floor[i].latencies.length / orderRuns.floor[i].elapsed),
  );
  const send = summarise(`POST sendorder (server), ${ORDER_CONNECTIONS} conn.`, orderRuns.server);
  const sendFloorRow = summarise(
    `same statements, driver, 1 tx (floor), ${ORDER_CONNECTIONS} conn.`,
    orderRuns.floor,
  );
  const send50 = summarise(`POST sendorder (server), ${CONNECTIONS} conn.`, [
    await phase(child, sendServer, CONNECTIONS),
  ]);
  const floor50 = summarise(`same statements (floor), ${CONNECTIONS} conn.`, [
    await phase(child, sendFloor, CONNECTIONS),
  ]);

  console.log(
    `\nOrder send: ${ROUNDS} interleaved rounds per target at ${ORDER_CONNECTIONS} connections, one run each at ${CONNECTIONS}; a guest's takeaway order (2 × PAR-011, payment sandbox), one guest per connection; ` +
      `the floor replays the ${statements.length} statements the server issued for one order ` +
      `(${floorInfo.generated} generated ids and ${floorInfo.orderNumberParams} order-number params renewed per order) ` +
      `through the driver in one transaction, behind a bare node:http handler.`,
  );
  console.log(header.replace('µs/req', 'µs/order'));
  for (const r of [send, sendFloorRow, send50, floor50]) console.log(row(r));
  console.log(
    `\nsendorder / floor at ${ORDER_CONNECTIONS} conn. = ${median(orderRatios).toFixed(2)} req/s (rounds: ${fmt(orderRatios)}); ` +
      `server CPU per order ${(send.cpuUs / 1000).toFixed(2)} ms, ${(send.cpuUs / sendFloorRow.cpuUs).toFixed(2)} × the floor's ${(sendFloorRow.cpuUs / 1000).toFixed(2)} ms`,
  );
  const cpuAim =
    targets.db === 'PostgreSQL'
      ? ` (aim ≤ 1.5 ms on PostgreSQL: ${verdict(send.cpuUs <= 1500)})`
      : ' (PGlite runs in this process: its CPU is included)';
  console.log(
    `sendorder p99 at ${ORDER_CONNECTIONS} conn. ${send.p99.toFixed(1)} ms (aim ≤ 100: ${verdict(send.p99 <= 100)}; the floor's ${sendFloorRow.p99.toFixed(1)} ms); ` +
      `CPU per order${cpuAim}; at ${CONNECTIONS} conn. p99 ${send50.p99.toFixed(1)} ms (floor ${floor50.p99.toFixed(1)} ms)`,
  );
  if (process.env.BENCH_VERBOSE) for (const st of statements) console.log(`  floor statement: ${st}`);
}

async function main() {
  const which = process.env.BENCH_ONLY ?? 'all';
  const menuRounds = which === 'orders' ? 0 : ROUNDS * 3;
  const orderRounds = which === 'menu' ? 0 : ROUNDS * 2 + 2;
  // The whole run is bounded: a stuck server cannot keep the benchmark (or CI) waiting.
  const budget = ((menuRounds + orderRounds) * (SECONDS + WARMUP) + 180) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${budget / 1000} s, giving up`);
    child.kill('SIGKILL');
    process.exit(2);
  }, budget);
  watchdog.unref();
  const { child, targets } = await startChild(fileURLToPath(import.meta.url));
  const loadBefore = load();
  try {
    console.log(`\nAPI benchmark — ${new Date().toISOString()} — database: ${targets.db}`);
    console.log(
      `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); ${SECONDS} s runs, each after a ${WARMUP} s warm-up`,
    );
    if (menuRounds > 0) await menuBench(child, targets);
    if (orderRounds > 0) await orderBench(child, targets);
    console.log(
      `\nload average before ${loadBefore}, after ${load()} (1/5/15 min; other work on the machine skews the figures)`,
    );
  } finally {
    for (const a of agents) a.destroy();
    child.kill('SIGTERM');
    clearTimeout(watchdog);
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
