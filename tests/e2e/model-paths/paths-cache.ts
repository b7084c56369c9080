import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { FlowModel } from '@/machines/flow-model';
import { type FlowPath, generatePaths } from '@/tools/flow-graph/paths';

/**
 * The generated paths of the browser spec, cached (W13, docs/browser-paths-plan.md G): Playwright collects
 * tests/e2e/model-paths.spec.ts in its runner process and again in the worker, and generating every flow's paths
 * is most of that time. The first collection writes `.cache/model-paths/paths.json` (git-ignored); the worker,
 * and every later run, reads it while its key holds. The key is a hash of every source file the spec imports,
 * followed through the whole import graph (so the machines, the human and app models, their fixtures, the words
 * and tools/flow-graph itself), plus xstate's version: change a model's words or a guard and the key changes, the
 * paths are generated again. A path's event is stored as the index of its model step and read back as that very
 * step's event (the generator's events are the steps' own objects); a flow whose paths do not read back equal
 * (deep-equal after JSON) is not cached and is generated each time. MODEL_PATHS_CACHE=off turns the cache off.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_FILE = join(ROOT, '.cache', 'model-paths', 'paths.json');
const ENTRY = fileURLToPath(new URL('../model-paths.spec.ts', import.meta.url));
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

type StoredStep = Omit<FlowPath['steps'][number], 'event'> & { event: number };
type StoredPath = Omit<FlowPath, 'steps'> & { steps: StoredStep[] };
interface CacheFile {
  key: string;
  flows: Record<string, StoredPath[]>;
}

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0];
  const base = bare.startsWith('@/')
    ? join(ROOT, bare.slice(2))
    : bare.startsWith('.')
      ? resolve(dirname(from), bare)
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Every project file the spec imports, transitively, with its contents: what the generated paths depend on. */
export function sourceFiles(entry = ENTRY): Array<[name: string, text: string]> {
  const seen = new Set<string>();
  const queue = [entry];
  const files: Array<[string, string]> = [];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    files.push([relative(ROOT, file), text]);
    if (file.endsWith('.json')) continue;
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return files.sort(([a], [b]) => (a < b ? -1 : 1));
}

export function sourceKey(entry = ENTRY): string {
  const hash = createHash('sha256');
  for (const [name, text] of sourceFiles(entry)) hash.update(`${name}\0${text}\0`);
  const xstate = JSON.parse(readFileSync(join(ROOT, 'node_modules/xstate/package.json'), 'utf8')).version;
  hash.update(`xstate@${xstate}`);
  return hash.digest('hex');
}

const toStored = (model: FlowModel, paths: FlowPath[]): StoredPath[] | null => {
  const stored: StoredPath[] = [];
  for (const path of paths) {
    const steps: StoredStep[] = [];
    for (const step of path.steps) {
      const index = model.steps.findIndex((s) => s.event === step.event);
      if (index < 0) return null;
      steps.push({ ...step, event: index });
    }
    stored.push({ ...path, steps });
  }
  return stored;
};

const fromStored = (model: FlowModel, stored: StoredPath[]): FlowPath[] | null => {
  const paths: FlowPath[] = [];
  for (const path of stored) {
    const steps = path.steps.map((s) => ({ ...s, event: model.steps[s.event]?.event }));
    if (steps.some((s) => s.event === undefined)) return null;
    paths.push({ ...path, steps: steps as FlowPath['steps'] });
  }
  return paths;
};

const enabled = () => process.env.MODEL_PATHS_CACHE !== 'off';

let loaded: { key: string; file: CacheFile } | null = null;
const memo = new Map<string, FlowPath[]>();
let dirty = false;

function cache(): { key: string; file: CacheFile } {
  if (loaded) return loaded;
  const key = sourceKey();
  let file: CacheFile = { key, flows: {} };
  try {
    const read = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as CacheFile;
    if (read.key === key) file = read;
  } catch {
    // No cache yet, or an unreadable one: generate.
  }
  loaded = { key, file };
  return loaded;
}

/** generatePaths(model), read from the cache when the sources are unchanged, memoised in the process. */
export function cachedPaths(model: FlowModel): FlowPath[] {
  const known = memo.get(model.id);
  if (known) return known;
  if (!enabled()) {
    const paths = generatePaths(model);
    memo.set(model.id, paths);
    return paths;
  }
  const { file } = cache();
  const stored = file.flows[model.id];
  const read = stored && fromStored(model, stored);
  if (read) {
    memo.set(model.id, read);
    return read;
  }
  const paths = generatePaths(model);
  memo.set(model.id, paths);
  const toStore = toStored(model, paths);
  // Only what reads back the same (a keyContext holding a Date or an undefined would not).
  const roundTrip = toStore && fromStored(model, JSON.parse(JSON.stringify(toStore)));
  if (toStore && roundTrip && isDeepStrictEqual(roundTrip, paths)) {
    file.flows[model.id] = toStore;
    dirty = true;
  }
  return paths;
}

/** Writes what this process generated (atomically: the worker may read while the runner writes). */
export function saveCachedPaths(): void {
  if (!enabled() || !dirty || !loaded) return;
  // A source edited while this process generated: its modules may be the old ones, so nothing is written.
  if (sourceKey() !== loaded.key) return;
  // Another process may have written other flows under the same key meanwhile: keep them.
  let flows = loaded.file.flows;
  try {
    const current = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as CacheFile;
    if (current.key === loaded.key) flows = { ...current.flows, ...flows };
  } catch {
    // Nothing there yet.
  }
  mkdirSync(dirname(CACHE_FILE), { recursive: true });
  const temporary = `${CACHE_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ key: loaded.key, flows } satisfies CacheFile));
  renameSync(temporary, CACHE_FILE);
  dirty = false;
}
