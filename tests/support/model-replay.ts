import { describe, expect, it } from 'vitest';
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import type { FlowModel } from '@/machines/flow-model';
import { parseAfterEvent, resolveDelay } from '@/tools/flow-graph/machine-info';
import { type FlowPath, generatePaths, type PathState } from '@/tools/flow-graph/paths';

/**
 * Replays generated paths (tools/flow-graph/paths.ts) on a real actor: the chart decides the paths, the
 * runtime must agree. Conventions, kept in docs/testing.md:
 * - Every actor named in a machine's `setup({ actors })` is replaced by a promise that never settles, so
 *   nothing talks to the outside; child machines (spawned or invoked) run for real with the same
 *   replacement applied inside them, and `model.actors` overrides the top level.
 * - `xstate.done.actor.*` / `xstate.error.actor.*` steps are sent to the actor as events (XState routes
 *   them like the invoked actor's own completion; the stub that never settled is stopped on exit).
 * - `xstate.after.*` steps are never sent: the SimulatedClock is advanced to one millisecond before the
 *   moment the generator says the timer fires (nothing may have changed yet), then by one more (the state
 *   must now be the path's), so a longer or shorter delay in the machine makes the replay fail.
 * - User events are sent as they are.
 * After the start and after every step, `snapshot.value` and `model.keyContext(snapshot)` must equal the
 * path's.
 */

const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine => 'getStateNodeById' in logic;

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every non-machine actor of its setup (recursively) replaced by a never-settling stub. */
export function withStubbedActors(
  machine: AnyStateMachine,
  overrides: Record<string, AnyActorLogic> = {},
): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(
    Object.entries((machine.implementations.actors ?? {}) as Record<string, AnyActorLogic>).map(
      ([name, logic]) => [name, isMachine(logic) ? withStubbedActors(logic) : neverSettles],
    ),
  );
  return machine.provide({ actors: { ...actors, ...overrides } } as never);
}

function expectAt(model: FlowModel, snapshot: AnyMachineSnapshot, expected: PathState, where: string) {
  expect(snapshot.status, `${where}: the actor failed with ${String(snapshot.error)}`).not.toBe('error');
  expect(snapshot.value, `${where}: state`).toEqual(expected.stateValue);
  expect(model.keyContext?.(snapshot) ?? {}, `${where}: key context`).toEqual(expected.keyContext);
}

/**
 * Replays one path. Pass `machine` to replay against another version of the model's machine (the
 * self-test does, with a delay changed). Throws on the first disagreement.
 */
export function replayPath(
  model: FlowModel,
  path: FlowPath,
  options: { machine?: AnyStateMachine } = {},
): void {
  const clock = new SimulatedClock();
  const machine = options.machine ?? model.machine;
  const actor = createActor(withStubbedActors(machine, model.actors), { input: model.input, clock } as never);
  actor.start();
  try {
    expectAt(
      model,
      actor.getSnapshot() as AnyMachineSnapshot,
      path.initial,
      `path ${path.index}, at the start`,
    );
    path.steps.forEach((step, i) => {
      const where = `path ${path.index}, step ${i + 1} "${step.step}"`;
      const after = parseAfterEvent(step.event.type);
      if (after) {
        const wait = step.atMs - clock.now();
        const nominal = resolveDelay(model.machine, after.delay);
        expect(wait, `${where}: waits a negative time`).toBeGreaterThanOrEqual(0);
        // A timer that started earlier has less left to run; never more than its delay.
        if (nominal !== null)
          expect(wait, `${where}: waits longer than ${after.delay}`).toBeLessThanOrEqual(nominal);
        const before = JSON.stringify(actor.getSnapshot().value);
        // One millisecond early nothing may have happened yet; then the timer must fire on time.
        if (wait > 0) {
          clock.increment(wait - 1);
          expect(JSON.stringify(actor.getSnapshot().value), `${where}: a timer fired early`).toBe(before);
        }
        clock.increment(wait > 0 ? 1 : 0);
        if (
          JSON.stringify(step.stateValue) !==
          JSON.stringify(path.steps[i - 1]?.stateValue ?? path.initial.stateValue)
        ) {
          expect(JSON.stringify(actor.getSnapshot().value), `${where}: the timer did not fire`).not.toBe(
            before,
          );
        }
      } else {
        actor.send(step.event);
      }
      expectAt(model, actor.getSnapshot() as AnyMachineSnapshot, step, where);
    });
  } finally {
    actor.stop();
  }
}

/** One vitest `describe` per model, one `it` per generated path, titled by its human steps. */
export function describeModel(model: FlowModel): void {
  const paths = generatePaths(model);
  describe(`${model.id}: ${model.title}`, () => {
    it('has generated paths to replay', () => {
      expect(paths.length).toBeGreaterThan(0);
    });
    for (const path of paths) {
      it(`path ${path.index}: ${path.title}`, () => replayPath(model, path));
    }
  });
}
