import type { AnyActorRef } from 'xstate';

/** Told when a flow looks up a system actor that is not there (which flow wanted which actor, and why). */
export type MissingSystemActorReporter = (report: { systemId: string; purpose: string }) => void;

let reportMissing: MissingSystemActorReporter = () => {};

/**
 * How a missing system actor is reported. Machines stay pure: nothing is reported unless the app asks for
 * it; the app does in development (src/main.tsx), where a flow quietly doing nothing because `toasts` or
 * `session` was never spawned is a bug to see at once. A flow tested alone has no such actors by design.
 */
export function reportMissingSystemActorsWith(reporter: MissingSystemActorReporter): () => void {
  const previous = reportMissing;
  reportMissing = reporter;
  return () => {
    reportMissing = previous;
  };
}

/** The system actor `systemId`, or undefined (reported) when the system has none. */
export function findSystemActor(
  system: { get: (systemId: string) => unknown },
  systemId: string,
  purpose: string,
): AnyActorRef | undefined {
  const actor = system.get(systemId) as AnyActorRef | undefined;
  if (!actor) reportMissing({ systemId, purpose });
  return actor;
}
