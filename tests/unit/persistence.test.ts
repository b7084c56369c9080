import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise } from 'xstate';
import { appMachine } from '@/machines/app/app.machine';
import type { RouteFlowId } from '@/machines/app/app-flows';
import type { PersistedState } from '@/machines/app/persisted-state';
import { cartMachine } from '@/machines/cart/cart.machine';
import { sessionMachine } from '@/machines/session/session.machine';
import type { Brand, User } from '@/machines/types';
import { startPersisting } from '@/src/adapters/persistence';

const brand: Brand = {
  _id: 'b1',
  domain: 'localhost',
  appName: 'Demo',
  businessType: 'b2c',
  multipleMenu: false,
  colors: [],
};
const guest: User = { _id: 'g1', idMarca: 'b1', typeUser: 'guest' };

/** The cart's code (a route flow, loaded lazily in the app) arrives when `loaded` resolves. */
function startApp(saved: unknown, loaded: Promise<void> = Promise.resolve()) {
  const saves: PersistedState[] = [];
  const machine = appMachine.provide({
    actors: {
      loadRouteFlow: fromCallback<AnyEventObject, { flow: RouteFlowId }>(({ input, sendBack }) => {
        if (input.flow === 'cart')
          void loaded.then(() => sendBack({ type: 'app.flowLoaded', flow: 'cart', logic: cartMachine }));
      }),
      loadPersistedState: fromPromise(async () => saved),
      fetchBrand: fromPromise(async () => brand),
      session: sessionMachine.provide({ actors: { createGuest: fromPromise(async () => guest) } }),
    },
  });
  const actor = createActor(machine, {
    input: { domain: 'localhost', preloadedBrand: null, viewportWidth: 390 },
  });
  startPersisting(actor, { load: async () => saved, save: async (s) => void saves.push(structuredClone(s)) });
  actor.start();
  return { actor, saves };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startPersisting', () => {
  it('saves the slices once the app is ready and after every change, never twice the same', async () => {
    const { actor, saves } = startApp({ language: { currentLanguage: 'pt' }, order: { products: ['p1'] } });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(saves).toHaveLength(1);
    // Without a user the order is reset (logout resets user and order); other slices are carried over.
    expect(saves[0]).toMatchObject({ user: null, order: null, language: { currentLanguage: 'pt' } });

    actor.system.get('session').send({ type: 'session.guestRequested' });
    await settle();
    expect(saves.at(-1)?.user).toEqual(guest);
    const count = saves.length;
    actor.system.get('layout').send({ type: 'layout.textInputFocused' });
    expect(saves).toHaveLength(count);
    actor.system.get('layout').send({ type: 'layout.previousPathStored', path: '/puntos' });
    expect(saves.at(-1)?.layout).toEqual({ previousPath: '/puntos', lastRoute: null });
  });

  it('restores the saved user of this brand, and keeps the order of a user', async () => {
    // A well-formed cart line (a malformed saved cart is discarded: tests/unit/cart-rules.test.ts).
    const line = {
      _id: 'p1',
      orderProductId: 'line-1',
      sku: 'PAR-011',
      name: 'Provoleta',
      price: 5000,
      quantity: 2,
    };
    let arrive = () => {};
    const loaded = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const saved = { user: guest, order: { draftOrderId: 'draft-1', products: [line] } };
    const { actor, saves } = startApp(saved, loaded);
    await settle();
    await settle();
    // While the cart's code loads, the saved order is kept as it was (nothing lost by a save meanwhile).
    expect(actor.getSnapshot().children.cart).toBeUndefined();
    expect(saves.at(-1)).toMatchObject({ user: guest, order: saved.order });
    arrive();
    await settle();
    const session = actor.system.get('session').getSnapshot();
    expect(session.matches({ user: { active: 'guest' } })).toBe(true);
    expect(saves.at(-1)).toMatchObject({
      user: guest,
      order: { draftOrderId: 'draft-1', products: [{ orderProductId: 'line-1', quantity: 2 }], total: 10000 },
    });
  });
});
