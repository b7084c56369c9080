import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rateLimitsFromEnv } from '@/server/config';
import { type RunningServer, type StartOptions, startServer } from '@/server/start';

export const B2C_ID = '64b7f0a1c2d3e4f5a6b7c801';
export const B2B_ID = '64b7f0a1c2d3e4f5a6b7c802';
export const DEMO_USER_ID = '64b7f0a1c2d3e4f5a6b7d001';
export const DEMO = { email: 'demo@demo.com', password: 'Demo1234' };
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const quiet: NonNullable<StartOptions['log']> = (level, message, detail) => {
  if (level === 'error') console.error(message, detail);
};

const DB_DIR = join(import.meta.dirname, '../../server/db');

/**
 * A migrated, seeded PGlite snapshot shared by the test files of a run (and later runs while the
 * migrations and seeds are unchanged): loading it takes ~0.5 s instead of initdb + migrate + seed.
 */
function templatePath(): string {
  const hash = createHash('sha256');
  // A dump only loads into the PGlite version that wrote it.
  hash.update(readFileSync(join(DB_DIR, '../../node_modules/@electric-sql/pglite/package.json')));
  for (const dir of ['migrations', 'seed']) {
    // Recursive: seed data files live in server/db/seed/data/.
    for (const f of readdirSync(join(DB_DIR, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort())
      hash.update(f.slice(DB_DIR.length)).update(readFileSync(f));
  }
  return join(tmpdir(), `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The account rate limits of a test server: the production limits × 1000. The suites sign in, register and
 * create guests from 127.0.0.1 far more often than any diner; tests/api/rate-limits.test.ts sets its own.
 */
export const TEST_RATE_LIMITS = rateLimitsFromEnv({ RATE_LIMIT_SCALE: '1000' });

/** One server per test file: the embedded database, or TEST_DATABASE_URL when CI sets it. */
export async function startTestServer(options: StartOptions = {}): Promise<RunningServer> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const base: StartOptions = {
    port: 0,
    host: '127.0.0.1',
    log: quiet,
    ...options,
    config: { rateLimits: TEST_RATE_LIMITS, ...options.config },
  };
  if (databaseUrl) return startServer({ ...base, databaseUrl });
  const template = templatePath();
  if (existsSync(template)) {
    const pgliteTemplate = new Blob([readFileSync(template)]);
    return startServer({ ...base, dataDir: ':memory:', pgliteTemplate });
  }
  const server = await startServer({ ...base, dataDir: ':memory:' });
  const dump = await server.db.dump?.();
  if (dump) {
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return server;
}

/** A fresh address per call: tests never depend on data left by a previous run. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(4).toString('hex')}@prueba.com.ar`;
}

/** A DNI no other test run will have picked (8 digits, not all equal). */
export function uniqueDni(): string {
  return String(10_000_000 + (randomBytes(4).readUInt32BE() % 89_999_999));
}

/** Response bodies are asserted field by field in the tests. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
export type Body = any;

export interface ApiResponse<T = Body> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, form bodies, oversize payloads). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * A browser-like client: keeps cookies across calls (so sessions work) and may set Host, which
 * fetch does not allow.
 */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call<T = Body>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(path, this.baseUrl);
    const payload =
      opts.raw !== undefined ? opts.raw : opts.body !== undefined ? JSON.stringify(opts.body) : undefined;
    const headers: Record<string, string | number> = { ...opts.headers };
    if (payload !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair, ...attrs] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            const value = pair.slice(eq + 1).trim();
            const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
            if (expired) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Body = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON (HTML, SVG, redirects)
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  get<T = Body>(path: string, opts?: RequestOptions) {
    return this.call<T>('GET', path, opts);
  }
  post<T = Body>(path: string, body?: unknown, opts: RequestOptions = {}) {
    return this.call<T>('POST', path, { ...opts, body });
  }
  put<T = Body>(path: string, body?: unknown, opts: RequestOptions = {}) {
    return this.call<T>('PUT', path, { ...opts, body });
  }
}

/** Latest outbox message for an address (the dev e-mail sandbox). */
export async function lastMail(client: Client, email: string) {
  const res = await client.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return res.body.data[0] as {
    subject: string;
    text: string;
    html: string;
    code: string | null;
    link: string | null;
  };
}

/** Registers, verifies through the outbox and returns a signed-in client and its user. */
export async function signUp(baseUrl: string, opts: { idMarca?: string; email?: string } = {}) {
  const client = new Client(baseUrl);
  const email = opts.email ?? uniqueEmail();
  const q = opts.idMarca ? `?idMarca=${opts.idMarca}` : '';
  const reg = await client.post(`/api/register${q}`, { name: 'Lucía Pérez', email, password: 'Clave1234' });
  if (reg.status !== 200) throw new Error(`register failed: ${reg.text}`);
  await client.post(`/api/register/sentMail${q}`, { email });
  const { code } = await lastMail(client, email);
  const verified = await client.post(`/api/register/mailVerified${q}`, { email, codigoValidacion: code });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
  return { client, email, password: 'Clave1234', user: verified.body.data };
}

export async function loginDemo(baseUrl: string) {
  const client = new Client(baseUrl);
  const res = await client.post('/api/login', DEMO);
  if (res.status !== 200) throw new Error(`demo login failed: ${res.text}`);
  return { client, user: res.body.data };
}
