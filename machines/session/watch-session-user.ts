import { type ActorRefFrom, type EventObject, fromCallback } from 'xstate';
import type { User } from '../types';
import type { sessionMachine } from './session.machine';
import { selectUser } from './session.selectors';

/**
 * An actor that follows the session flow's user through the system: it reports the current user at once
 * and every change after, as the event `toEvent(user)` builds. Flows that depend on who is signed in
 * (profile completion, points) invoke it instead of importing the session's internals.
 */
export const watchSessionUser = <TEvent extends EventObject>(toEvent: (user: User | null) => TEvent) =>
  fromCallback<TEvent>(({ system, sendBack }) => {
    const session = system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined;
    if (!session) return;
    let last = selectUser(session.getSnapshot());
    sendBack(toEvent(last));
    const subscription = session.subscribe((snapshot) => {
      const user = selectUser(snapshot);
      if (user === last) return;
      last = user;
      sendBack(toEvent(user));
    });
    return () => subscription.unsubscribe();
  });
