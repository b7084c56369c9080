import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, fromPromise } from 'xstate';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import {
  currentBranchMachine,
  type FetchBranchInput,
} from '@/machines/current-branch/current-branch.machine';
import { selectBranch, selectBranchNotFound } from '@/machines/current-branch/current-branch.selectors';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import { expectState } from '@/tests/support/expect-state';
import { failure } from '@/tests/support/flow-system';

const palermo: Branch = {
  id: 'b-1',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850',
  status: 'open',
};
const belgrano: Branch = {
  ...palermo,
  id: 'b-2',
  storeId: 'brasa-belgrano',
  name: 'Brasa Belgrano',
  status: 'close',
};
const BRANCH_FAILED = 'menu.branchFailed';

/** A recording cart: every event it is told. */
const fakeCart = createMachine({
  types: {} as { context: { events: unknown[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

type Fetch = (input: FetchBranchInput) => Promise<Branch>;

/** The flow in a system like the app's: the toasts, a recording cart and the current branch. */
function start(fetchBranch: Fetch, restored: unknown = null) {
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        { id: 'cart', systemId: 'cart', src: fakeCart },
        {
          id: 'currentBranch',
          systemId: 'currentBranch',
          src: currentBranchMachine.provide({
            actors: { fetchBranch: fromPromise(({ input }) => fetchBranch(input as FetchBranchInput)) },
          }),
          input: { brandId: 'brand-1', restored },
        },
      ],
    }),
  ).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  return {
    root,
    actor: get('currentBranch'),
    toasts: () => selectToasts(get('toasts').getSnapshot()).map((t) => t.message),
    cartEvents: () => get('cart').getSnapshot().context.events as unknown[],
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let root: AnyActorRef | undefined;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  root?.stop();
  root = undefined;
  vi.restoreAllMocks();
});

describe('when the app starts (idle)', () => {
  it('restores the branch from the saved slice and tells the cart', () => {
    const flow = start(vi.fn(), palermo);
    root = flow.root;
    expectState(flow.actor, 'idle');
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(palermo);
    expect(flow.cartEvents()).toEqual([
      { type: 'cart.branchChanged', branch: { id: 'b-1', storeId: 'brasa-palermo', status: 'open' } },
    ]);
  });

  it('ignores a saved slice that is not a branch', () => {
    const flow = start(vi.fn(), { hello: 'world' });
    root = flow.root;
    expect(selectBranch(flow.actor.getSnapshot())).toBeNull();
    expect(flow.cartEvents()).toEqual([]);
  });
});

describe('when the diner picks a branch (currentBranch.selected)', () => {
  it('stores it without a request and tells the cart its id, store id and status', () => {
    const fetchBranch = vi.fn<Fetch>();
    const flow = start(fetchBranch);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: belgrano });
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(belgrano);
    expect(fetchBranch).not.toHaveBeenCalled();
    expect(flow.cartEvents()).toEqual([
      { type: 'cart.branchChanged', branch: { id: 'b-2', storeId: 'brasa-belgrano', status: 'close' } },
    ]);
  });

  it('does not tell the cart twice about the same branch and status', () => {
    const flow = start(vi.fn(), palermo);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: { ...palermo } });
    expect(flow.cartEvents()).toHaveLength(1);
  });

  it('tells the cart when only the status changed', () => {
    const flow = start(vi.fn(), palermo);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: { ...palermo, status: 'closing_soon' } });
    expect(flow.cartEvents()).toEqual([
      { type: 'cart.branchChanged', branch: { id: 'b-1', storeId: 'brasa-palermo', status: 'open' } },
      { type: 'cart.branchChanged', branch: { id: 'b-1', storeId: 'brasa-palermo', status: 'closing_soon' } },
    ]);
  });
});

describe('when a screen opens the route of another branch (loading)', () => {
  it('loads it with GET /local/{brandId}/{storeId} and makes it current', async () => {
    const fetchBranch = vi.fn<Fetch>(async () => belgrano);
    const flow = start(fetchBranch, palermo);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-2', storeId: 'brasa-belgrano' });
    expectState(flow.actor, 'loading');
    expect(fetchBranch).toHaveBeenCalledWith({
      brandId: 'brand-1',
      storeId: 'brasa-belgrano',
      language: 'es',
    });
    await settle();
    expectState(flow.actor, 'idle');
    expect(selectBranch(flow.actor.getSnapshot())?.id).toBe('b-2');
    expect(flow.cartEvents().at(-1)).toEqual({
      type: 'cart.branchChanged',
      branch: { id: 'b-2', storeId: 'brasa-belgrano', status: 'close' },
    });
    expect(flow.toasts()).toEqual([]);
  });

  it("an unknown branch (404) shows the spec's toast and the not-found state (the way back)", async () => {
    const flow = start(async () => {
      throw failure(404, 'Sucursal no encontrada');
    });
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'nope', storeId: 'nope' });
    await settle();
    expectState(flow.actor, 'notFound');
    expect(selectBranchNotFound(flow.actor.getSnapshot())).toBe(true);
    expect(flow.toasts()).toEqual([BRANCH_FAILED]);
  });

  it('an answer for another branch than the route is treated as not found', async () => {
    const flow = start(async () => belgrano);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-9', storeId: 'brasa-belgrano' });
    await settle();
    expectState(flow.actor, 'notFound');
    expect(selectBranch(flow.actor.getSnapshot())).toBeNull();
  });

  it('a network failure shows the toast and offers a retry that loads again', async () => {
    let calls = 0;
    const flow = start(async () => {
      calls += 1;
      if (calls === 1) throw failure(0, 'network error');
      return belgrano;
    });
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-2', storeId: 'brasa-belgrano' });
    await settle();
    expectState(flow.actor, 'failed');
    expect(flow.toasts()).toEqual([BRANCH_FAILED]);
    flow.actor.send({ type: 'currentBranch.retryRequested' });
    await settle();
    expectState(flow.actor, 'idle');
    expect(selectBranch(flow.actor.getSnapshot())?.id).toBe('b-2');
  });
});

describe('when a screen opens the route of the current branch (refreshing)', () => {
  it('keeps it shown and refreshes a restored branch once in the background (its status may be stale)', async () => {
    const fetchBranch = vi.fn<Fetch>(async () => ({ ...palermo, status: 'close' }));
    const flow = start(fetchBranch, palermo);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' });
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(palermo);
    await settle();
    expect(selectBranch(flow.actor.getSnapshot())?.status).toBe('close');
    expect(flow.cartEvents().at(-1)).toEqual({
      type: 'cart.branchChanged',
      branch: { id: 'b-1', storeId: 'brasa-palermo', status: 'close' },
    });
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' });
    await settle();
    expect(fetchBranch).toHaveBeenCalledTimes(1);
  });

  it('a branch the diner just picked is not loaded again', async () => {
    const fetchBranch = vi.fn<Fetch>(async () => belgrano);
    const flow = start(fetchBranch);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: belgrano });
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-2', storeId: 'brasa-belgrano' });
    await settle();
    expectState(flow.actor, 'idle');
    expect(fetchBranch).not.toHaveBeenCalled();
  });

  it('a failed refresh keeps the branch and shows no toast', async () => {
    const flow = start(async () => {
      throw failure(0, 'offline');
    }, palermo);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' });
    await settle();
    expectState(flow.actor, 'idle');
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(palermo);
    expect(flow.toasts()).toEqual([]);
  });
});

describe('when a screen is about to act on the status (currentBranch.statusCheckRequested)', () => {
  it('loads the current branch again in the background, every time, and tells the cart a branch that closed meanwhile', async () => {
    let status: Branch['status'] = 'open';
    const fetchBranch = vi.fn<Fetch>(async () => ({ ...palermo, status }));
    const flow = start(fetchBranch);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: palermo });
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    expectState(flow.actor, 'refreshing.fetching');
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(palermo);
    await settle();
    expectState(flow.actor, 'idle');
    expect(flow.cartEvents()).toHaveLength(1);
    status = 'close';
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    await settle();
    expect(fetchBranch).toHaveBeenCalledTimes(2);
    expect(fetchBranch).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      storeId: 'brasa-palermo',
      language: 'es',
    });
    expect(selectBranch(flow.actor.getSnapshot())?.status).toBe('close');
    expect(flow.cartEvents().at(-1)).toEqual({
      type: 'cart.branchChanged',
      branch: { id: 'b-1', storeId: 'brasa-palermo', status: 'close' },
    });
  });

  it('does nothing without a current branch, nor while a branch is loading', async () => {
    const fetchBranch = vi.fn<Fetch>(async () => belgrano);
    const flow = start(fetchBranch);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    expectState(flow.actor, 'idle');
    expect(fetchBranch).not.toHaveBeenCalled();
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-2', storeId: 'brasa-belgrano' });
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    expectState(flow.actor, 'loading');
    await settle();
    expect(fetchBranch).toHaveBeenCalledTimes(1);
  });

  it('a failed check keeps the branch as it was, with no toast', async () => {
    const flow = start(async () => {
      throw failure(0, 'offline');
    });
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: palermo });
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    await settle();
    expectState(flow.actor, 'idle');
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(palermo);
    expect(flow.toasts()).toEqual([]);
  });
});

describe('when a second screen opens the route of the current branch while it is being checked', () => {
  /** A fetch answered by hand: the check stays in flight until `answer` is called. */
  function heldFetch() {
    const answers: Array<(branch: Branch) => void> = [];
    const fetchBranch = vi.fn<Fetch>(() => new Promise<Branch>((resolve) => answers.push(resolve)));
    return { fetchBranch, answer: (branch: Branch) => answers.at(-1)?.(branch) };
  }

  it('keeps the status check in flight and applies its answer (the second routeOpened does not drop it)', async () => {
    const { fetchBranch, answer } = heldFetch();
    const flow = start(fetchBranch);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: palermo });
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    expectState(flow.actor, 'refreshing.fetching');
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' });
    expectState(flow.actor, 'refreshing.fetching');
    answer({ ...palermo, status: 'close' });
    await settle();
    expectState(flow.actor, 'idle');
    expect(fetchBranch).toHaveBeenCalledTimes(1);
    expect(selectBranch(flow.actor.getSnapshot())?.status).toBe('close');
    expect(flow.cartEvents().at(-1)).toEqual({
      type: 'cart.branchChanged',
      branch: { id: 'b-1', storeId: 'brasa-palermo', status: 'close' },
    });
  });

  it("keeps a restored branch's background refresh in flight: one request, its answer applied", async () => {
    const { fetchBranch, answer } = heldFetch();
    const flow = start(fetchBranch, palermo);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' });
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' });
    expectState(flow.actor, 'refreshing.fetching');
    answer({ ...palermo, status: 'close' });
    await settle();
    expectState(flow.actor, 'idle');
    expect(fetchBranch).toHaveBeenCalledTimes(1);
    expect(selectBranch(flow.actor.getSnapshot())?.status).toBe('close');
  });

  it('a route to another branch during the check loads that branch instead', async () => {
    const fetchBranch = vi.fn<Fetch>(async (input) =>
      input.storeId === 'brasa-belgrano' ? belgrano : palermo,
    );
    const flow = start(fetchBranch);
    root = flow.root;
    flow.actor.send({ type: 'currentBranch.selected', branch: palermo });
    flow.actor.send({ type: 'currentBranch.statusCheckRequested' });
    flow.actor.send({ type: 'currentBranch.routeOpened', id: 'b-2', storeId: 'brasa-belgrano' });
    expectState(flow.actor, 'loading');
    await settle();
    expectState(flow.actor, 'idle');
    expect(selectBranch(flow.actor.getSnapshot())).toEqual(belgrano);
  });
});
