// @ts-check
import path from 'node:path';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { DryRunStatus, MutantRunStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

/**
 * Stryker test runner `vitest-suites` (stryker.config.mjs, issue 9): Stryker's vitest runner, except that a test
 * file which fails as a whole counts as a failure.
 *
 * The vitest runner only counts failed tests. A static mutant that breaks a chart so that `createMachine` throws
 * (`initial: ""`), or that breaks the path generator the suites call while they are collected, makes vitest fail
 * the file with no test at all ("Failed Suites", "no tests"), and the runner reported that mutant as survived,
 * although planting it by hand fails the suite. Here such a run is reported killed, by every test the file had in
 * the dry run. Everything else is the vitest runner's own behaviour.
 */
const vitestFactory = /** @type {any} */ (vitestPlugins[0]).factory;

/** @param {import('@stryker-mutator/api/plugin').Injector} injector */
function createVitestSuitesRunner(injector) {
  /** @type {any} */
  const inner = injector.injectFunction(vitestFactory);
  /** The dry run's test ids per test file (absolute path). */
  const testsByFile = new Map();
  return {
    capabilities: () => inner.capabilities(),
    init: () => inner.init(),
    /** @param {import('@stryker-mutator/api/test-runner').DryRunOptions} options */
    async dryRun(options) {
      const result = await inner.dryRun(options);
      if (result.status === DryRunStatus.Complete) {
        for (const test of result.tests) {
          const file = test.fileName ? path.resolve(test.fileName) : '';
          testsByFile.set(file, [...(testsByFile.get(file) ?? []), test.id]);
        }
      }
      return result;
    },
    /** @param {import('@stryker-mutator/api/test-runner').MutantRunOptions} options */
    async mutantRun(options) {
      const result = await inner.mutantRun(options);
      if (result.status !== MutantRunStatus.Survived) return result;
      /** @type {any[]} */
      const files = inner.ctx.state.getFiles();
      const failed = files.filter((file) => file.result?.state === 'fail');
      if (failed.length === 0) return result;
      const killedBy = failed.flatMap((file) => testsByFile.get(path.resolve(file.filepath)) ?? []);
      const message = failed[0].result?.errors?.[0]?.message ?? 'the test file failed as a whole';
      return {
        status: MutantRunStatus.Killed,
        killedBy: killedBy.length > 0 ? killedBy : failed.map((file) => `${file.name}#`),
        failureMessage: `${failed[0].name} failed as a whole: ${message}`,
        nrOfTests: result.nrOfTests,
      };
    },
    dispose: () => inner.dispose(),
  };
}
createVitestSuitesRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest-suites', createVitestSuitesRunner),
];
