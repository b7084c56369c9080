import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration Stryker uses (stryker.config.mjs, issue 9): one project holding only the flow's two
 * model-based suites, `tests/model-app/<suite>.app.test.tsx` and `tests/model/<suite>.model.test.ts`
 * (`MUTATION_SUITE`, set by tools/mutation.mjs), each file in its own module graph.
 *
 * Why not Stryker's `testFiles` on vitest.config.ts: with `testFiles` set, Stryker 9.6 gives every static
 * mutant (a chart's configuration, `setup({ guards })`, evaluated when the module loads) a test filter, and a
 * filtered run activates the mutant only in `beforeAll` ("runtime" activation), after the test file has
 * imported the machine. The mutant was never in the code the suites ran, so it "survived" although planting
 * it by hand fails them (docs/testing.md, "Mutation testing"). Choosing the files here instead leaves Stryker
 * with no filter for static mutants, which it then activates before the modules load.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };
const suite = process.env.MUTATION_SUITE ?? process.env.MUTATION_FLOW ?? 'sign-in';

export default defineConfig({
  root,
  resolve: { alias },
  test: {
    name: 'mutation',
    include: [`tests/model-app/${suite}.app.test.tsx`, `tests/model/${suite}.model.test.ts`],
    // The app suite picks happy-dom in its docblock.
    environment: 'node',
    setupFiles: ['tests/support/i18n-setup.ts'],
    // A fresh module graph per file and per run, so a static mutant is evaluated with the mutant active.
    isolate: true,
  },
});
