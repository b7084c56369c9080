import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import {
  type FetchPointsInput,
  type PointsSummaryOutput,
  pointsMachine,
} from '@/machines/points/points.machine';
import { selectAvailablePoints } from '@/machines/points/points.selectors';
import { sessionMachine } from '@/machines/session/session.machine';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';
import { withStubbedActors } from '@/tests/support/model-replay';

const registered: User = {
  _id: 'user-1',
  idMarca: 'brand-1',
  typeUser: 'registered',
  name: 'Martina González',
  email: 'demo@demo.com',
};
const other: User = { _id: 'user-2', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía Fernández' };
const guest: User = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };

type FetchPoints = (input: FetchPointsInput) => Promise<PointsSummaryOutput>;

/** A fetch whose answers the test releases one by one, recording the users asked for. */
function controlledFetch() {
  const pending: {
    userId: string;
    resolve: (o: PointsSummaryOutput) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetchPoints = vi.fn<FetchPoints>(
    (input) =>
      new Promise<PointsSummaryOutput>((resolve, reject) => {
        pending.push({ userId: input.userId, resolve, reject });
      }),
  );
  return { fetchPoints, pending };
}

const points = (actor: AnyActorRef) => selectAvailablePoints(actor.getSnapshot());
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The flow alone, with the user given by the test instead of the session. */
function startAlone(user: User | null, fetchPoints: FetchPoints) {
  const machine = pointsMachine.provide({
    actors: {
      watchSession: fromCallback(() => {}),
      fetchPoints: fromPromise(({ input }) => fetchPoints(input as FetchPointsInput)),
    },
  });
  return createActor(machine, { input: { user } }).start();
}

/** The flow in a system like the app's: the toasts, the session (its own calls never answer) and points. */
function startInSystem(user: User | null, fetchPoints: FetchPoints) {
  const parent = createMachine({
    invoke: [
      { id: 'toasts', systemId: 'toasts', src: toastsMachine },
      {
        id: 'session',
        systemId: 'session',
        src: withStubbedActors(sessionMachine),
        input: { brandId: 'brand-1', user },
      },
      {
        id: 'points',
        systemId: 'points',
        src: pointsMachine.provide({
          actors: { fetchPoints: fromPromise(({ input }) => fetchPoints(input as FetchPointsInput)) },
        }),
        input: { user },
      },
    ],
  });
  const root = createActor(parent).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  return { root, session: get('session'), points: get('points'), toasts: get('toasts') };
}

let running: AnyActorRef | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.restoreAllMocks();
});

describe('when nobody is signed in (signedOut)', () => {
  it('fetches nothing and shows no badge without a user', () => {
    const { fetchPoints } = controlledFetch();
    running = startAlone(null, fetchPoints);
    expectState(running, 'signedOut');
    expect(points(running)).toBeNull();
    expect(fetchPoints).not.toHaveBeenCalled();
  });

  it('fetches nothing for a guest', () => {
    const { fetchPoints } = controlledFetch();
    running = startAlone(guest, fetchPoints);
    expectState(running, 'signedOut');
    expect(points(running)).toBeNull();
    expect(fetchPoints).not.toHaveBeenCalled();
  });

  it('ignores a refresh request', () => {
    const { fetchPoints } = controlledFetch();
    running = startAlone(guest, fetchPoints);
    running.send({ type: 'points.refreshRequested' });
    expectState(running, 'signedOut');
    expect(fetchPoints).not.toHaveBeenCalled();
  });

  it('loads when a registered user signs in', () => {
    const { fetchPoints } = controlledFetch();
    running = startAlone(null, fetchPoints);
    running.send({ type: 'points.userChanged', user: registered });
    expectState(running, 'loading');
    expect(fetchPoints).toHaveBeenCalledWith({ userId: 'user-1' });
  });
});

describe('when a registered user is loading (loading)', () => {
  it('asks GET /points/{id} for that user and shows no badge yet', () => {
    const { fetchPoints } = controlledFetch();
    running = startAlone(registered, fetchPoints);
    expectState(running, 'loading');
    expect(fetchPoints).toHaveBeenCalledTimes(1);
    expect(fetchPoints).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(points(running)).toBeNull();
  });

  it('holds availablePoints once the server answers (loaded)', async () => {
    const { fetchPoints, pending } = controlledFetch();
    running = startAlone(registered, fetchPoints);
    pending[0].resolve({ availablePoints: 1234 });
    await settle();
    expectState(running, 'loaded');
    expect(points(running)).toBe(1234);
  });

  it('starts over for another user and keeps only that user’s answer', async () => {
    const { fetchPoints, pending } = controlledFetch();
    running = startAlone(registered, fetchPoints);
    running.send({ type: 'points.userChanged', user: other });
    expectState(running, 'loading');
    expect(fetchPoints).toHaveBeenLastCalledWith({ userId: 'user-2' });
    // The first user's late answer belongs to a stopped call and is ignored.
    pending[0].resolve({ availablePoints: 1 });
    pending[1].resolve({ availablePoints: 2 });
    await settle();
    expectState(running, 'loaded');
    expect(points(running)).toBe(2);
  });
});

describe('when the points are shown (loaded)', () => {
  async function loaded(value = 1234) {
    const fetch = controlledFetch();
    const actor = startAlone(registered, fetch.fetchPoints);
    fetch.pending[0].resolve({ availablePoints: value });
    await settle();
    expectState(actor, 'loaded');
    return { actor, ...fetch };
  }

  it('refetches on request, keeping the last number until the answer', async () => {
    const { actor, fetchPoints, pending } = await loaded();
    running = actor;
    actor.send({ type: 'points.refreshRequested' });
    expectState(actor, 'loading');
    expect(fetchPoints).toHaveBeenCalledTimes(2);
    expect(points(actor)).toBe(1234);
    pending[1].resolve({ availablePoints: 1500 });
    await settle();
    expectState(actor, 'loaded');
    expect(points(actor)).toBe(1500);
  });

  it('does not refetch when the same user is refreshed or updated', async () => {
    const { actor, fetchPoints } = await loaded();
    running = actor;
    actor.send({ type: 'points.userChanged', user: { ...registered, name: 'Martina G.' } });
    expectState(actor, 'loaded');
    expect(fetchPoints).toHaveBeenCalledTimes(1);
    expect(points(actor)).toBe(1234);
  });

  it('refetches, without the old number, when another registered user signs in', async () => {
    const { actor, fetchPoints } = await loaded();
    running = actor;
    actor.send({ type: 'points.userChanged', user: other });
    expectState(actor, 'loading');
    expect(points(actor)).toBeNull();
    expect(fetchPoints).toHaveBeenLastCalledWith({ userId: 'user-2' });
  });

  it('clears on logout and for a guest', async () => {
    const { actor, fetchPoints } = await loaded();
    running = actor;
    actor.send({ type: 'points.userChanged', user: null });
    expectState(actor, 'signedOut');
    expect(points(actor)).toBeNull();
    actor.send({ type: 'points.userChanged', user: registered });
    actor.send({ type: 'points.userChanged', user: guest });
    expectState(actor, 'signedOut');
    expect(points(actor)).toBeNull();
    expect(fetchPoints).toHaveBeenCalledTimes(2);
  });
});

describe('when loading fails (failed)', () => {
  it('logs the error with console.error only: no toast, no badge', async () => {
    const { fetchPoints, pending } = controlledFetch();
    const app = startInSystem(registered, fetchPoints);
    running = app.root;
    const error = new Error('offline');
    pending[0].reject(error);
    await settle();
    expectState(app.points, 'failed');
    expect(points(app.points)).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]).toContain(error);
    expect(selectToasts(app.toasts.getSnapshot())).toEqual([]);
  });

  it('clears the number a refresh had kept', async () => {
    const { fetchPoints, pending } = controlledFetch();
    running = startAlone(registered, fetchPoints);
    pending[0].resolve({ availablePoints: 1234 });
    await settle();
    running.send({ type: 'points.refreshRequested' });
    pending[1].reject(new Error('500'));
    await settle();
    expectState(running, 'failed');
    expect(points(running)).toBeNull();
  });

  it('tries again on request', async () => {
    const { fetchPoints, pending } = controlledFetch();
    running = startAlone(registered, fetchPoints);
    pending[0].reject(new Error('offline'));
    await settle();
    running.send({ type: 'points.refreshRequested' });
    expectState(running, 'loading');
    pending[1].resolve({ availablePoints: 10 });
    await settle();
    expectState(running, 'loaded');
    expect(points(running)).toBe(10);
  });
});

describe('following the session through the system', () => {
  it('loads for the restored registered user once, although the session reports it again', async () => {
    const { fetchPoints, pending } = controlledFetch();
    const app = startInSystem(registered, fetchPoints);
    running = app.root;
    expect(fetchPoints).toHaveBeenCalledTimes(1);
    pending[0].resolve({ availablePoints: 2525.5 });
    await settle();
    expectState(app.points, 'loaded');
    expect(points(app.points)).toBe(2525.5);
  });

  it('loads on sign-in, refetches for another user, clears on logout', async () => {
    const { fetchPoints, pending } = controlledFetch();
    const app = startInSystem(null, fetchPoints);
    running = app.root;
    expectState(app.points, 'signedOut');
    app.session.send({ type: 'session.signedIn', user: registered });
    expectState(app.points, 'loading');
    pending[0].resolve({ availablePoints: 1234 });
    await settle();
    expect(points(app.points)).toBe(1234);

    app.session.send({ type: 'session.userUpdated', user: { name: 'Martina G.' } });
    expectState(app.points, 'loaded');
    expect(fetchPoints).toHaveBeenCalledTimes(1);

    app.session.send({ type: 'session.signedIn', user: other });
    expectState(app.points, 'loading');
    expect(fetchPoints).toHaveBeenLastCalledWith({ userId: 'user-2' });

    app.session.send({ type: 'session.logoutConfirmed' });
    expectState(app.points, 'signedOut');
    expect(points(app.points)).toBeNull();
  });

  it('fetches nothing for a guest session', () => {
    const { fetchPoints } = controlledFetch();
    const app = startInSystem(null, fetchPoints);
    running = app.root;
    app.session.send({ type: 'session.signedIn', user: guest });
    expectState(app.points, 'signedOut');
    expect(fetchPoints).not.toHaveBeenCalled();
  });
});

describe('without the real call provided', () => {
  it('fails loudly in the log, never silently', async () => {
    running = createActor(pointsMachine, { input: { user: registered } }).start();
    await settle();
    expectState(running, 'failed');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('"fetchPoints" was not provided');
  });
});
