// `npm test` and `npm run test:all`: run the test layers one after the other, stop at the first that fails,
// and print how long each took (issue 9 asks `npm test` to stay under 10 minutes on the project's 2-core
// machine and docs/testing.md to say what each layer costs).
//
//   node tools/test-layers.mjs          the fast layers: static checks, the budget, unit/model/app, API
//   node tools/test-layers.mjs --all    the same, then the browser layer (Playwright against the real server)
import { spawnSync } from 'node:child_process';

const FAST = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['languages', 'npm run check:i18n'],
  ['generated docs', 'npm run flows -- --check && npm run paths -- --check'],
  ['build and weight budget', 'npm run build && npm run check:bundle'],
  ['unit, machines, models, app', 'npm run test:unit'],
  ['API contract', 'node tools/ensure-apertium.mjs && npm run test:api'],
];
const BROWSER = [['browser (e2e)', 'npm run test:e2e']];

const layers = process.argv.includes('--all') ? [...FAST, ...BROWSER] : FAST;
const done = [];
const format = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};
const summary = (failed) => {
  const total = done.reduce((sum, [, ms]) => sum + ms, 0);
  console.log('\nTest layers:');
  for (const [name, ms, ok] of done)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${format(ms).padStart(12)}  ${name}`);
  console.log(`        ${format(total).padStart(12)}  total${failed ? ` (stopped at "${failed}")` : ''}`);
};

for (const [name, command] of layers) {
  console.log(`\n=== ${name}: ${command} ===`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const ok = result.status === 0;
  done.push([name, Date.now() - started, ok]);
  if (!ok) {
    summary(name);
    process.exit(result.status ?? 1);
  }
}
summary();
