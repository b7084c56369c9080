/**
 * The bench's server side, run in a child process (`api-bench.ts --serve`): the real API on the tests'
 * migrated database, a bare node:http handler and a one-route Hono app that answer the menu's bytes with
 * its headers. It prints the targets as one JSON line, then answers `cpu` lines on stdin with its CPU
 * time, and exits when the load generator goes away.
 */
import { createServer, get, type IncomingMessage } from 'node:http';
import { ENCODING } from './bench-client';
import { recordStatements, type Statement, startOrderFloor } from './order-floor';

export const B2C_ID = '64b7f0a1c2d3e4f5a6b7c801';

/** Where each target listens, announced by the server process as its first stdout line. */
export interface Targets {
  api: string;
  floor: string;
  hono: string;
  menuPath: string;
  branchId: string;
  db: string;
  headerBytes: number;
  /** The menu's Content-Encoding for the bench's Accept-Encoding (`identity` when none). */
  encoding: string;
}

/** Response headers a floor copies from the server (per-connection ones are the servers' own). */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function serve() {
  const { startTestServer } = await import('../../tests/api/helpers');
  const { BRANCH_IDS, STORE_IDS } = await import('../db/seed/branches');
  const { Hono } = await import('hono');
  const { serve: honoServe } = await import('@hono/node-server');
  const api = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
  // The order floor replays the statements of captured orders (order-floor.ts).
  const recorder = recordStatements(api.db);
  const captures: Statement[][] = [];
  let orderFloor: Awaited<ReturnType<typeof startOrderFloor>> | undefined;
  const menuPath = `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest`;
  // The bytes on the wire for the bench's Accept-Encoding (fetch would decompress them), and the same
  // headers (content-type, content-length, content-encoding, etag, cache-control, vary) as the server sends.
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    get(`${api.url}${menuPath}`, { headers: { 'accept-encoding': ENCODING } }, resolve).on('error', reject),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  if (res.statusCode !== 200) throw new Error(`menu answered ${res.statusCode}`);
  const bytes = Buffer.concat(chunks);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!PER_CONNECTION.has(name) && typeof value === 'string') headers[name] = value;
  }
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
    encoding: headers['content-encoding'] ?? 'identity',
  };
  process.stdout.write(`${JSON.stringify(targets)}\n`);
  // Commands on stdin, one per line, each answered with one JSON line:
  //   `cpu` → this process's CPU time so far (µs), so the parent can charge each phase's server-side CPU
  //     per request: a figure other work on the machine disturbs far less than req/s;
  //   `capture-start` / `capture-stop` → record the statements of the requests in between;
  //   `order-floor {"cookie","body"}` → the order floor, replaying the first capture (order-floor.ts).
  const answer = async (line: string) => {
    const [command, ...rest] = line.trim().split(' ');
    if (command === 'cpu') {
      const u = process.cpuUsage();
      return { cpu: u.user + u.system };
    }
    if (command === 'capture-start') {
      recorder.start();
      return { capturing: true };
    }
    if (command === 'capture-stop') {
      captures.push(recorder.stop());
      return { statements: captures[captures.length - 1].length };
    }
    if (command === 'order-floor') {
      const { cookie, body } = JSON.parse(rest.join(' '));
      orderFloor = await startOrderFloor(
        api.db,
        process.env.TEST_DATABASE_URL || undefined,
        {
          cookie,
          body,
          statements: captures[0],
        },
        captures[1],
      );
      const { url, statements, generated, orderNumberParams } = orderFloor;
      return { url, statements, generated, orderNumberParams };
    }
    return { error: `unknown command ${command}` };
  };
  let pendingInput = '';
  let replies = Promise.resolve();
  process.stdin.on('data', (d: Buffer) => {
    pendingInput += d.toString();
    const lines = pendingInput.split('\n');
    pendingInput = lines.pop() ?? '';
    for (const line of lines.filter((l) => l.trim())) {
      // Answered in order, one at a time.
      replies = replies.then(async () => {
        const reply = await answer(line).catch((err: Error) => ({ error: err.message }));
        process.stdout.write(`${JSON.stringify(reply)}\n`);
      });
    }
  });
  const stop = async () => {
    floor.close();
    hono.close();
    await orderFloor?.close().catch(() => {});
    await api.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  // Never outlive the load generator.
  process.on('disconnect', stop);
  process.stdin.on('end', stop);
}
