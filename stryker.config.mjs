// @ts-check
/**
 * Mutation testing of the flows in machines/ with the model-based suites alone (issue 9): the generated paths
 * walked on the real app (tests/model-app) and replayed on the machine (tests/model). Not part of `npm test`.
 * `npm run test:mutation` (tools/mutation.mjs) runs Stryker once per flow, so a mutant of one flow only runs
 * that flow's suites, and prints the score per machine; `MUTATION_FLOW=<folder>` selects one flow here.
 *
 * Sized for a shared 2-core machine: 2 workers, one vitest thread each; run it under `nice`.
 */
const flow = process.env.MUTATION_FLOW ?? 'sign-in';
/** The suites' file name when it differs from the folder (machines/branches → branch-selection); read by
 * vitest.mutation.config.ts, in the runner's process, which inherits this environment. */
if (!process.env.MUTATION_SUITE) process.env.MUTATION_SUITE = flow;
const reportDir = `reports/mutation/${flow}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The vitest runner, counting a test file that fails as a whole (a chart that no longer loads) as a failure:
  // tools/stryker-vitest-suites.mjs.
  testRunner: 'vitest-suites',
  plugins: [
    '@stryker-mutator/vitest-runner',
    './tools/stryker-vitest-suites.mjs',
    './tools/stryker-ignore-descriptions.mjs',
  ],
  ignorers: ['chart-descriptions'],
  // Only the flow's two suites (vitest.mutation.config.ts, from MUTATION_SUITE). Not `testFiles`: with it,
  // Stryker 9.6 activates a static mutant only after the modules have loaded, so it is never tested.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // The flow's own code: the chart and its helpers; the human and executable models and the diagrams' words
  // (*.words.ts) are the oracle, not code (an executable model's parts too: `<flow>-<concern>.app-model.ts`, the
  // older `*.app-model-<part>.ts` and the shared `*-on-the-app.ts` pieces).
  mutate: [
    `machines/${flow}/*.ts`,
    `!machines/${flow}/*.model.ts`,
    `!machines/${flow}/*.app-model.ts`,
    `!machines/${flow}/*.app-model-*.ts`,
    `!machines/${flow}/*-on-the-app.ts`,
    `!machines/${flow}/*.words.ts`,
  ],
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // A loaded machine makes a walked path slow; a timeout is only a timeout when it is far beyond the dry run.
  timeoutMS: 30_000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  // Re-runs test only the mutants whose code or tests changed (the file is per flow, beside its reports).
  incremental: true,
  incrementalFile: `${reportDir}/stryker-incremental.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Nothing the suites need lives in these; they would only slow the sandbox copy.
  ignorePatterns: [
    '/dist',
    '/dist-*',
    '/.data',
    '/test-results',
    '/playwright-report',
    '/reports',
    '/docs',
    '*.log',
  ],
};
