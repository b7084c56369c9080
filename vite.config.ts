import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { APP_STYLES_ATTRIBUTE } from './src/shell/app-styles.ts';
import { PREACT_COMPAT_ALIASES } from './tools/preact-compat-alias.ts';
import { bundleStats } from './tools/vite-bundle-stats.ts';

/**
 * The first load, in long-lived chunks: stable vendor code in chunks of its own (React, XState, i18next: the
 * stack's share of the weight budget, printed apart by `npm run check:bundle`), so a release that changes
 * only app code keeps them cached, then the rest of the app's first load (shell, machines, AUTH and BASE)
 * in the entry chunk. Every group takes only modules of the first load (`$initial`): without it, shared
 * groups would pull in code only lazy screens use, and rolldown would split app modules that lazy screens
 * share with the entry into many tiny common chunks. Lazy screens get their own chunks (app-routes.tsx).
 */
const FIRST_LOAD_CHUNKS = [
  // React's API on Preact's runtime (tools/preact-compat-alias.ts): preact and preact/compat.
  { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/ },
  { name: 'xstate', test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/ },
  {
    name: 'i18next',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  // Everything else of the first load: rolldown merges it into the entry chunk (index-*.js).
  { name: 'app' },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * Flows that left the first load for chunks of their own (src/app/route-flows.ts: the cart, profile completion),
 * each kept in one chunk: split by who else imports their modules, they came as four small chunks that compress
 * worse apart (the cart's 6.9 kB gzip was 8.9 kB in four files) and cost a request each.
 */
const LAZY_FLOW_CHUNKS = [
  {
    name: 'cart-flow',
    test: /[\\/](machines[\\/]cart[\\/]cart\.(machine|setup|context|rules)\.ts|src[\\/]app[\\/]cart-flows\.ts)$/,
  },
  {
    name: 'profile-completion-flow',
    test: /[\\/](machines[\\/]profile-completion[\\/]profile-completion\.machine\.ts|machines[\\/]rules[\\/](profile-completion|account-validators)\.ts|src[\\/]app[\\/]profile-completion-flow\.ts)$/,
  },
];

/** What `precompress` compresses: text formats (server/static/precompressed.ts serves the same list). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/i;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of the
 * build of 1 KB or more, so the server sends compressed bytes without compressing per request. Runs after
 * the bundle is written (public/ files included), on libuv's pool, a few files at a time.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && COMPRESSIBLE.test(entry.name)) files.push(join(entry.parentPath, entry.name));
      }
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
          const bytes = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    },
  };
}

/**
 * The built page's stylesheet link stops blocking the first paint: `media="print"` until it has loaded, then
 * `all` (its `onload`, and src/shell/app-styles.ts, which the app awaits before rendering). The HTML's own
 * inline splash CSS paints the brand meanwhile (server/static/splash-html.ts).
 */
function nonBlockingStylesheet(): Plugin {
  return {
    name: 'non-blocking-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"([^>]*?)>/g,
          (_tag, attributes: string) =>
            `<link rel="stylesheet"${attributes} media="print" onload="this.media='all'" ${APP_STYLES_ATTRIBUTE}>`,
        ),
    },
  };
}

/**
 * The app build. `npm start` serves `dist/` from the reference server; `npm run dev` runs Vite in
 * middleware mode inside the same server so `/api` is mounted, not proxied (see server/dev.ts).
 * `VITE_FLOWS_PAGE` keeps the /__flows page in a production build (demo builds); dev always has it.
 * Screens other than the first ones load per route group (src/app/app-routes.tsx); see
 * docs/performance.md "App bundle" for the sizes, and "Compression" for the `.br` / `.gz` files beside them.
 */
export default defineConfig({
  // Fast Refresh patches React's own renderer, which Preact's runtime does not have: an edit in dev reloads the page.
  plugins: [react({ refreshExclude: /./ }), nonBlockingStylesheet(), bundleStats(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('.', import.meta.url)) },
      ...PREACT_COMPAT_ALIASES,
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Every browser of the es2022 target but Safari < 17 follows `<link rel="modulepreload">`; there the link is
    // only a hint missed, so Vite's polyfill (1.2 kB in the first screen's chunk) is left out.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server reads it to preload a route's chunks in the HTML of a link that
    // opens that route (server/static/route-preloads.ts, the table QR's menu).
    manifest: true,
    // Mermaid's own chunks (about 660 kB, lazily loaded by /__flows only, never by a diner) are the only
    // ones above Vite's 500 kB default; the limit is raised so the warning keeps meaning for the app.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...FIRST_LOAD_CHUNKS, ...LAZY_FLOW_CHUNKS] } },
    },
  },
});
