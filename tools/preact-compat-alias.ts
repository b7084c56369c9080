import { fileURLToPath } from 'node:url';

/**
 * The code is written against React's API (`react`, `react-dom`, @types/react) and runs on Preact's runtime
 * through its compatibility layer, preact/compat: about 10 kB gzip where react + react-dom are ~60 kB, the
 * largest single step towards issue 8's 100 kB first screen (docs/performance.md "React's API on Preact's
 * runtime"). The same aliases are used by the build and dev server (vite.config.ts) and by every vitest
 * project (vitest.config.ts), so the tests exercise the runtime that ships. tools/bench-floor (the bare
 * React + XState floor of `npm run bench:web`) is built without this config and stays on real React.
 * Exact matches only: `react-aria-components` or `react-i18next` must not be caught by a `react` prefix.
 */
const REACT = fileURLToPath(new URL('../src/runtime/react.js', import.meta.url));
const WITH_SELECTOR = fileURLToPath(
  new URL('../src/runtime/use-sync-external-store-with-selector.ts', import.meta.url),
);

export const PREACT_COMPAT_ALIASES = [
  // preact/compat with document-wide ids (src/runtime/react.js).
  { find: /^react$/, replacement: REACT },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React's shim for React < 18 (wouter, react-aria): on React >= 18 it is React's own useSyncExternalStore, which
  // preact/compat has. Its with-selector (@xstate/react) is CommonJS: an ES module port of it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: WITH_SELECTOR },
];
