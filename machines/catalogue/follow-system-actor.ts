import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';

/**
 * Follows a value of another flow through the system: reports it at once and on every change (nothing when
 * that flow is not there, as when this flow is tested alone).
 */
export const follow = <TValue, TEvent extends EventObject>(
  systemId: string,
  read: (snapshot: never) => TValue,
  toEvent: (value: TValue) => TEvent,
  same: (a: TValue, b: TValue) => boolean = Object.is,
) =>
  fromCallback<TEvent>(({ system, sendBack }) => {
    const actor = system.get(systemId) as AnyActorRef | undefined;
    if (!actor) return;
    let last = read(actor.getSnapshot() as never);
    sendBack(toEvent(last));
    const subscription = actor.subscribe((snapshot) => {
      const value = read(snapshot as never);
      if (same(value, last)) return;
      last = value;
      sendBack(toEvent(value));
    });
    return () => subscription.unsubscribe();
  });
