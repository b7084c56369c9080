import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { type AppInput, appMachine } from '@/machines/app/app.machine';
import type { Brand, User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const brand: Brand = {
  _id: 'brand-1',
  domain: 'localhost',
  appName: 'Demo',
  businessType: 'b2c',
  multipleMenu: false,
  colors: [],
};

interface Options {
  input?: Partial<AppInput>;
  saved?: () => Promise<unknown>;
  fetchBrand?: (domain: string) => Promise<Brand>;
}

let actor: Actor<typeof appMachine> | undefined;
afterEach(() => actor?.stop());

function startApp({ input, saved = async () => null, fetchBrand = async () => brand }: Options = {}) {
  const fetchSpy = vi.fn(fetchBrand);
  const machine = appMachine.provide({
    actors: {
      loadPersistedState: fromPromise(saved),
      fetchBrand: fromPromise(({ input: { domain } }: { input: { domain: string } }) => fetchSpy(domain)),
    },
  });
  actor = createActor(machine, {
    input: { domain: 'localhost', preloadedBrand: null, viewportWidth: 390, ...input },
  }).start();
  return { app: actor, fetchSpy };
}

const ready = (app: Actor<typeof appMachine>) => waitFor(app, (s) => s.matches('ready'));

describe('when the saved state cannot be read', () => {
  it('logs the failure and starts fresh', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = startApp({
      saved: async () => {
        throw new Error('IndexedDB unavailable');
      },
    });
    await ready(app);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('starting fresh'), expect.any(Error));
    expect(app.getSnapshot().context.restored.user).toBeNull();
    error.mockRestore();
  });
});

describe('when resolving the brand', () => {
  it('uses preloaded branding for this domain without fetching', async () => {
    const preloaded = { ...brand, appName: 'Preloaded' };
    const { app, fetchSpy } = startApp({ input: { preloadedBrand: preloaded } });
    await ready(app);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(app.getSnapshot().context.brand).toEqual(preloaded);
  });

  it('fetches the brand when the preloaded one is for another domain', async () => {
    const { app, fetchSpy } = startApp({
      input: { preloadedBrand: { ...brand, _id: 'other', domain: 'other.example' } },
    });
    await ready(app);
    expect(fetchSpy).toHaveBeenCalledWith('localhost');
    expect(app.getSnapshot().context.brand).toEqual(brand);
  });

  it('shows the brand as unavailable when the fetch fails, and retries on request', async () => {
    let attempts = 0;
    const { app, fetchSpy } = startApp({
      fetchBrand: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('404');
        return brand;
      },
    });
    await waitFor(app, (s) => s.matches('brandUnavailable'));
    app.send({ type: 'app.retryRequested' });
    expectState(app, 'resolvingBrand.fetching');
    await ready(app);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('when the app is ready', () => {
  it('runs layout, toasts and session under their system ids', async () => {
    const { app } = startApp();
    await ready(app);
    const { layout, toasts, session } = app.getSnapshot().children;
    expect(layout).toBeDefined();
    expect(app.system.get('layout')).toBe(layout);
    expect(app.system.get('toasts')).toBe(toasts);
    expect(app.system.get('session')).toBe(session);
    expect(layout?.getSnapshot().matches({ splash: 'showing' })).toBe(true);
  });

  it('restores a user saved for this brand', async () => {
    const user: User = { _id: 'user-1', idMarca: 'brand-1' };
    const { app } = startApp({ saved: async () => ({ user }) });
    await ready(app);
    const session = app.system.get('session') as AnyActorRef;
    expect(session.getSnapshot().matches({ user: { active: 'registered' } })).toBe(true);
    expect(session.getSnapshot().context.user).toEqual(user);
  });

  it('does not restore a user saved for another brand', async () => {
    const { app } = startApp({ saved: async () => ({ user: { _id: 'user-1', idMarca: 'brand-2' } }) });
    await ready(app);
    const session = app.system.get('session') as AnyActorRef;
    expect(session.getSnapshot().matches({ user: 'noUser' })).toBe(true);
    expect(session.getSnapshot().context.user).toBeNull();
  });
});
