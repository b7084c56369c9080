import type { SavedMenus } from '@/machines/catalogue/catalogue.app-model';
import { type CatalogueKey, catalogueCacheKey } from '@/machines/catalogue/catalogue.machine';
import type { CatalogueCache } from '@/src/adapters/catalogue-cache';

/**
 * The catalogue's IndexedDB (src/adapters/catalogue-cache.ts) as a stand-in that holds every read until a
 * `storage` step answers it, as the app runner's scripted server holds a request. happy-dom has no IndexedDB
 * (the runner gives the app one that refuses to open, so every read misses) and fake-indexeddb hangs on the
 * faked clock; tests/model-app/catalogue.app.test.tsx puts this in place of `indexedDbCatalogueCache` with
 * vi.mock, under the same keys (catalogueCacheKey: one per brand, branch and language). The app's own handling
 * of a read (src/app/catalogue-flows.ts: a failed read counts as nothing saved) runs unchanged.
 */
interface HeldRead {
  key: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  answered: boolean;
}

const reads: HeldRead[] = [];
const entries = new Map<string, unknown>();

export const heldCatalogueCache: CatalogueCache = {
  read: (key: CatalogueKey) =>
    new Promise((resolve, reject) => {
      reads.push({ key: catalogueCacheKey(key), resolve, reject, answered: false });
    }),
  write: async (key, catalogue) => {
    entries.set(catalogueCacheKey(key), catalogue);
  },
};

export const savedMenus: SavedMenus = {
  reset: () => {
    reads.length = 0;
    entries.clear();
  },
  waitingReads: () => reads.filter((r) => !r.answered).map((r) => r.key),
  answer: (answer, fixture) => {
    const read = reads.findLast((r) => !r.answered);
    if (!read) throw new Error(`"${fixture}": the app read no saved menu to answer`);
    read.answered = true;
    if ('fails' in answer) read.reject(new Error('IndexedDB: the read failed'));
    else read.resolve('menu' in answer ? answer.menu : undefined);
  },
  saved: (key) => entries.get(key),
};
