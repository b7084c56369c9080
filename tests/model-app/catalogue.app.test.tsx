// @vitest-environment happy-dom
import { vi } from 'vitest';
import { createCatalogueAppModel } from '@/machines/catalogue/catalogue.app-model';
import { describeAppModel } from './describe-app-model';
import { savedMenus } from './held-catalogue-cache';

// The catalogue's IndexedDB is the held stand-in (happy-dom has none): every read waits for its step.
vi.mock('@/src/adapters/catalogue-cache', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/src/adapters/catalogue-cache')>();
  const { heldCatalogueCache } = await import('./held-catalogue-cache');
  return { ...original, indexedDbCatalogueCache: heldCatalogueCache };
});

describeAppModel(createCatalogueAppModel(savedMenus));
