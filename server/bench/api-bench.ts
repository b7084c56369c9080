/**
 * `npm run bench:api`: requests/s and p50/p99 latency at 50 concurrent keep-alive connections for
 *   1. GET the menu from the real server (embedded PGlite, from the tests' migrated snapshot when present),
 *   2. GET the same menu bytes from a bare node:http handler (the floor: what HTTP alone costs),
 *   3. POST /api/pedido/sendorder with a unique draftOrderId per request.
 * The servers run in a child process (`--serve`), the load generator in this one, so they do not
 * share a core. Loopback only; every phase is bounded in time (BENCH_SECONDS, default 5).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const B2C_ID = '64b7f0a1c2d3e4f5a6b7c801';
const PALERMO = { id: '64b7f0a1c2d3e4f5a6b70b01', storeId: 'brasa-palermo' };

interface Targets {
  api: string;
  floor: string;
  menuPath: string;
}

// ---- server side (child process) ----------------------------------------------------------------

async function serve() {
  const { startTestServer } = await import('../../tests/api/helpers');
  const { BRANCH_IDS, STORE_IDS } = await import('../db/seed/branches');
  const api = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  const menuPath = `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest`;
  const res = await fetch(`${api.url}${menuPath}`);
  if (!res.ok) throw new Error(`menu answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/json';
  const floor = createServer((_req, out) => {
    out.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
    out.end(bytes);
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  const port = (floor.address() as { port: number }).port;
  PALERMO.id = BRANCH_IDS.palermo;
  process.stdout.write(
    `${JSON.stringify({ api: api.url, floor: `http://127.0.0.1:${port}`, menuPath, branchId: PALERMO.id })}\n`,
  );
  process.on('SIGTERM', async () => {
    floor.close();
    await api.close();
    process.exit(0);
  });
}

// ---- load generator (parent) --------------------------------------------------------------------

interface Result {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function call(url: string, method: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string; cookies: string[] }>((resolve, reject) => {
    const h: Record<string, string | number> = { ...headers };
    if (body !== undefined) {
      h['content-type'] = 'application/json';
      h['content-length'] = Buffer.byteLength(body);
    }
    const req = request(url, { method, agent, headers: h }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          cookies: res.headers['set-cookie'] ?? [],
        }),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(name: string, once: () => Promise<boolean>): Promise<Result> {
  // Warm-up: a short burst so JIT and caches are hot before timing.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => once().catch(() => false)));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
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
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function startChild(): Promise<{ child: ChildProcess; targets: Targets & { branchId: string } }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, KITCHEN_SPEED: '0' },
  });
  const targets = await new Promise<Targets & { branchId: string }>((resolve, reject) => {
    let buf = '';
    child.stdout?.on('data', (d: Buffer) => {
      buf += d.toString();
      const line = buf.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    setTimeout(() => reject(new Error('bench server did not start in 120 s')), 120_000).unref();
  });
  return { child, targets };
}

async function main() {
  const { child, targets } = await startChild();
  try {
    const menuUrl = `${targets.api}${targets.menuPath}`;
    const floorUrl = `${targets.floor}${targets.menuPath}`;
    const menuBytes = (await call(menuUrl, 'GET')).text.length;
    const menu = await run('GET menu (server)', async () => (await call(menuUrl, 'GET')).status === 200);
    const floor = await run(
      'GET menu (bare floor)',
      async () => (await call(floorUrl, 'GET')).status === 200,
    );

    // A guest session (no points, so every takeaway order of 2 × Morcilla totals 5800).
    const guest = await call(`${targets.api}/api/user/guest/${B2C_ID}`, 'POST');
    const cookie = guest.cookies.map((c) => c.split(';')[0]).join('; ');
    const guestId = JSON.parse(guest.text).data._id as string;
    const order = (draftOrderId: string) =>
      JSON.stringify({
        idCliente: guestId,
        idLocal: targets.branchId,
        storeId: PALERMO.storeId,
        idMarca: B2C_ID,
        draftOrderId,
        type: 'takeaway',
        horaRetiro: new Date(Date.now() + 3_600_000).toISOString(),
        orderPayment: [{ sku: 'PAR-011', quantity: 2 }],
        total: 5800,
      });
    const send = await run('POST sendorder', async () => {
      const res = await call(
        `${targets.api}/api/pedido/sendorder`,
        'POST',
        order(randomBytes(12).toString('hex')),
        {
          cookie,
        },
      );
      return res.status === 200;
    });

    const rows = [menu, floor, send];
    console.log(`\nAPI benchmark — ${new Date().toISOString()}`);
    console.log(
      `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${CONNECTIONS} connections, ${SECONDS} s per phase`,
    );
    console.log(
      `Menu body ${menuBytes} characters; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other work on the machine skews the figures)`,
    );
    console.log('| endpoint | requests | errors | req/s | p50 ms | p99 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
      );
    }
    const ratio = menu.rps / floor.rps;
    console.log(
      `\nmenu / floor = ${ratio.toFixed(2)} (aim ≥ 0.85); menu p99 ${menu.p99.toFixed(1)} ms (aim ≤ 50); sendorder p99 ${send.p99.toFixed(1)} ms (aim ≤ 100)`,
    );
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
