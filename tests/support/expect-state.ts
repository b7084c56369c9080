import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/**
 * Asserts the actor is in the given state, written as a dotted path ("splash.showing", "active.guest"),
 * and says where it actually is when it is not.
 */
export function expectState(actor: AnyActorRef, path: string): void {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  expect(
    snapshot.matches(path as never),
    `expected "${path}", the state is ${JSON.stringify(snapshot.value)}`,
  ).toBe(true);
}
