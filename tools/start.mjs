// `npm start`: builds the app when DIST_DIR (dist/) is missing or older than its sources, then starts ONE process
// serving the built app and the reference API (embedded database, seeded demo brand) on PORT (8080).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'machines',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tools/flow-graph',
];
// The server serves DIST_DIR (default dist): build there, so `DIST_DIR=x npm start` serves what it built.
const DIST_DIR = process.env.DIST_DIR || 'dist';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtIndex = join(DIST_DIR, 'index.html');
const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log(built ? 'Sources changed: rebuilding the app…' : 'Building the app (first start)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The offline translation engine; never fatal (without it the server answers Spanish, flagged).
spawnSync(process.execPath, ['tools/ensure-apertium.mjs'], { stdio: 'inherit' });

const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
