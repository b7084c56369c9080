import { type EventObject, enqueueActions, type MachineContext } from 'xstate';
import { findSystemActor } from '../system-actors';
import type { User } from '../types';
import type { SessionEvent } from './session.setup';

/**
 * An action that hands a signed-in user to the system's `session` actor (which decides the routes and the
 * post-login redirect), so the account flows need not import the session's internals. Its params are
 * `{ user }`. With no session actor (a flow tested alone) it does nothing, and says so where the app asks to
 * hear it (machines/system-actors.ts: in development).
 */
export const notifySignedIn = <TContext extends MachineContext, TEvent extends EventObject>() =>
  enqueueActions<TContext, TEvent, { user: User }, TEvent, never, never, never, never, never>(
    ({ system, enqueue }, params) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const session = findSystemActor(system, 'session', 'hand over the signed-in user');
      const signedIn: SessionEvent = { type: 'session.signedIn', user: params.user };
      if (session) enqueue.sendTo(session, signedIn);
    },
  );
