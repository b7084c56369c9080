// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type AnyActorRef, waitFor } from 'xstate';
import type { appMachine } from '@/machines/app/app.machine';
import { MODEL_PRODUCT } from '@/machines/order-preparation/order-preparation.model';
import { savedPreparationKey } from '@/machines/order-preparation/saved-preparation-key';
import type { Brand } from '@/machines/types';
import { STORAGE_PREFIX } from '@/src/adapters/browser-storage';
import type { Api } from '@/src/adapters/http';
import { createAppActor } from '@/src/app/create-app-actor';

/**
 * ordering.md §2 BASE "Reset" on the app's own wiring (createAppActor, the real provided flows, the tab's session
 * storage): BASE opening without a saved auth return path clears the preparation in progress and forgets its
 * record `{prefix}_order_preparation`, whether orderPreparation is running (a product was opened in this visit)
 * or not (a reload on BASE: the route flow is not spawned yet), so a product reopened after choosing a branch
 * does not bring the old choices back.
 */
const KEY = savedPreparationKey(STORAGE_PREFIX);
const brand: Brand = {
  _id: 'brand-1',
  domain: 'localhost',
  appName: 'Demo',
  businessType: 'b2c',
  multipleMenu: false,
  colors: [],
};
const never = () => new Promise<never>(() => {});
/** The calls these flows make answer at once; any other call never answers (nothing else is under test). */
const api = new Proxy(
  {
    fetchBranches: async () => [],
    fetchProduct: async () => MODEL_PRODUCT,
    recordProductVisit: async () => {},
  } as Record<string, unknown>,
  { get: (target, name: string) => target[name] ?? never },
) as unknown as Api;

const record = {
  version: 1,
  savedAt: Date.now(),
  brandId: 'brand-1',
  storeId: 'brasa-palermo',
  sku: 'PAR-001',
  editedLineId: null,
  presentation: 'overlay',
  product: { quantity: 2, orderProductId: 'line-1', comments: 'Sin sal', customization: {}, upselling: [] },
};

let app: Actor<typeof appMachine> | undefined;
afterEach(() => {
  app?.stop();
  app = undefined;
  sessionStorage.clear();
  localStorage.clear();
});
// The product's route group and BASE's (with the branchSelection flow, a route flow), loaded before the tests
// (module loading is slow the first time).
beforeAll(async () => {
  await import('@/src/app/route-groups/product-screens');
  await import('@/src/app/route-groups/base-screens');
});

async function startApp() {
  app = createAppActor({
    api,
    storage: { load: async () => null, save: async () => {} },
    domain: 'localhost',
    preloadedBrand: brand,
    viewportWidth: 390,
    initialUrl: 'http://localhost/',
    translationApi: new Proxy({}, { get: () => never }) as never,
    geolocation: { locate: never, readPermission: async () => 'prompt' },
  });
  app.start();
  await waitFor(app, (s) => s.matches('ready'));
  return app;
}
const flow = (id: string) => app?.system.get(id) as AnyActorRef | undefined;
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
/** BASE opens: its flow (a route flow: its mailbox until it runs) is opened with `branchSelection.opened`. */
async function openBase() {
  flow('branchSelection')?.send({ type: 'branchSelection.opened' });
  const running = app as Actor<typeof appMachine>;
  await waitFor(running, (s) => Boolean((s.children as Record<string, unknown>).branchSelection), {
    timeout: 10_000,
  });
  await settle();
}

describe('when BASE opens without a saved auth return path', () => {
  it('forgets the kept preparation although no product was opened in this visit (a reload on BASE)', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(record));
    await startApp();
    expect(flow('orderPreparation')).toBeUndefined();
    await openBase();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('clears the product being prepared and its record when orderPreparation runs', async () => {
    const running = await startApp();
    running.send({
      type: 'app.flowOpened',
      flow: 'orderPreparation',
      event: {
        type: 'orderPreparation.opened',
        request: {
          sku: 'PAR-001',
          brandId: 'brand-1',
          storeId: 'brasa-palermo',
          branchId: 'branch-1',
          basePath: '/menu/branch-1/brasa-palermo',
          search: '',
          priceContext: { businessType: 'b2c' },
        },
      },
    });
    await waitFor(running, () => Boolean(flow('orderPreparation')), { timeout: 10_000 });
    const preparation = flow('orderPreparation') as AnyActorRef;
    await waitFor(preparation, (s) => s.matches('ready'));
    preparation.send({ type: 'orderPreparation.ingredientChosen', optionKey: 'COC-JUG-c1' });
    expect(sessionStorage.getItem(KEY)).toContain('COC-JUG-c1');

    await openBase();
    expect(preparation.getSnapshot().value).toBe('closed');
    expect(preparation.getSnapshot().context.preparation.product).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps both when a saved auth return path exists (back from a social login)', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(record));
    localStorage.setItem(`${STORAGE_PREFIX}_auth_pathname`, '/menu');
    await startApp();
    await openBase();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });
});
