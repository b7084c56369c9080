import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';
import { type CatalogueKey, catalogueMachine } from '@/machines/catalogue/catalogue.machine';
import {
  selectCatalogue,
  selectCatalogueFailed,
  selectIsCatalogueLoading,
  selectIsRevalidating,
} from '@/machines/catalogue/catalogue.selectors';
import type { Catalogue } from '@/machines/catalogue/catalogue.types';
import { expectState } from '@/tests/support/expect-state';

const catalogue = (name: string): Catalogue => ({
  home: { products: [], featuredCategories: [], recentProducts: [] },
  categories: [{ id: 'c-1', name, slug: 'c', type: 'category', products: [], subcategories: [] }],
});
const cached = catalogue('Parrilla (cache)');
const fresh = catalogue('Parrilla');

interface Deferred<T> {
  key: CatalogueKey;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** The flow alone (no watchers), with a cache and a network the test answers by hand. */
function start(input: { storeId?: string | null; language?: string } = { storeId: 'brasa-palermo' }) {
  const reads: Deferred<Catalogue | null>[] = [];
  const fetches: Deferred<Catalogue>[] = [];
  const writes: { key: CatalogueKey; catalogue: Catalogue }[] = [];
  const machine = catalogueMachine.provide({
    actors: {
      watchBranch: fromCallback(() => {}),
      watchLanguage: fromCallback(() => {}),
      watchUser: fromCallback(() => {}),
      readCachedCatalogue: fromPromise(
        ({ input }) =>
          new Promise<Catalogue | null>((resolve, reject) =>
            reads.push({ key: input as CatalogueKey, resolve, reject }),
          ),
      ),
      fetchCatalogue: fromPromise(
        ({ input }) =>
          new Promise<Catalogue>((resolve, reject) =>
            fetches.push({ key: input as CatalogueKey, resolve, reject }),
          ),
      ),
    },
    actions: {
      writeCachedCatalogue: (_, params) => {
        writes.push(params);
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      brandId: 'brand-1',
      branch: input.storeId ? { id: 'b-1', storeId: input.storeId } : null,
      language: input.language,
    },
  }).start();
  return { actor, reads, fetches, writes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let running: AnyActorRef | undefined;
afterEach(() => {
  running?.stop();
  vi.restoreAllMocks();
});

describe('when no branch is chosen (idle)', () => {
  it('loads nothing', () => {
    const flow = start({ storeId: null });
    running = flow.actor;
    expectState(flow.actor, 'idle');
    expect(flow.reads).toHaveLength(0);
  });
});

describe('when a branch is current (loading)', () => {
  it('reads the cache of this brand, branch and language first', () => {
    const flow = start();
    running = flow.actor;
    expectState(flow.actor, 'loading.readingCache');
    expect(flow.reads[0].key).toEqual({
      brandId: 'brand-1',
      storeId: 'brasa-palermo',
      language: 'es',
      userId: 'guest',
    });
    expect(selectIsCatalogueLoading(flow.actor.getSnapshot())).toBe(true);
  });

  it('paints the cached menu before the network answers, then replaces it (stale-while-revalidate)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const flow = start();
    running = flow.actor;
    flow.reads[0].resolve(cached);
    await settle();
    expectState(flow.actor, 'loading.revalidating');
    expect(selectCatalogue(flow.actor.getSnapshot())).toEqual(cached);
    expect(selectIsRevalidating(flow.actor.getSnapshot())).toBe(true);
    expect(selectIsCatalogueLoading(flow.actor.getSnapshot())).toBe(false);
    flow.fetches[0].resolve(fresh);
    await settle();
    expectState(flow.actor, 'ready');
    expect(selectCatalogue(flow.actor.getSnapshot())).toEqual(fresh);
    expect(flow.writes).toEqual([
      {
        key: { brandId: 'brand-1', storeId: 'brasa-palermo', language: 'es', userId: 'guest' },
        catalogue: fresh,
      },
    ]);
  });

  it('keeps the cached menu when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const flow = start();
    running = flow.actor;
    flow.reads[0].resolve(cached);
    await settle();
    flow.fetches[0].reject(new Error('offline'));
    await settle();
    expectState(flow.actor, 'ready');
    expect(selectCatalogue(flow.actor.getSnapshot())).toEqual(cached);
  });

  it('ignores a cache entry that is not a catalogue and fetches', async () => {
    const flow = start();
    running = flow.actor;
    flow.reads[0].resolve({ nope: true } as unknown as Catalogue);
    await settle();
    expectState(flow.actor, 'loading.fetching');
    expect(selectCatalogue(flow.actor.getSnapshot())).toBeNull();
  });

  it('fails with nothing cached and no network, and a retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const flow = start();
    running = flow.actor;
    flow.reads[0].resolve(null);
    await settle();
    flow.fetches[0].reject(new Error('offline'));
    await settle();
    expectState(flow.actor, 'failed');
    expect(selectCatalogueFailed(flow.actor.getSnapshot())).toBe(true);
    flow.actor.send({ type: 'catalogue.retryRequested' });
    expectState(flow.actor, 'loading.readingCache');
  });
});

describe('when the catalogue is ready', () => {
  async function ready() {
    const flow = start();
    running = flow.actor;
    flow.reads[0].resolve(null);
    await settle();
    flow.fetches[0].resolve(fresh);
    await settle();
    expectState(flow.actor, 'ready');
    return flow;
  }

  it('is fetched once per branch and language: the same branch again loads nothing', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'catalogue.branchChanged', storeId: 'brasa-palermo' });
    flow.actor.send({ type: 'catalogue.languageChanged', language: 'es' });
    expectState(flow.actor, 'ready');
    expect(flow.fetches).toHaveLength(1);
  });

  it('a language change loads that language (own cache key), keeping the menu shown meanwhile', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'catalogue.languageChanged', language: 'en' });
    expectState(flow.actor, 'loading.readingCache');
    expect(flow.reads[1].key.language).toBe('en');
    expect(selectCatalogue(flow.actor.getSnapshot())).toEqual(fresh);
  });

  it('another branch shows nothing of the previous one while it loads', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'catalogue.branchChanged', storeId: 'brasa-belgrano' });
    expectState(flow.actor, 'loading.readingCache');
    expect(flow.reads[1].key.storeId).toBe('brasa-belgrano');
    expect(selectCatalogue(flow.actor.getSnapshot())).toBeNull();
  });

  it('a signed-in user loads with their id instead of guest', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'catalogue.userChanged', userId: 'user-1' });
    expect(flow.reads[1].key.userId).toBe('user-1');
  });

  it('no branch any more clears the catalogue', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'catalogue.branchChanged', storeId: null });
    expectState(flow.actor, 'idle');
    expect(selectCatalogue(flow.actor.getSnapshot())).toBeNull();
  });
});
