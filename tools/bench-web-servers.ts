/**
 * The servers of `npm run bench:web` (tools/bench-web.ts): the real app server on the built app, and the floor
 * (tools/bench-floor: React 19 + XState, one machine) built with the project's Vite into a temp dir and served
 * by a node:http static server that sends brotli or gzip like the app's precompressed files. Every start
 * registers its stop in `cleanups`, run by `cleanup()` (also on SIGINT / SIGTERM).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..');

const cleanups: Array<() => unknown> = [];
export const onCleanup = (fn: () => unknown) => cleanups.push(fn);
export async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch {
      // best effort
    }
  }
  cleanups.length = 0;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createNetServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

export function run(cmd: string, cmdArgs: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: ['ignore', process.stderr, 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? ok() : fail(new Error(`${cmd} ${cmdArgs.join(' ')}: exit ${code}`)),
    );
  });
}

/** `server/main.ts` on the build in `distDir` (embedded database in memory), ready once the brand answers. */
export async function startAppServer(port: number, distDir: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DIST_DIR: distDir,
      KITCHEN_SPEED: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  // A loaded machine (tsx compiling the server beside other sessions' work) has taken over 60 s.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/marca/localhost`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready after 180 s');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Builds tools/bench-floor into a temp dir and serves it (brotli or gzip when accepted, like dist/). */
export async function startFloor(port: number): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
  await build({
    root: join(ROOT, 'tools/bench-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const files = new Map<string, { raw: Buffer; br: Buffer; gz: Buffer; type: string }>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const raw = readFileSync(path);
        const key = `/${normalize(path.slice(outDir.length + 1)).replaceAll('\\', '/')}`;
        const type = TYPES[extname(name)] ?? 'application/octet-stream';
        files.set(key, { raw, br: brotliCompressSync(raw), gz: gzipSync(raw), type });
      }
    }
  };
  walk(outDir);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = files.get(path) ?? files.get('/index.html')!;
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [body, coding] = accept.includes('br')
      ? [file.br, 'br']
      : accept.includes('gzip')
        ? [file.gz, 'gzip']
        : [file.raw, null];
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(coding ? { 'content-encoding': coding, vary: 'accept-encoding' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  cleanups.push(() => new Promise((ok) => server.close(ok)));
}
