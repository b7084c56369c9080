import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '@/machines/session/session.machine';
import { selectCanEnterAsGuest, selectUser } from '@/machines/session/session.selectors';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const guest: User = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };
const registered: User = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía' };

const createGuestResolving = (user: User) => vi.fn(async (_: { input: { brandId: string } }) => user);

function startSession(user: User | null, createGuest = createGuestResolving(guest)) {
  const machine = sessionMachine.provide({
    actors: { createGuest: fromPromise(async (args: { input: { brandId: string } }) => createGuest(args)) },
  });
  return { actor: createActor(machine, { input: { brandId: 'brand-1', user } }).start(), createGuest };
}

let stop: AnyActorRef | undefined;
afterEach(() => stop?.stop());

describe('when the app starts', () => {
  it('has no user without a saved one', () => {
    const { actor } = startSession(null);
    stop = actor;
    expectState(actor, 'noUser');
    expect(selectCanEnterAsGuest(actor.getSnapshot())).toBe(true);
  });

  it('restores a saved guest or registered user', () => {
    const { actor: asGuest } = startSession(guest);
    expectState(asGuest, 'active.guest');
    asGuest.stop();
    const { actor } = startSession(registered);
    stop = actor;
    expectState(actor, 'active.registered');
  });

  it('drops a saved user without idMarca', () => {
    const { actor } = startSession({ _id: 'user-1' });
    stop = actor;
    expectState(actor, 'noUser');
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });
});

describe('when entering as a guest', () => {
  it('creates the guest for this brand and becomes a guest session', async () => {
    const { actor, createGuest } = startSession(null);
    stop = actor;
    actor.send({ type: 'session.guestRequested' });
    expectState(actor, 'creatingGuest');
    await waitFor(actor, (s) => s.matches({ active: 'guest' }));
    expect(createGuest.mock.calls[0][0].input).toEqual({ brandId: 'brand-1' });
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
          src: sessionMachine.provide({ actors: { createGuest: fromPromise(failing) } }),
          input: { brandId: 'brand-1', user: null },
        },
      ],
    });
    const root = createActor(parent).start();
    stop = root;
    const session = root.system.get('session') as AnyActorRef;
    const toasts = root.system.get('toasts') as AnyActorRef;
    session.send({ type: 'session.guestRequested' });
    await waitFor(session, (s) => s.matches('noUser'));
    expect(selectToasts(toasts.getSnapshot())).toMatchObject([
      { kind: 'error', message: 'No se pudo ingresar como invitado, por favor intentalo de nuevo' },
    ]);
  });

  it('fails quietly when no toasts actor exists (a flow tested alone)', async () => {
    const { actor } = startSession(
      null,
      vi.fn(async () => {
        throw new Error('offline');
      }),
    );
    stop = actor;
    actor.send({ type: 'session.guestRequested' });
    await waitFor(actor, (s) => s.matches('noUser'));
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('when a user is signed in', () => {
  it('signs in from the welcome screen, merges updates and logs out', () => {
    const { actor } = startSession(null);
    stop = actor;
    actor.send({ type: 'session.signedIn', user: registered });
    expectState(actor, 'active.registered');
    actor.send({ type: 'session.userUpdated', user: { name: 'Lucía F.' } });
    expect(selectUser(actor.getSnapshot())).toEqual({ ...registered, name: 'Lucía F.' });
    actor.send({ type: 'session.loggedOut' });
    expectState(actor, 'noUser');
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });

  it('turns a guest into a registered user on sign-in', () => {
    const { actor } = startSession(guest);
    stop = actor;
    actor.send({ type: 'session.signedIn', user: registered });
    expectState(actor, 'active.registered');
  });
});
