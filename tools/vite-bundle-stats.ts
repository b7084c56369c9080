import type { Plugin } from 'vite';

/** One output chunk as the bundler produced it (`dist/.vite/bundle-stats.json`). */
export interface ChunkStats {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically (loaded with it) and dynamically (loaded on demand). */
  imports: string[];
  dynamicImports: string[];
  /** Source modules in the chunk with the bytes each contributes after tree shaking (before minifying). */
  modules: Record<string, number>;
}

export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

/**
 * Writes the bundler's own account of the build — chunks, their static and dynamic imports, and each
 * module's rendered length — so the weight budget (tools/bundle-budget.ts) reads facts instead of parsing
 * minified code.
 */
export function bundleStats(): Plugin {
  return {
    name: 'bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
          ),
        });
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_STATS_FILE, source: JSON.stringify(chunks) });
    },
  };
}
