import type { SavedMenus } from '@/machines/catalogue/catalogue.app-model';

/**
 * catalogue's saved menus (machines/catalogue/catalogue.app-model.ts `SavedMenus`) in a real Chromium: the app's
 * own IndexedDB (src/adapters/catalogue-cache.ts: database 'catalogue-cache', store 'catalogues'), watched, not
 * replaced. A real read cannot be held: it answers as the app asks, and a fresh browser context has nothing saved,
 * so only the model's 'nothing saved' can be answered (a no-op that marks the read answered); a saved menu or a
 * failed read is the spec's cut (model-paths/catalogue.ts). The reads and writes are seen by wrapping
 * IDBObjectStore's get and put for that store; keys are read in the model's ids (`toModelKey`).
 */

const STORE = 'catalogues';
const reads: Array<{ key: string; answered: boolean }> = [];
const written = new Map<string, unknown>();
let toModelKey = (key: string) => key;

/** The key as the model names it (the page driver hands in its id map's translation of one segment). */
export function translateCatalogueKeys(segment: (real: string) => string): void {
  toModelKey = (key) => key.split(':').map(segment).join(':');
}

const prototype = typeof IDBObjectStore === 'undefined' ? null : IDBObjectStore.prototype;
if (prototype) {
  const { get, put } = prototype;
  prototype.get = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
    if (this.name === STORE && typeof query === 'string') reads.push({ key: query, answered: false });
    return get.call(this, query);
  };
  prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    if (this.name === STORE && typeof key === 'string') written.set(key, value);
    return put.call(this, value, key);
  };
}

export const browserSavedMenus: SavedMenus = {
  // A fresh browser context per walk: nothing saved, nothing read yet.
  reset: () => {},
  waitingReads: () => reads.filter((r) => !r.answered).map((r) => toModelKey(r.key)),
  answer: (answer, fixture) => {
    if (!('nothing' in answer))
      throw new Error(`"${fixture}": a real IndexedDB read cannot be answered so (the spec cuts it)`);
    const read = reads.findLast((r) => !r.answered);
    if (!read) throw new Error(`"${fixture}": the app read no saved menu`);
    read.answered = true;
  },
  saved: (key) => {
    for (const [real, value] of written) if (toModelKey(real) === key) return value;
    return undefined;
  },
};
