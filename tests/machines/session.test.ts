import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  setup,
  waitFor,
} from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { sessionMachine } from '@/machines/session/session.machine';
import {
  selectCanEnterAsGuest,
  selectHasUser,
  selectIsWelcomePrompted,
  selectPersonalQrPayload,
  selectTableConsumePreferences,
  selectUser,
} from '@/machines/session/session.selectors';
import { NOTHING_STORED, type SessionInput, type StoredSession } from '@/machines/session/session.setup';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const guest: User = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest', name: 'Invitado' };
const registered: User = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía' };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface StartOptions {
  input?: Partial<SessionInput>;
  createGuest?: (input: { brandId: string }) => Promise<User>;
  fetchUser?: (input: { userId: string; brandId: string }) => Promise<User>;
  stored?: StoredSession;
  /** The browser refuses the storage read (it throws). */
  readFails?: boolean;
}

/** The session with stubbed actors and spied actions, on a simulated clock. */
function startSession(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  const createGuest = vi.fn(options.createGuest ?? (async () => guest));
  // By default the refresh never answers, so tests about other regions are not disturbed.
  const fetchUser = vi.fn(options.fetchUser ?? (() => new Promise<User>(() => {})));
  const registerUtmVisit = vi.fn(async (_: { urlUTM: string; brandId: string }) => {});
  const actions = {
    navigate: vi.fn(),
    saveUtmCapture: vi.fn(),
    saveQrData: vi.fn(),
    storeAutoLogin: vi.fn(),
    removeAutoLogin: vi.fn(),
    clearBrowserStorage: vi.fn(),
    expireAuthCookies: vi.fn(),
    forgetAuthReturn: vi.fn(),
    storeAuthReturnPath: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      createGuest: fromPromise(({ input }: { input: { brandId: string } }) => createGuest(input)),
      fetchUser: fromPromise(({ input }: { input: { userId: string; brandId: string } }) => fetchUser(input)),
      readStoredSession: neverRejectingRead(
        'session',
        'readStoredSession',
        NOTHING_STORED,
        (): StoredSession => {
          if (options.readFails) throw new DOMException('storage blocked', 'SecurityError');
          return options.stored ?? NOTHING_STORED;
        },
      ),
      registerUtmVisit: fromPromise(({ input }: { input: { urlUTM: string; brandId: string } }) =>
        registerUtmVisit(input),
      ),
    },
    actions,
  });
  const actor = createActor(machine, {
    clock,
    input: { brandId: 'brand-1', user: null, ...options.input },
  }).start();
  stop = actor;
  const navigatedTo = () => actions.navigate.mock.calls.map((call) => call[1]);
  return { actor, clock, createGuest, fetchUser, registerUtmVisit, actions, navigatedTo };
}

let stop: AnyActorRef | undefined;
afterEach(() => stop?.stop());

describe('when the app starts', () => {
  it('has no user without a saved one', () => {
    const { actor } = startSession();
    expectState(actor, 'user.noUser');
    expect(selectCanEnterAsGuest(actor.getSnapshot())).toBe(true);
    expect(selectHasUser(actor.getSnapshot())).toBe(false);
  });

  it('restores a saved guest or registered user', () => {
    const { actor: asGuest } = startSession({ input: { user: guest } });
    expectState(asGuest, 'user.active.guest');
    asGuest.stop();
    const { actor } = startSession({ input: { user: registered } });
    expectState(actor, 'user.active.registered');
    expect(selectHasUser(actor.getSnapshot())).toBe(true);
  });

  it('drops a saved user without idMarca', () => {
    const { actor } = startSession({ input: { user: { _id: 'user-1' } } });
    expectState(actor, 'user.noUser');
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });
});

describe('when entering as a guest', () => {
  it('creates the guest for this brand and becomes a guest session', async () => {
    const { actor, createGuest } = startSession();
    actor.send({ type: 'session.guestRequested' });
    expectState(actor, 'user.creatingGuest');
    await waitFor(actor, (s) => s.matches({ user: { active: 'guest' } }));
    expect(createGuest).toHaveBeenCalledWith({ brandId: 'brand-1' });
    expect(selectUser(actor.getSnapshot())).toEqual(guest);
  });

  it('returns to the welcome screen and shows the error toast when creation fails', async () => {
    const failing = vi.fn(async (): Promise<User> => {
      throw new Error('offline');
    });
    // A parent like the app: toasts and session in one system, toasts under the system id `toasts`.
    const parent = createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        {
          id: 'session',
          systemId: 'session',
          src: sessionMachine.provide({
            actors: {
              createGuest: fromPromise(failing),
              readStoredSession: neverRejectingRead(
                'session',
                'readStoredSession',
                NOTHING_STORED,
                (): StoredSession => NOTHING_STORED,
              ),
            },
          }),
          input: { brandId: 'brand-1', user: null },
        },
      ],
    });
    const root = createActor(parent).start();
    stop = root;
    const session = root.system.get('session') as AnyActorRef;
    const toasts = root.system.get('toasts') as AnyActorRef;
    session.send({ type: 'session.guestRequested' });
    await waitFor(session, (s) => s.matches({ user: 'noUser' }));
    const spanish = (toast: { message: UiText }) => ({ ...toast, message: textIn(es, toast.message) });
    const shown = selectToasts(toasts.getSnapshot()).map(spanish);
    expect(shown).toMatchObject([
      { kind: 'error', message: 'No se pudo ingresar como invitado, por favor intentalo de nuevo' },
    ]);
  });
});

describe('when a user is signed in', () => {
  it('signs in from the welcome screen, merges updates and turns a guest into a registered user', () => {
    const { actor } = startSession({ input: { user: guest } });
    actor.send({ type: 'session.signedIn', user: registered });
    expectState(actor, 'user.active.registered');
    actor.send({ type: 'session.userUpdated', user: { name: 'Lucía F.' } });
    expect(selectUser(actor.getSnapshot())).toEqual({ ...registered, name: 'Lucía F.' });
  });
});

describe('when logging out', () => {
  /** A system with a stand-in layout actor that records what it is sent. */
  function startWithLayout(options: { user?: User; stored?: StoredSession } = {}) {
    const received: Array<{ type: string; modalId?: string; dismissible?: boolean }> = [];
    const layout = setup({}).createMachine({
      on: { '*': { actions: ({ event }) => received.push(event as (typeof received)[number]) } },
    });
    const navigate = vi.fn();
    const clearBrowserStorage = vi.fn();
    const expireAuthCookies = vi.fn();
    const clock = new SimulatedClock();
    const parent = createMachine({
      invoke: [
        { id: 'layout', systemId: 'layout', src: layout },
        {
          id: 'session',
          systemId: 'session',
          src: sessionMachine.provide({
            actors: {
              fetchUser: fromPromise(() => new Promise<User>(() => {})),
              readStoredSession: neverRejectingRead(
                'session',
                'readStoredSession',
                NOTHING_STORED,
                (): StoredSession => options.stored ?? NOTHING_STORED,
              ),
            },
            actions: { navigate, clearBrowserStorage, expireAuthCookies },
          }),
          input: { brandId: 'brand-1', user: options.user ?? registered },
        },
      ],
    });
    const root = createActor(parent, { clock }).start();
    stop = root;
    const session = root.system.get('session') as AnyActorRef;
    return { session, received, navigate, clearBrowserStorage, expireAuthCookies, clock };
  }

  it("opens the '¿Quieres cerrar sesión?' confirmation and closes it on cancel", () => {
    const { session, received } = startWithLayout();
    session.send({ type: 'session.logoutRequested' });
    expect(received).toContainEqual({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    session.send({ type: 'session.logoutCancelled' });
    expect(received.at(-1)).toEqual({ type: 'layout.modalClosed' });
    expectState(session, 'user.active.registered');
  });

  it('clears storage and cookies at once, then goes to AUTH after 500 ms', () => {
    const { session, navigate, clearBrowserStorage, expireAuthCookies, clock } = startWithLayout();
    session.send({ type: 'session.logoutRequested' });
    session.send({ type: 'session.logoutConfirmed' });
    expectState(session, 'user.loggingOut');
    expect(clearBrowserStorage).toHaveBeenCalledTimes(1);
    expect(expireAuthCookies).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().context.user).toBeNull();
    clock.increment(499);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    // Late: a diner who already went from AUTH to SIGN_IN stays there (src/adapters/navigation.ts).
    expect(navigate).toHaveBeenCalledWith(expect.anything(), {
      to: '/auth',
      replace: true,
      keepNoUserScreen: true,
    });
    expectState(session, 'user.noUser');
  });

  it('closes the welcome prompt when the server rejects the user (no auto_login is left to show it)', async () => {
    const { session, received } = startWithLayout({
      user: guest,
      stored: { authPathname: null, autoLogin: true },
    });
    await flush();
    expect(received).toContainEqual({
      type: 'layout.modalOpened',
      modalId: 'welcome-auto-login',
      dismissible: false,
    });
    session.send({ type: 'session.sessionRejected' });
    expectState(session, 'user.noUser');
    expect(selectIsWelcomePrompted(session.getSnapshot())).toBe(false);
    expect(received.at(-1)).toEqual({ type: 'layout.modalClosed' });
  });
});

describe('when the user is refreshed', () => {
  it('fetches the user on start and on session.refreshRequested, and stores the answer', async () => {
    const fetched = { ...registered, priceCategory: 'default' };
    const { actor, fetchUser } = startSession({
      input: { user: registered },
      fetchUser: async () => fetched,
    });
    expect(fetchUser).toHaveBeenCalledWith({ userId: 'user-1', brandId: 'brand-1' });
    await flush();
    expectState(actor, 'refresh.idle');
    expect(selectUser(actor.getSnapshot())).toEqual(fetched);
    actor.send({ type: 'session.refreshRequested' });
    expectState(actor, 'refresh.fetching');
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('does not fetch without a user', () => {
    const { actor, fetchUser } = startSession();
    actor.send({ type: 'session.refreshRequested' });
    expect(fetchUser).not.toHaveBeenCalled();
    expectState(actor, 'refresh.idle');
  });

  it.each([
    ['the fetched user lacks idMarca', async () => ({ _id: 'user-1', name: 'Lucía' }) as User],
    [
      'the server answers 401',
      async (): Promise<User> => {
        throw { status: 401, message: 'No autorizado' };
      },
    ],
    [
      'the server answers 403',
      async (): Promise<User> => {
        throw { status: 403, message: 'Prohibido' };
      },
    ],
    [
      'the server says "Usuario no encontrado para esta marca"',
      async (): Promise<User> => {
        throw { status: 404, message: 'Usuario no encontrado para esta marca' };
      },
    ],
  ])('logs out by force when %s', async (_, answer) => {
    const { actor, actions, navigatedTo } = startSession({ input: { user: registered }, fetchUser: answer });
    await flush();
    expectState(actor, 'user.noUser');
    expect(actions.clearBrowserStorage).toHaveBeenCalledTimes(1);
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(navigatedTo()).toEqual([{ to: '/auth', replace: true }]);
  });

  it('keeps the user when the refresh fails for another reason (no connection)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, actions } = startSession({
      input: { user: registered },
      fetchUser: async () => {
        throw { status: null, message: 'Failed to fetch' };
      },
    });
    await flush();
    expectState(actor, 'user.active.registered');
    expect(actions.clearBrowserStorage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refetches 5 s after start when the user has a name, not when it has none', async () => {
    const named = startSession({ input: { user: registered }, fetchUser: async () => registered });
    await flush();
    named.clock.increment(4999);
    expect(named.fetchUser).toHaveBeenCalledTimes(1);
    named.clock.increment(1);
    expect(named.fetchUser).toHaveBeenCalledTimes(2);
    named.actor.stop();

    const unnamed = { _id: 'user-2', idMarca: 'brand-1' };
    const anonymous = startSession({ input: { user: unnamed }, fetchUser: async () => unnamed });
    await flush();
    anonymous.clock.increment(5000);
    expect(anonymous.fetchUser).toHaveBeenCalledTimes(1);
    expectState(anonymous.actor, 'perUserFetch.done');
  });
});

describe('entry handling on first load', () => {
  const tableQrUrl = 'http://localhost/?table=5&table_id=t-5&branch_id=b-1&store_id=s-1&utm_campaign=mesa';

  it('saves the UTM capture (full URL and path) to the session', () => {
    const { actions } = startSession({ input: { initialUrl: 'http://localhost/auth?utm_campaign=verano' } });
    expect(actions.saveUtmCapture.mock.calls[0][1]).toEqual({
      urlUtmCampaign: 'http://localhost/auth?utm_campaign=verano',
      originalUtmPath: '/auth',
    });
  });

  it('registers the UTM visit when nothing else applies', () => {
    const { registerUtmVisit } = startSession({
      input: { initialUrl: 'http://localhost/auth?utm_campaign=verano' },
    });
    expect(registerUtmVisit).toHaveBeenCalledWith({
      urlUTM: 'http://localhost/auth?utm_campaign=verano',
      brandId: 'brand-1',
    });
  });

  it('does not register a visit without utm_campaign', () => {
    const { registerUtmVisit, actions } = startSession({ input: { initialUrl: 'http://localhost/auth' } });
    expect(registerUtmVisit).not.toHaveBeenCalled();
    expect(actions.saveUtmCapture).not.toHaveBeenCalled();
  });

  it('opens a table QR as a guest and lands on the menu 500 ms later, replacing history', async () => {
    const { actor, actions, clock, createGuest, navigatedTo, registerUtmVisit } = startSession({
      input: { initialUrl: tableQrUrl },
    });
    expect(actions.saveQrData.mock.calls[0][1]).toEqual({
      table: '5',
      table_id: 't-5',
      branch_id: 'b-1',
      store_id: 's-1',
    });
    expect(createGuest).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches({ entry: 'redirecting' }));
    clock.increment(499);
    expect(navigatedTo()).toEqual([]);
    clock.increment(1);
    expect(navigatedTo()).toEqual([{ to: '/menu/b-1/s-1', replace: true }]);
    // The UTM capture is saved, but the visit is registered only when nothing else applies.
    expect(actions.saveUtmCapture).toHaveBeenCalled();
    expect(registerUtmVisit).not.toHaveBeenCalled();
    expect(actions.storeAutoLogin).not.toHaveBeenCalled();
  });

  it('chooses the table mode and the branch on a multipleMenu brand', () => {
    const withMenus = startSession({ input: { initialUrl: tableQrUrl, multipleMenu: true, user: guest } });
    expect(selectTableConsumePreferences(withMenus.actor.getSnapshot())).toEqual({
      preferredConsumeType: 'tableSystem',
      lastSelectedLocalId: 'b-1',
    });
    withMenus.actor.stop();
    const single = startSession({ input: { initialUrl: tableQrUrl, multipleMenu: false, user: guest } });
    expect(selectTableConsumePreferences(single.actor.getSnapshot())).toBeNull();
  });

  it('does not create a guest for a table QR when a user exists', () => {
    const { createGuest, clock, navigatedTo } = startSession({
      input: { initialUrl: tableQrUrl, user: registered },
    });
    expect(createGuest).not.toHaveBeenCalled();
    clock.increment(500);
    expect(navigatedTo()).toEqual([{ to: '/menu/b-1/s-1', replace: true }]);
  });

  it('reopens a protected deep link as a guest after 500 ms and sets auto_login', async () => {
    const { actor, actions, clock, navigatedTo } = startSession({
      input: { initialUrl: 'http://localhost/perfil?x=1' },
    });
    await waitFor(actor, (s) => s.matches({ entry: 'redirecting' }));
    expectState(actor, 'user.active.guest');
    clock.increment(500);
    expect(navigatedTo()).toEqual([{ to: '/perfil?x=1', replace: true }]);
    expect(actions.storeAutoLogin).toHaveBeenCalledTimes(1);
    expect(selectIsWelcomePrompted(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.welcomeDismissed' });
    expect(actions.removeAutoLogin).toHaveBeenCalledTimes(1);
    expect(selectIsWelcomePrompted(actor.getSnapshot())).toBe(false);
  });

  it('stops waiting when the guest cannot be created', async () => {
    const { actor, clock, navigatedTo } = startSession({
      input: { initialUrl: 'http://localhost/perfil' },
      createGuest: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches({ entry: 'done' }));
    clock.increment(1000);
    expect(navigatedTo()).toEqual([]);
    expectState(actor, 'user.noUser');
  });

  it('leaves BASE, auth routes and signed-in deep links alone', () => {
    for (const input of [
      { initialUrl: 'http://localhost/' },
      { initialUrl: 'http://localhost/auth/inicio-de-sesion' },
      { initialUrl: 'http://localhost/perfil', user: registered },
    ]) {
      const { createGuest, clock, navigatedTo, actor } = startSession({ input });
      clock.increment(1000);
      expect(createGuest).not.toHaveBeenCalled();
      expect(navigatedTo()).toEqual([]);
      actor.stop();
    }
  });
});

describe('the post-login redirect', () => {
  it('opens the stored path 200 ms after a registered user is loaded, then forgets it', async () => {
    const { actor, clock, actions, navigatedTo } = startSession({
      stored: { authPathname: '/perfil', autoLogin: false },
    });
    await flush();
    actor.send({ type: 'session.signedIn', user: registered });
    expectState(actor, 'returning.redirecting');
    clock.increment(199);
    expect(navigatedTo()).toEqual([]);
    clock.increment(1);
    expect(navigatedTo()).toEqual([{ to: '/perfil' }]);
    expect(actions.forgetAuthReturn).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.storedAuthPath).toBeNull();
  });

  it('takes a failed storage read as nothing stored: logged, no redirect after signing in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, clock, navigatedTo } = startSession({ readFails: true });
    await flush();
    expectState(actor, 'returning.waiting');
    expect(warn).toHaveBeenCalledWith(
      'session: readStoredSession: the read failed, taken as nothing stored',
      expect.any(DOMException),
    );
    actor.send({ type: 'session.signedIn', user: registered });
    clock.increment(500);
    expect(navigatedTo()).not.toContainEqual({ to: '/perfil' });
    expect(actor.getSnapshot().context.storedAuthPath).toBeNull();
    warn.mockRestore();
  });

  it('does not apply to guests, nor to a stored AUTH path', async () => {
    const asGuest = startSession({
      input: { user: guest },
      stored: { authPathname: '/perfil', autoLogin: false },
    });
    await flush();
    asGuest.clock.increment(1000);
    expect(asGuest.navigatedTo()).toEqual([]);
    asGuest.actor.stop();

    const toAuth = startSession({
      input: { user: registered },
      stored: { authPathname: '/auth', autoLogin: false },
    });
    await flush();
    toAuth.clock.increment(1000);
    expect(toAuth.navigatedTo()).toEqual([]);
  });

  it('shows the welcome prompt for an auto_login flag stored earlier', async () => {
    const { actor } = startSession({
      input: { user: guest },
      stored: { authPathname: null, autoLogin: true },
    });
    await flush();
    expect(selectIsWelcomePrompted(actor.getSnapshot())).toBe(true);
  });
});

describe('after a social login started from AUTH', () => {
  it('forgets the pending method once the registered user is loaded, without navigating (the welcome toast is not repeated on reload)', async () => {
    const { actor, clock, actions, navigatedTo } = startSession({
      stored: { authPathname: null, autoLogin: false, authMethod: 'google' },
    });
    await flush();
    actor.send({ type: 'session.signedIn', user: registered });
    clock.increment(200);
    expect(navigatedTo()).toEqual([]);
    expect(actions.forgetAuthReturn).toHaveBeenCalledTimes(1);
  });

  it('leaves a pending method alone while the visitor is a guest', async () => {
    const { clock, actions } = startSession({
      input: { user: guest },
      stored: { authPathname: null, autoLogin: false, authMethod: 'google' },
    });
    await flush();
    clock.increment(1000);
    expect(actions.forgetAuthReturn).not.toHaveBeenCalled();
  });
});

describe('on a b2b brand, which hides guest browsing (accounts.md §1)', () => {
  it('sends a protected deep link to AUTH without a guest, keeping it as the return path', async () => {
    const { actor, actions, clock, createGuest, navigatedTo } = startSession({
      input: { initialUrl: 'http://b2b.localhost/perfil?x=1', businessType: 'b2b' },
    });
    await flush();
    clock.increment(1000);
    expect(createGuest).not.toHaveBeenCalled();
    expectState(actor, 'user.noUser');
    expectState(actor, 'entry.done');
    expect(actions.storeAuthReturnPath.mock.calls.map((call) => call[1])).toEqual([
      { pathname: '/perfil?x=1' },
    ]);
    expect(actions.storeAutoLogin).not.toHaveBeenCalled();
    expect(navigatedTo()).toEqual([]);
    // Nothing offers or creates a guest.
    expect(selectCanEnterAsGuest(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.guestRequested' });
    expectState(actor, 'user.noUser');
    expect(createGuest).not.toHaveBeenCalled();

    // Signed in (e-mail or social): the deep link opens 200 ms later.
    actor.send({ type: 'session.signedIn', user: registered });
    clock.increment(200);
    expect(navigatedTo()).toEqual([{ to: '/perfil?x=1' }]);
    expect(actions.forgetAuthReturn).toHaveBeenCalledTimes(1);
  });

  it('keeps a table QR for after the sign-in instead of creating a guest', async () => {
    const { actions, clock, createGuest } = startSession({
      input: {
        initialUrl: 'http://b2b.localhost/?table=12&table_id=t-12&branch_id=b-1&store_id=s-1',
        businessType: 'b2b',
      },
    });
    await flush();
    clock.increment(1000);
    expect(createGuest).not.toHaveBeenCalled();
    expect(actions.saveQrData).toHaveBeenCalledTimes(1);
    expect(actions.storeAuthReturnPath.mock.calls.map((call) => call[1])).toEqual([
      { pathname: '/menu/b-1/s-1' },
    ]);
  });

  it('does not restore a guest saved on it earlier: AUTH, as with no user', () => {
    const { actor } = startSession({ input: { user: guest, businessType: 'b2b' } });
    expectState(actor, 'user.noUser');
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });

  it('never shows the welcome prompt, whose way out is "Explorar sin beneficios"', async () => {
    const { actor } = startSession({
      input: { user: registered, businessType: 'b2b' },
      stored: { authPathname: null, autoLogin: true },
    });
    await flush();
    expect(selectIsWelcomePrompted(actor.getSnapshot())).toBe(false);
  });
});

describe('the personal QR code (accounts.md §2.7)', () => {
  it('encodes the JSON {user_id, brand_id} of a registered user, and nothing for a guest', () => {
    const { actor } = startSession({ input: { user: registered } });
    expect(JSON.parse(selectPersonalQrPayload(actor.getSnapshot()) ?? 'null')).toEqual({
      user_id: 'user-1',
      brand_id: 'brand-1',
    });
    actor.stop();
    const asGuest = startSession({ input: { user: guest } });
    expect(selectPersonalQrPayload(asGuest.actor.getSnapshot())).toBeNull();
  });
});
