import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app build. `npm start` serves `dist/` from the reference server; `npm run dev` runs Vite in
 * middleware mode inside the same server so `/api` is mounted, not proxied (see server/dev.ts).
 * `VITE_FLOWS_PAGE` keeps the /__flows page in a production build (demo builds); dev always has it.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
