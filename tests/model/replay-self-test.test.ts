import { describe, expect, it } from 'vitest';
import { FLOW_MODELS } from '@/machines/registry';
import { replayPath } from '@/tests/support/model-replay';
import { parseAfterEvent } from '@/tools/flow-graph/machine-info';
import { generatePaths } from '@/tools/flow-graph/paths';

/** The replay must be able to fail: otherwise the model tests prove nothing. */

// The first path of any model that waits for a named delay.
const withTimer = FLOW_MODELS.flatMap((model) =>
  generatePaths(model).flatMap((path) =>
    path.steps
      .map((step) => parseAfterEvent(step.event.type))
      .filter((after) => after !== null && !/^\d+$/.test(after.delay))
      .map((after) => ({ model, path, delay: after!.delay })),
  ),
)[0];

describe('replaying a generated path', () => {
  it('passes against the machine it was generated from', () => {
    expect(withTimer, 'no model waits for a named delay').toBeDefined();
    expect(() => replayPath(withTimer.model, withTimer.path)).not.toThrow();
  });

  it.each([
    ['longer', 500],
    ['shorter', -500],
  ])('fails when a delay of the machine is %s', (_, change) => {
    const nominal = withTimer.model.machine.implementations.delays[withTimer.delay] as number;
    const altered = withTimer.model.machine.provide({ delays: { [withTimer.delay]: nominal + change } });
    expect(() => replayPath(withTimer.model, withTimer.path, { machine: altered })).toThrow(
      /did not fire|early/,
    );
  });

  it('fails when a step leads somewhere else than the path says', () => {
    const [model] = FLOW_MODELS;
    const path = generatePaths(model)[0];
    const last = path.steps.at(-1)!;
    const wrong = { ...path, steps: [...path.steps.slice(0, -1), { ...last, stateValue: 'nowhere' }] };
    expect(() => replayPath(model, wrong)).toThrow(/state/);
  });

  it('fails when the key context differs', () => {
    const [model] = FLOW_MODELS;
    const path = generatePaths(model)[0];
    const wrong = { ...path, initial: { ...path.initial, keyContext: { somethingElse: true } } };
    expect(() => replayPath(model, wrong)).toThrow(/key context/);
  });
});
