import { createStore, get, set, type UseStore } from 'idb-keyval';
import { type CatalogueKey, catalogueCacheKey } from '@/machines/catalogue/catalogue.machine';
import type { Catalogue } from '@/machines/catalogue/catalogue.types';

/** Where catalogues are kept: one IndexedDB entry per brand, branch and language. */
export interface CatalogueCache {
  read(key: CatalogueKey): Promise<unknown>;
  write(key: CatalogueKey, catalogue: Catalogue): Promise<void>;
}

let store: UseStore | undefined;
/** Its own database, so the persisted slices (`persist:root`) stay small and are not rewritten with the menu. */
const catalogueStore = () => {
  store ??= createStore('catalogue-cache', 'catalogues');
  return store;
};

/**
 * IndexedDB through idb-keyval. A read or write failure is the flow's concern (it fetches), never a crash: async
 * functions, so a browser without IndexedDB (opening the store throws at once) answers a rejection too.
 */
export const indexedDbCatalogueCache: CatalogueCache = {
  read: async (key) => get(catalogueCacheKey(key), catalogueStore()),
  write: async (key, catalogue) => set(catalogueCacheKey(key), catalogue, catalogueStore()),
};

/** A cache kept in memory (tests, and browsers without IndexedDB). */
export function memoryCatalogueCache(): CatalogueCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    read: async (key) => entries.get(catalogueCacheKey(key)) ?? null,
    write: async (key, catalogue) => {
      entries.set(catalogueCacheKey(key), catalogue);
    },
  };
}
