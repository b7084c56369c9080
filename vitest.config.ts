import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_COMPAT_ALIASES } from './tools/preact-compat-alias.ts';
import { onePreact } from './tools/vitest-one-preact.ts';

/**
 * The tests run on the runtime that ships: `react` and `react-dom` are preact/compat here as in the build
 * (tools/preact-compat-alias.ts). An alias only rewrites the imports of modules Vite transforms, so every package
 * that imports React is inlined (transformed instead of loaded by Node), the testing library's included: loaded
 * by Node, it would import the real React and render with a second runtime. tests/unit/react-runtime.test.ts
 * fails if any of this stops holding.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const alias = [
  { find: '@', replacement: root },
  ...PREACT_COMPAT_ALIASES,
  // Packages whose build for Node is CommonJS, whose `require('react')` no alias rewrites: their ES module build
  // (the one the app's build bundles) instead.
  {
    find: /^@testing-library\/react$/,
    replacement: `${root}node_modules/@testing-library/react/dist/@testing-library/react.esm.js`,
  },
  {
    find: /^@xstate\/react$/,
    replacement: `${root}node_modules/@xstate/react/dist/xstate-react.development.esm.js`,
  },
  {
    find: /^use-places-autocomplete$/,
    replacement: `${root}node_modules/use-places-autocomplete/dist/index.esm.js`,
  },
];
const server = {
  deps: {
    inline: [
      /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types)[\\/]/,
      /[\\/]node_modules[\\/](@xstate[\\/]react|use-sync-external-store|wouter|react-i18next|use-places-autocomplete)[\\/]/,
      /[\\/]node_modules[\\/]@testing-library[\\/](react|user-event)[\\/]/,
      // The optimizer's bundles (below): their `react` imports are rewritten by the alias, as the packages' were.
      /[\\/]node_modules[\\/]\.vite[\\/]/,
    ],
  },
};

/**
 * Inlined, react-aria's hundreds of modules were transformed one by one in every module graph: importing the
 * product's route group took 20 s where main (react-aria loaded by Node) took 2.9 s, and
 * tests/machines/order-preparation-reset.app.test.ts's beforeAll timed out. Vite's dependency optimizer bundles
 * them once per run (cached in node_modules/.vite/vitest) for the files in happy-dom (`client`: every app test and
 * the DOM unit tests); the bundles are inlined above. React and Preact stay out of them: `react` stays an import of
 * the bundles, aliased to src/runtime/react.js (the page-wide ids), and Preact is loaded by Node once per worker,
 * as without the optimizer (a copy inlined or bundled would be a second runtime after a test's vi.resetModules).
 * onePreact (tools/vitest-one-preact.ts) keeps Vite's `?v=` query off Preact's files, which would otherwise be a
 * second copy beside the one preact/compat imports. Not for the node environment (`ssr`): with it mermaid's
 * DOMPurify lost its DOM hooks (tests/model/diagrams.test.ts), and bundles loaded by Node gave react-aria React's
 * `forwardRef`. tests/unit/react-runtime.test.tsx fails on a second runtime.
 */
const optimizer = {
  enabled: true,
  include: ['react-aria-components', 'react-aria', 'react-stately'],
  exclude: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'use-sync-external-store/shim',
    'preact',
    'preact/hooks',
    'preact/compat',
    'preact/compat/client',
    'preact/compat/server',
    'preact/jsx-runtime',
    'preact/compat/jsx-runtime',
    'preact/compat/jsx-dev-runtime',
    'preact/test-utils',
  ],
};
const plugins = [onePreact()];

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core. Vitest's default in a run is one fewer than the cores, which on the project's 2-core
    // machine is a single worker: `npm run test:unit` took 7 min 00 s with it and 4 min 48 s with two (24 Nov 2026,
    // quiet machine, all 4,163 tests passing both ways). The api project stays one file at a time (below).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins,
        resolve: { alias },
        test: {
          server,
          deps: { optimizer: { client: optimizer } },
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/machines/**/*.test.ts',
            'tests/model/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/support/i18n-setup.ts'],
          // These suites start their own actors and leave no global state behind, so one module graph
          // per worker is shared instead of re-imported per file: measured 3 to 4 times faster here.
          isolate: false,
        },
      },
      {
        plugins,
        resolve: { alias },
        test: {
          server,
          deps: { optimizer: { client: optimizer } },
          // The whole app rendered per file (real root actor, real screens): each file needs a fresh
          // module graph, because the app's singletons (router, stores, i18n language) would bleed.
          name: 'app',
          include: ['tests/model-app/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/i18n-setup.ts'],
        },
      },
      {
        plugins,
        resolve: { alias },
        test: {
          server,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One embedded database per run is shared by the API suites (PGlite cold start is ~6 s).
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
