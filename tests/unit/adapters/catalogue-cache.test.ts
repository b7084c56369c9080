import { describe, expect, it } from 'vitest';
import { indexedDbCatalogueCache } from '@/src/adapters/catalogue-cache';

// Node has no IndexedDB, like a browser with it disabled: opening the store throws at once.
describe('the catalogue cache without IndexedDB', () => {
  const key = { brandId: 'b', branchId: 'l', storeId: 's', language: 'es' } as never;

  it('a read answers a rejection the flow can catch, not a synchronous throw', async () => {
    let read: Promise<unknown> | undefined;
    expect(() => {
      read = indexedDbCatalogueCache.read(key);
    }).not.toThrow();
    await expect(read).rejects.toThrow();
  });

  it('a write too', async () => {
    let write: Promise<void> | undefined;
    expect(() => {
      write = indexedDbCatalogueCache.write(key, {} as never);
    }).not.toThrow();
    await expect(write).rejects.toThrow();
  });
});
