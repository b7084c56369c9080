import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, setup, waitFor } from 'xstate';
import { fetchForSessionUser } from '@/src/app/active-orders-flow';

/**
 * The watcher's GET /pedido/active asks only for the session's user: a window-focus fetch that races a sign-in
 * (the guest replaced by the signed-in diner before the watcher hears of it) must not ask for the guest's orders
 * with the new session (the server answers 403, the console shows it: session.spec's social login).
 */
function run(sessionUserId: string | null, askedFor: string) {
  const fetchActiveOrders = vi.fn(async () => [{ _id: 'o-1', idLocal: 'b-1' }]);
  const session = createMachine({ context: { user: sessionUserId ? { _id: sessionUserId } : null } });
  const parent = setup({
    actors: { session, fetch: fetchForSessionUser({ fetchActiveOrders }) },
  }).createMachine({
    initial: 'fetching',
    invoke: { src: 'session', systemId: 'session' },
    states: {
      fetching: {
        invoke: {
          src: 'fetch',
          input: { userId: askedFor },
          onDone: {
            target: 'done',
            actions: ({ event }) => Object.assign(lastRun, { orders: event.output }),
          },
          onError: { target: 'done', actions: ({ event }) => Object.assign(lastRun, { error: event.error }) },
        },
      },
      done: {},
    },
  });
  const lastRun: { orders?: unknown; error?: unknown } = {};
  const actor = createActor(parent).start();
  return { actor, lastRun, fetchActiveOrders };
}

describe('activeOrders: the fetch follows the session user', () => {
  it("asks for the session's user and reads the answer", async () => {
    const { actor, lastRun, fetchActiveOrders } = run('user-2', 'user-2');
    await waitFor(actor, (s) => s.matches('done'));
    expect(fetchActiveOrders).toHaveBeenCalledWith('user-2');
    expect(lastRun.orders).toEqual([expect.objectContaining({ _id: 'o-1', idLocal: 'b-1' })]);
  });

  it("a fetch for a user who is no longer the session's is not sent: it fails instead", async () => {
    const { actor, lastRun, fetchActiveOrders } = run('user-2', 'guest-1');
    await waitFor(actor, (s) => s.matches('done'));
    expect(fetchActiveOrders).not.toHaveBeenCalled();
    expect(String(lastRun.error)).toContain('the session changed user');
  });

  it('with no session flow (the watcher tested alone) it asks as told', async () => {
    const fetchActiveOrders = vi.fn(async () => []);
    const lone = createActor(fetchForSessionUser({ fetchActiveOrders }), {
      input: { userId: 'user-9' },
    }).start();
    await waitFor(lone, (s) => s.status !== 'active');
    expect(fetchActiveOrders).toHaveBeenCalledWith('user-9');
  });
  it('back from the social login, nothing is asked until the return is completed, then only for the new user', async () => {
    const fetchActiveOrders = vi.fn(async () => []);
    // The session still holds the guest while the cookie is already the signed-in diner's.
    const session = createMachine({
      context: { user: { _id: 'guest-1' } },
      on: { signedIn: { actions: assign({ user: { _id: 'user-2' } }) } },
    });
    const socialLogin = createMachine({
      initial: 'completing',
      states: { completing: { on: { completed: 'idle' } }, idle: {} },
    });
    const parent = setup({
      actors: { session, socialLogin, fetch: fetchForSessionUser({ fetchActiveOrders }) },
    }).createMachine({
      initial: 'fetching',
      invoke: [
        { src: 'session', systemId: 'session', id: 'session' },
        { src: 'socialLogin', systemId: 'socialLogin', id: 'socialLogin' },
      ],
      states: {
        fetching: {
          invoke: { src: 'fetch', input: { userId: 'guest-1' }, onDone: 'done', onError: 'failed' },
        },
        done: {},
        failed: {},
      },
    });
    const actor = createActor(parent).start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchActiveOrders).not.toHaveBeenCalled();
    actor.system.get('session').send({ type: 'signedIn' });
    actor.system.get('socialLogin').send({ type: 'completed' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(fetchActiveOrders).not.toHaveBeenCalled();
  });
});
