import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Actor,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  assign,
  createActor,
  fromCallback,
  fromPromise,
  setup,
  transition,
  waitFor,
} from 'xstate';
import { type AppInput, appMachine } from '@/machines/app/app.machine';
import type { RouteFlowId } from '@/machines/app/app-flows';
import { cartMachine } from '@/machines/cart/cart.machine';
import type { CartContext, CartQuote, QuoteCartInput, Suggestion } from '@/machines/cart/cart.setup';
import type { CartLine } from '@/machines/cart/cart.types';
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
  /** What loading a route flow's code answers (default: never arrives). */
  loadRouteFlow?: (flow: RouteFlowId) => Promise<AnyActorLogic>;
}

let actor: Actor<typeof appMachine> | undefined;
afterEach(() => actor?.stop());

function startApp({
  input,
  saved = async () => null,
  fetchBrand = async () => brand,
  loadRouteFlow = () => new Promise<AnyActorLogic>(() => {}),
}: Options = {}) {
  const fetchSpy = vi.fn(fetchBrand);
  const loadSpy = vi.fn(loadRouteFlow);
  // profileCompletion is opened at start (FLOWS_OPENED_AT_START): its code never arrives here, and its load is
  // not counted with the form flow's.
  const load = (flow: RouteFlowId) =>
    flow === 'profileCompletion' ? new Promise<AnyActorLogic>(() => {}) : loadSpy(flow);
  const machine = appMachine.provide({
    actors: {
      loadPersistedState: fromPromise(saved),
      fetchBrand: fromPromise(({ input: { domain } }: { input: { domain: string } }) => fetchSpy(domain)),
      loadRouteFlow: fromCallback<AnyEventObject, { flow: RouteFlowId }>(({ input: { flow }, sendBack }) => {
        load(flow).then(
          (logic) => sendBack({ type: 'app.flowLoaded', flow, logic }),
          (error) => sendBack({ type: 'app.flowLoadFailed', flow, error }),
        );
      }),
    },
  });
  actor = createActor(machine, {
    input: { domain: 'localhost', preloadedBrand: null, viewportWidth: 390, ...input },
  }).start();
  return { app: actor, fetchSpy, loadSpy };
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

/** A stand-in form flow: counts the opening events it receives and keeps its input. */
const countingFlow = setup({
  types: {
    context: {} as { brandId: string; openings: number },
    input: {} as { brandId: string } | undefined,
    events: {} as { type: 'support.opened' },
  },
}).createMachine({
  id: 'countingSupport',
  context: ({ input }) => ({ brandId: input?.brandId ?? '', openings: 0 }),
  on: { 'support.opened': { actions: assign({ openings: ({ context }) => context.openings + 1 }) } },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const openSignIn = { type: 'app.flowOpened', flow: 'support', event: { type: 'support.opened' } } as const;
const openings = (flow: AnyActorRef) => (flow.getSnapshot().context as { openings: number }).openings;

describe('a route flow (loaded with its route group)', () => {
  it('is not spawned at start, nor its code loaded', async () => {
    const { app, loadSpy } = startApp();
    await ready(app);
    expect(app.getSnapshot().children.session).toBeDefined();
    for (const flow of ['signUp', 'passwordRecovery', 'support']) {
      expect(app.system.get(flow), flow).toBeUndefined();
      expect((app.getSnapshot().children as Record<string, unknown>)[flow], flow).toBeUndefined();
    }
    expect(loadSpy).not.toHaveBeenCalled();
  });

  it('is loaded once on its first opening, spawned under its system id, and gets the openings sent meanwhile', async () => {
    const code = deferred<AnyActorLogic>();
    const { app, loadSpy } = startApp({ loadRouteFlow: () => code.promise });
    await ready(app);
    app.send(openSignIn);
    app.send(openSignIn);
    expect(loadSpy).toHaveBeenCalledTimes(1);
    expect(loadSpy).toHaveBeenCalledWith('support');
    expect(app.system.get('support')).toBeUndefined();
    code.resolve(countingFlow);
    const flow = await waitFor(app, (s) => !!s.children.support).then(() => app.system.get('support'));
    expect(flow).toBeDefined();
    expect((app.getSnapshot().children as Record<string, AnyActorRef>).support).toBe(flow);
    expect(flow.getSnapshot().context).toEqual({ brandId: '', openings: 2 });
    expect(app.getSnapshot().context.loadingFlows.support).toBeUndefined();
    // The loader is done with: only the long-lived flows and the spawned form flow remain.
    expect(Object.keys(app.getSnapshot().children)).not.toContain('loadRouteFlow.support');
  });

  it('is the same actor when its screen opens again after another one, and gets each opening', async () => {
    const { app, loadSpy } = startApp({ loadRouteFlow: async () => countingFlow });
    await ready(app);
    app.send(openSignIn);
    await waitFor(app, (s) => !!s.children.support);
    const flow = app.system.get('support');
    expect(openings(flow)).toBe(1);
    // The diner goes elsewhere (another flow's screen) and back.
    app.send({ type: 'app.flowOpened', flow: 'layout' });
    app.send(openSignIn);
    expect(app.system.get('support')).toBe(flow);
    expect(flow.getSnapshot().status).toBe('active');
    expect(openings(flow)).toBe(2);
    expect(loadSpy).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load and loads again on the next opening', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const { app, loadSpy } = startApp({
      loadRouteFlow: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return countingFlow;
      },
    });
    await ready(app);
    app.send(openSignIn);
    await waitFor(app, (s) => !('support' in s.context.loadingFlows));
    expect(app.system.get('support')).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('"support" flow could not be loaded'),
      expect.any(Error),
    );
    app.send(openSignIn);
    await waitFor(app, (s) => !!s.children.support);
    expect(openings(app.system.get('support'))).toBe(1);
    expect(loadSpy).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("logs a failed load only when the actor runs it, not in a pure transition (the path generator's)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = startApp({ loadRouteFlow: () => new Promise<AnyActorLogic>(() => {}) });
    await ready(app);
    app.send(openSignIn);
    expect('support' in app.getSnapshot().context.loadingFlows).toBe(true);
    const failed = { type: 'app.flowLoadFailed', flow: 'support', error: new Error('offline') } as const;
    const [next, actions] = transition(app.logic, app.getSnapshot(), failed);
    expect('support' in next.context.loadingFlows).toBe(false);
    expect(actions.map((a) => a.type)).toContain('logRouteFlowLoadFailure');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

/** A stand-in cart: keeps the events it receives, in order. */
const recordingCart = setup({
  types: { context: {} as { received: string[] }, events: {} as AnyEventObject },
}).createMachine({
  id: 'recordingCart',
  context: { received: [] },
  on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event.type] }) } },
});
const receivedBy = (flow: AnyActorRef) => (flow.getSnapshot().context as { received: string[] }).received;

describe('the cart (a route flow with a mailbox, issue 8)', () => {
  it('is not loaded at start without a saved order; what flows send it meanwhile opens it and reaches it in order', async () => {
    const code = deferred<AnyActorLogic>();
    const { app, loadSpy } = startApp({ loadRouteFlow: () => code.promise });
    await ready(app);
    expect(loadSpy).not.toHaveBeenCalledWith('cart');
    // Another flow finds something under the system id 'cart' (the mailbox) and sends to it.
    const mailbox = app.system.get('cart') as AnyActorRef;
    expect(mailbox).toBeDefined();
    expect(app.getSnapshot().children.cart).toBeUndefined();
    mailbox.send({ type: 'cart.preferenceChanged', preferredConsumeType: null });
    mailbox.send({ type: 'cart.cleared' });
    expect(loadSpy).toHaveBeenCalledTimes(1);
    expect(loadSpy).toHaveBeenCalledWith('cart');
    code.resolve(recordingCart);
    await waitFor(app, (s) => !!s.children.cart);
    const cart = app.system.get('cart') as AnyActorRef;
    expect(cart).not.toBe(mailbox);
    expect((app.getSnapshot().children as Record<string, AnyActorRef>).cart).toBe(cart);
    expect(receivedBy(cart)).toEqual(['cart.preferenceChanged', 'cart.cleared']);
    expect(mailbox.getSnapshot().status).toBe('stopped');
    // Later sends go to the cart itself.
    cart.send({ type: 'cart.lineRemoved', orderProductId: 'x' });
    expect(receivedBy(cart)).toEqual(['cart.preferenceChanged', 'cart.cleared', 'cart.lineRemoved']);
  });

  it('is opened at start when a saved order was restored', async () => {
    const { app, loadSpy } = startApp({
      saved: async () => ({ order: { products: [] } }),
      loadRouteFlow: async () => recordingCart,
    });
    await ready(app);
    expect(loadSpy).toHaveBeenCalledWith('cart');
    await waitFor(app, (s) => !!s.children.cart);
    expect(receivedBy(app.system.get('cart') as AnyActorRef)).toEqual([]);
  });
});

describe('the cart opened after the current branch announced itself (issue 8: the lazy cart learns the branch)', () => {
  const signedIn = { _id: 'user-1', idMarca: 'brand-1', typeUser: 'guest' };
  const savedBranch = (status: 'open' | 'close') => ({
    id: 'local-1',
    storeId: 'brasa-palermo',
    name: 'Brasa Palermo Soho',
    status,
  });
  const line: CartLine = {
    _id: 'p-1',
    name: 'Hamburguesa clásica',
    price: 5000,
    quantity: 1,
    sku: 'HAM-003',
    orderProductId: 'line-1',
    customization: { ingredients: {}, aditionals: {} },
    upselling: [],
  };

  /** The app with a restored user and branch (announced at start, before any cart runs) and the real cart. */
  async function startWithBranch(status: 'open' | 'close') {
    const quote = vi.fn((_input: QuoteCartInput) => new Promise<CartQuote>(() => {}));
    const cart = cartMachine.provide({
      actors: {
        quoteCart: fromPromise(({ input }: { input: QuoteCartInput }) => quote(input)),
        fetchSuggestions: fromPromise(async (): Promise<Suggestion[]> => []),
      },
    });
    const { app, loadSpy } = startApp({
      saved: async () => ({ user: signedIn, branch: savedBranch(status) }),
      loadRouteFlow: async (flow) => (flow === 'cart' ? cart : new Promise<AnyActorLogic>(() => {})),
    });
    await ready(app);
    const currentBranch = app.system.get('currentBranch') as AnyActorRef;
    expect(currentBranch.getSnapshot().context.announced).toMatchObject({ id: 'local-1', status });
    // No saved order: the cart is not running when the branch is announced.
    expect(loadSpy).not.toHaveBeenCalledWith('cart');
    expect(app.getSnapshot().children.cart).toBeUndefined();
    // The first message to the cart opens it (the product overlay's 'Agregar').
    (app.system.get('cart') as AnyActorRef).send({ type: 'cart.lineAdded', line });
    await waitFor(app, (s) => !!s.children.cart);
    const running = app.system.get('cart') as AnyActorRef;
    return { app, quote, context: () => running.getSnapshot().context as CartContext, running };
  }

  it('refuses the add that opened it while the branch is closed (the guard sees the branch)', async () => {
    const { context } = await startWithBranch('close');
    expect(context().branch).toMatchObject({ id: 'local-1', status: 'close' });
    expect(context().cart.products).toEqual([]);
    expect(context().blocked).toMatchObject({ reason: 'branchClosed' });
  });

  // The restored user is refreshed and ORDER_SUMMARY asks the branch's status: no API here, the failures are logged.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("quotes ORDER_SUMMARY's lines for that branch", async () => {
    const { context, quote, running } = await startWithBranch('open');
    expect(context().cart.products).toHaveLength(1);
    running.send({ type: 'cart.summaryOpened' });
    expect(quote).toHaveBeenCalledTimes(1);
    expect(quote.mock.calls[0]?.[0]).toMatchObject({
      branch: { id: 'local-1', storeId: 'brasa-palermo' },
      userId: 'user-1',
    });
  });
});
