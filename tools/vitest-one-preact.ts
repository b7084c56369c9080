import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Every `preact` import in the tests (`preact`, `preact/hooks`, `preact/compat`, …) resolved to the file Node itself
 * loads for it, without a query. Preact is not inlined (vitest.config.ts): Node loads it once per worker, and
 * preact/compat's own `import 'preact'` is resolved by Node. With Vite's dependency optimizer on, Vite's resolver
 * adds `?v=<hash>` to every module of node_modules it resolves, and Node keys its module cache by URL, query
 * included: `preact.mjs?v=…` (a test's `import 'preact'`) and `preact.mjs` (preact/compat's) were two runtimes,
 * and hooks and Preact's `options` broke. Returning the path here, before Vite's resolver, keeps one URL per file.
 * tests/unit/react-runtime.test.tsx fails if two copies are loaded.
 */
export function onePreact(): Plugin {
  return {
    name: 'one-preact',
    enforce: 'pre',
    resolveId(id) {
      if (!/^preact(\/[\w./-]+)?$/.test(id)) return null;
      return fileURLToPath(import.meta.resolve(id));
    },
  };
}
