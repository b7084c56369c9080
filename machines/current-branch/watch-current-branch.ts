import { type ActorRefFrom, type EventObject, fromCallback } from 'xstate';
import type { AnnouncedBranch, currentBranchMachine } from './current-branch.machine';

/**
 * An actor that follows what the current-branch flow announces (its branch's id, store id and status) through
 * the system: it reports it at once and every change after, as the event `toEvent(branch)` builds. The cart
 * invokes it at its start: it is a route flow that may open long after the branch announced itself (the
 * announcement then reached no cart), and its quote and its closed-branch guard need the branch.
 */
export const watchCurrentBranch = <TEvent extends EventObject>(
  toEvent: (branch: AnnouncedBranch | null) => TEvent,
) =>
  fromCallback<TEvent>(({ system, sendBack }) => {
    const currentBranch = system.get('currentBranch') as
      | ActorRefFrom<typeof currentBranchMachine>
      | undefined;
    if (!currentBranch) return;
    // A stand-in under that id (a flow tested alone) announces nothing.
    const announcedBy = (snapshot: { context?: { announced?: AnnouncedBranch | null } }) =>
      snapshot.context?.announced ?? null;
    let last = announcedBy(currentBranch.getSnapshot());
    sendBack(toEvent(last));
    const subscription = currentBranch.subscribe((snapshot) => {
      const announced = announcedBy(snapshot);
      if (announced === last) return;
      last = announced;
      sendBack(toEvent(announced));
    });
    return () => subscription.unsubscribe();
  });
