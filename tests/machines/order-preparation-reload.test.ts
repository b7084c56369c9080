import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise } from 'xstate';
import type { Product, ProductDetail, ProductOption } from '@/machines/catalogue/catalogue.types';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { orderPreparationMachine } from '@/machines/order-preparation/order-preparation.machine';
import {
  selectObservations,
  selectQuantity,
  selectTotal,
} from '@/machines/order-preparation/order-preparation.selectors';
import type { OpenRequest } from '@/machines/order-preparation/order-preparation.setup';
import { SAVED_PREPARATION_MAX_AGE_MS } from '@/machines/order-preparation/saved-preparation';
import { expectState } from '@/tests/support/expect-state';

/**
 * "Nothing lost on a reload" for the product being configured (docs/ordering-product.md "Kept across a
 * reload"): every change is saved, a reload (a second actor over the same storage) rebuilds the same
 * preparation for the same product at the same branch, and a record that does not fit is logged and forgotten.
 */
const COOKING = { id: 'c1', name: 'Punto de cocción', minQty: 1, maxQty: 1 };
const SAUCES = { id: 'c3', name: 'Salsas', minQty: 0, maxQty: 2 };
const opt = (sku: string, category: ProductOption['category'], price = 0): ProductOption => ({
  _id: `o-${sku}`,
  sku,
  name: sku,
  price,
  active: true,
  minLimit: 1,
  quantity: 0,
  category,
});
const steak: Product = {
  _id: 'p-steak',
  sku: 'PAR-001',
  name: 'Bife de chorizo',
  price: { tableSystem: 18900, deliverySystem: 19900, takeawaySystem: 17900 },
  children: [
    opt('COC-JUG', COOKING),
    opt('COC-APU', COOKING),
    opt('SAL-CHI', SAUCES),
    opt('SAL-CRI', SAUCES),
    opt('ADC-HUE', null, 700),
  ],
};
const fries: Product = { _id: 'u-fries', sku: 'ADI-001', name: 'Porción de papas fritas', price: 4200 };
const detail: ProductDetail = { product: steak, categoriasComplementarias: { Acompañamientos: [fries] } };
const request = (extra: Partial<OpenRequest> = {}): OpenRequest => ({
  sku: 'PAR-001',
  brandId: 'brand-1',
  storeId: 'brasa-palermo',
  branchId: 'branch-1',
  basePath: '/menu/branch-1/brasa-palermo',
  search: '',
  priceContext: { businessType: 'b2c', consumeType: 'tableSystem' },
  userId: 'guest',
  ...extra,
});

/** The tab's session storage: survives a reload (a new actor), like the browser's. */
function tabStorage() {
  let stored: string | null = null;
  return {
    get: () => stored,
    set: (value: string | null) => {
      stored = value;
    },
  };
}

let running: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of running) actor.stop();
  running = [];
});

/** The app as loaded in the tab: a fresh orderPreparation flow over the tab's storage. */
function load(storage: ReturnType<typeof tabStorage>, product: ProductDetail = detail, readFails = false) {
  const warn = vi.fn((_: unknown, _params: { reason: string }) => {});
  const visits = vi.fn();
  const flow = orderPreparationMachine.provide({
    actors: {
      fetchProduct: fromPromise(async () => product),
      // readFails: the tab's storage refuses the read (blocked), which the wrapper answers as nothing stored.
      readSavedPreparation: neverRejectingRead<unknown>(
        'orderPreparation',
        'readSavedPreparation',
        null,
        () => {
          if (readFails) throw new Error('storage blocked');
          return storage.get();
        },
      ),
    },
    actions: {
      savePreparation: (_, { saved }) => storage.set(saved ? JSON.stringify(saved) : null),
      forgetSavedPreparation: () => storage.set(null),
      reportDiscardedPreparation: warn,
      navigate: () => {},
      goBack: () => {},
      recordProductVisit: visits,
    },
  });
  const root = createActor(
    createMachine({ invoke: [{ id: 'orderPreparation', systemId: 'orderPreparation', src: flow }] }),
  ).start();
  running.push(root);
  const actor = root.system.get('orderPreparation') as AnyActorRef;
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event);
  const open = async (extra: Partial<OpenRequest> = {}) => {
    send({ type: 'orderPreparation.opened', request: request(extra) });
    for (let i = 0; i < 4; i++) await Promise.resolve();
  };
  const chosen = () =>
    Object.keys(actor.getSnapshot().context.preparation.product?.customization.ingredients ?? {});
  const aditionals = () =>
    Object.values(actor.getSnapshot().context.preparation.product?.customization.aditionals ?? {}).map(
      (item) => `${(item as { sku: string }).sku}×${(item as { quantity: number }).quantity}`,
    );
  const upsells = () =>
    (actor.getSnapshot().context.preparation.product?.upselling ?? []).map(
      (item: { _id: string; quantity: number }) => `${item._id}×${item.quantity}`,
    );
  return { actor, send, open, warn, visits, chosen, aditionals, upsells, snap: () => actor.getSnapshot() };
}

/** Jugoso, two sauces, Huevo frito, fries, 'Sin sal' and quantity 2: 2 × (18.900 + 700) + 4.200 = 43.400. */
async function configure(tab: ReturnType<typeof load>) {
  await tab.open();
  tab.send({ type: 'orderPreparation.ingredientChosen', optionKey: 'COC-JUG-c1' });
  tab.send({ type: 'orderPreparation.ingredientChosen', optionKey: 'SAL-CHI-c3' });
  tab.send({ type: 'orderPreparation.ingredientChosen', optionKey: 'SAL-CRI-c3' });
  tab.send({ type: 'orderPreparation.aditionalAdded', optionKey: 'ADC-HUE' });
  tab.send({ type: 'orderPreparation.upsellAdded', productId: 'u-fries' });
  tab.send({ type: 'orderPreparation.observationsChanged', text: 'Sin sal' });
  tab.send({ type: 'orderPreparation.quantityIncreased' });
  expect(selectTotal(tab.snap())).toBe(43400);
}

describe('when the product opens again after a reload', () => {
  it('restores the choices, the quantity, the observations and the total of the same product', async () => {
    const storage = tabStorage();
    const before = load(storage);
    await configure(before);
    const orderProductId = before.snap().context.preparation.product.orderProductId;
    // The reload: the page is gone without any exit action; a new app starts over the same tab storage.

    const after = load(storage);
    await after.open();
    expectState(after.actor, 'ready');
    expect(after.chosen()).toEqual(['COC-JUG-c1', 'SAL-CHI-c3', 'SAL-CRI-c3']);
    expect(after.aditionals()).toEqual(['ADC-HUE×1']);
    expect(after.upsells()).toEqual(['u-fries×1']);
    expect(selectObservations(after.snap())).toBe('Sin sal');
    expect(selectQuantity(after.snap())).toBe(2);
    expect(selectTotal(after.snap())).toBe(43400);
    expect(after.snap().context.preparation.product.orderProductId).toBe(orderProductId);
    expect(after.warn).not.toHaveBeenCalled();
  });

  it('keeps the record through an opening dismissed before the product loaded (React’s double mount)', async () => {
    const storage = tabStorage();
    await configure(load(storage));
    const after = load(storage);
    after.send({ type: 'orderPreparation.opened', request: request() });
    after.send({ type: 'orderPreparation.dismissed' });
    await after.open();
    expect(selectTotal(after.snap())).toBe(43400);
  });

  it('starts afresh for another product, another branch or an edited line, and logs the discarded record', async () => {
    for (const other of [{ storeId: 'brasa-belgrano' }, { sku: 'PAR-002' }]) {
      const storage = tabStorage();
      await configure(load(storage));
      const after = load(storage);
      await after.open(other);
      expect(after.chosen()).toEqual([]);
      expect(selectTotal(after.snap())).toBe(18900);
      expect(after.warn).toHaveBeenCalledWith(expect.anything(), {
        reason: 'stale: another product, branch or line',
      });
      expect(storage.get()).toBeNull();
    }
  });

  it('opens the product afresh, as with nothing stored, when the record cannot be read (the read never fails)', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = tabStorage();
    await configure(load(storage));
    const nothing = load(tabStorage());
    await nothing.open();
    const failing = load(storage, detail, true);
    await failing.open();
    expectState(failing.actor, 'ready');
    expect(failing.snap().value).toEqual(nothing.snap().value);
    expect(failing.chosen()).toEqual([]);
    expect(selectTotal(failing.snap())).toBe(selectTotal(nothing.snap()));
    expect(failing.visits).toHaveBeenCalledTimes(1);
    expect(failing.warn).not.toHaveBeenCalled();
    expect(consoleWarn).toHaveBeenCalledWith(
      'orderPreparation: readSavedPreparation: the read failed, taken as nothing stored',
      expect.any(Error),
    );
    consoleWarn.mockRestore();
  });

  it('discards a malformed record, one too old, or one whose option is no longer offered, never crashing', async () => {
    const storage = tabStorage();
    await configure(load(storage));
    const good = JSON.parse(storage.get() as string);
    const withoutSauce: ProductDetail = {
      ...detail,
      product: { ...steak, children: steak.children!.filter((o) => o.sku !== 'SAL-CRI') },
    };
    const cases: Array<[string | null, ProductDetail, RegExp]> = [
      ['{not json', detail, /malformed/],
      [JSON.stringify([1, 2]), detail, /malformed/],
      [JSON.stringify({ ...good, product: { ...good.product, quantity: -1 } }), detail, /quantity/],
      [JSON.stringify({ ...good, savedAt: Date.now() - SAVED_PREPARATION_MAX_AGE_MS - 1 }), detail, /stale/],
      [storage.get(), withoutSauce, /SAL-CRI-c3/],
    ];
    for (const [stored, product, reason] of cases) {
      storage.set(stored);
      const after = load(storage, product);
      await after.open();
      expectState(after.actor, 'ready');
      expect(selectTotal(after.snap())).toBe(18900);
      expect(after.warn.mock.calls[0]?.[1].reason).toMatch(reason);
      expect(storage.get()).toBeNull();
    }
  });
});

describe('when the preparation ends', () => {
  it("forgets the record when the diner closes the overlay ('Volver') or leaves it (browser back)", async () => {
    const storage = tabStorage();
    const tab = load(storage);
    await configure(tab);
    expect(storage.get()).not.toBeNull();
    tab.send({ type: 'orderPreparation.closeRequested', hasPreviousEntry: true });
    expect(storage.get()).toBeNull();

    const again = load(storage);
    await configure(again);
    again.send({ type: 'orderPreparation.dismissed' });
    expect(storage.get()).toBeNull();
  });
});

describe('when BASE opens without a saved auth return path (orderPreparation.reset, from branchSelection)', () => {
  it('clears the preparation in progress and forgets its record, so a reload opens the product afresh', async () => {
    const storage = tabStorage();
    const tab = load(storage);
    await configure(tab);
    expect(storage.get()).not.toBeNull();

    tab.send({ type: 'orderPreparation.reset' });
    expectState(tab.actor, 'closed');
    expect(tab.snap().context.preparation.product).toBeNull();
    expect(tab.snap().context.request).toBeNull();
    expect(storage.get()).toBeNull();

    // The diner chose a branch sharing the same menu (storeId) and reloads on the same product: nothing comes back.
    const after = load(storage);
    await after.open();
    expect(after.chosen()).toEqual([]);
    expect(selectQuantity(after.snap())).toBe(1);
    expect(selectTotal(after.snap())).toBe(18900);
  });

  it('resets from any state: while the product loads it is not fetched into a preparation', async () => {
    const storage = tabStorage();
    const tab = load(storage);
    tab.send({ type: 'orderPreparation.opened', request: request() });
    tab.send({ type: 'orderPreparation.reset' });
    expectState(tab.actor, 'closed');
    for (let i = 0; i < 4; i++) await Promise.resolve();
    expectState(tab.actor, 'closed');
    expect(tab.snap().context.preparation.product).toBeNull();
  });
});
