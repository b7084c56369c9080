/**
 * `npm run test:mutation [-- <suite> ...]` (issue 9): mutation testing of machines/ with the model-based
 * suites alone. Stryker (stryker.config.mjs) runs once per flow, mutating machines/<flow>/ (not its human or
 * executable model) and running only tests/model-app/<flow>.app.test.tsx and tests/model/<flow>.model.test.ts,
 * so a mutant of one flow never waits for another flow's paths. Then the score per machine is printed from
 * the JSON reports (reports/mutation/<flow>/mutation.json; the HTML report sits beside it).
 *
 * Default flows: every flow with an executable model on the real app (a tests/model-app/<flow>.app.test.tsx).
 * Slow on 2 cores (roughly 20 to 60 min per flow): not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
const named = args.filter((a) => !a.startsWith('--'));
/** The machines/ folder holding a suite's executable model (machines/branches/branch-selection.app-model.ts). */
const folderOf = (suite) =>
  readdirSync('machines').find((dir) => existsSync(`machines/${dir}/${suite}.app-model.ts`)) ?? suite;
const suites =
  named.length > 0
    ? named
    : readdirSync('tests/model-app')
        .filter((f) => f.endsWith('.app.test.tsx'))
        .map((f) => f.replace('.app.test.tsx', ''));
const flows = suites.map(folderOf).filter((flow) => existsSync(`machines/${flow}`));

const failed = [];
if (!reportOnly) {
  for (const suite of suites) {
    const flow = folderOf(suite);
    if (!existsSync(`machines/${flow}`)) continue;
    console.log(`\n=== ${flow}: stryker run (machines/${flow}, the ${suite} suites) ===`);
    const run = spawnSync('npx', ['stryker', 'run'], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_FLOW: flow, MUTATION_SUITE: suite },
    });
    if (run.status !== 0) failed.push(flow);
  }
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const rows = [];
for (const flow of flows) {
  const file = `reports/mutation/${flow}/mutation.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const count = (set) => mutants.filter((m) => set.has(m.status)).length;
    const killed = count(new Set(['Killed']));
    const timeout = count(new Set(['Timeout']));
    const survived = count(new Set(['Survived']));
    const noCoverage = count(new Set(['NoCoverage']));
    const detected = count(DETECTED);
    const valid = detected + count(UNDETECTED);
    rows.push({ flow, path, killed, timeout, survived, noCoverage, valid, detected });
  }
}

const pct = (d, v) => (v === 0 ? '   n/a' : `${((100 * d) / v).toFixed(1).padStart(5)} %`);
console.log('\nMutation score per machine (model-based suites only: tests/model-app + tests/model)\n');
console.log('file                                                   killed timeout survived no-cov   score');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(54)} ${String(r.killed).padStart(6)} ${String(r.timeout).padStart(7)} ${String(r.survived).padStart(8)} ${String(r.noCoverage).padStart(6)} ${pct(r.detected, r.valid)}`,
  );
}
const byFlow = new Map();
for (const r of rows) {
  const t = byFlow.get(r.flow) ?? { detected: 0, valid: 0 };
  t.detected += r.detected;
  t.valid += r.valid;
  byFlow.set(r.flow, t);
}
console.log('\nflow                     score');
let all = { detected: 0, valid: 0 };
for (const [flow, t] of byFlow) {
  console.log(`${flow.padEnd(22)} ${pct(t.detected, t.valid)}`);
  all = { detected: all.detected + t.detected, valid: all.valid + t.valid };
}
console.log(`${'all'.padEnd(22)} ${pct(all.detected, all.valid)}`);
if (failed.length > 0) {
  console.error(`\nStryker failed for: ${failed.join(', ')}`);
  process.exit(1);
}
