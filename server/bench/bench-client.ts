/**
 * The bench's load generator: keep-alive HTTP calls, a closed loop of BENCH_CONNECTIONS workers, the
 * statistics of a run, and the server process (started, asked for its CPU time, its targets read).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { Targets } from './bench-server';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The order-send runs' concurrency: a busy lunch for one brand is far below 50 (issue 8). */
export const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 10);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** The menu requests' Accept-Encoding (a browser's by default; `identity` for the uncompressed bytes). */
export const ENCODING = process.env.BENCH_ENCODING || 'gzip, deflate, br';

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

export const agents: Agent[] = [];
export function newAgent() {
  const most = Math.max(CONNECTIONS, ORDER_CONNECTIONS);
  const agent = new Agent({ keepAlive: true, maxSockets: most, maxFreeSockets: most });
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
export function call(
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

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One request of worker `worker` (0 … connections − 1); true when it answered as expected. */
export type Once = (worker: number) => Promise<boolean>;

/** Closed loop: `connections` workers, each sending its next request when the last one answered. */
async function drive(seconds: number, once: Once, connections: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await once(worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
}

export function summarise(
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

/**
 * Warm-up (JIT, caches, open connections) on this target, then the timed run and its server CPU.
 * The server process's CPU time is read before and after the timed run only, so the client's own
 * work is never charged to it.
 */
export async function phase(child: ChildProcess, once: Once, connections = CONNECTIONS) {
  if (WARMUP > 0) await drive(WARMUP, once, connections);
  const cpu0 = await childCpu(child);
  const run = await drive(SECONDS, once, connections);
  const cpu = (await childCpu(child)) - cpu0;
  return { ...run, cpuPerRequest: cpu / Math.max(1, run.latencies.length) };
}

/** A command on the server process's stdin and its one-line JSON answer (answers come in order). */
let waiters: Array<(answer: Record<string, unknown>) => void> = [];
export function ask(child: ChildProcess, command: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    waiters.push(resolve);
    child.stdin?.write(`${command}\n`);
  });
}

/** The server process's CPU time so far (µs). */
async function childCpu(child: ChildProcess): Promise<number> {
  return (await ask(child, 'cpu')).cpu as number;
}

export async function startChild(script: string): Promise<{ child: ChildProcess; targets: Targets }> {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server process (e.g. --cpu-prof).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', script, '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, KITCHEN_SPEED: '0' },
  });
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
        } else {
          const [next, ...rest] = waiters;
          waiters = rest;
          next?.(msg);
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    setTimeout(() => reject(new Error('bench server did not start in 120 s')), 120_000).unref();
  });
  return { child, targets };
}
