import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleStats } from './tools/vite-bundle-stats.ts';

/**
 * The first load, in long-lived chunks: stable vendor code in chunks of its own, so a release that changes
 * only app code keeps them cached, then the rest of the app's first load (shell, machines, AUTH and BASE)
 * in the entry chunk. Every group takes only modules of the first load (`$initial`): without it, shared
 * groups would pull in code only lazy screens use, and rolldown would split app modules that lazy screens
 * share with the entry into many tiny common chunks. Lazy screens get their own chunks (app-routes.tsx).
 */
const FIRST_LOAD_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'xstate', test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/ },
  {
    name: 'react-aria',
    test: /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc[\\/]helpers|client-only|clsx)[\\/]/,
  },
  { name: 'motion', test: /[\\/]node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/ },
  // Everything else of the first load: rolldown merges it into the entry chunk (index-*.js).
  { name: 'app' },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * The app build. `npm start` serves `dist/` from the reference server; `npm run dev` runs Vite in
 * middleware mode inside the same server so `/api` is mounted, not proxied (see server/dev.ts).
 * `VITE_FLOWS_PAGE` keeps the /__flows page in a production build (demo builds); dev always has it.
 * Screens other than the first ones load per route group (src/app/app-routes.tsx); see
 * docs/performance.md "App bundle" for the sizes.
 */
export default defineConfig({
  plugins: [react(), bundleStats()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Mermaid's own chunks (about 660 kB, lazily loaded by /__flows only, never by a diner) are the only
    // ones above Vite's 500 kB default; the limit is raised so the warning keeps meaning for the app.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } },
    },
  },
});
