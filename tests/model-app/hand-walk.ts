import { expect } from 'vitest';
import type { FlowModel } from '@/machines/flow-model';
import { activeLeafPaths } from '@/tools/flow-graph/machine-info';
import type { FlowPath, PathState } from '@/tools/flow-graph/paths';
import {
  initialTimedSnapshot,
  isEnabled,
  type TimedSnapshot,
  timedTransition,
} from '@/tools/flow-graph/timed-logic';

/**
 * A path of the human model's own steps, named by the start of their words, with the chart's states after each
 * (the generator's bookkeeping), for a walk its greedy choice leaves out: it covers each state, step and
 * transition once, by its shortest way. Each step must be enabled where the walk takes it.
 */
export function walkOf(model: FlowModel, index: number, words: string[]): FlowPath {
  const stateOf = (s: TimedSnapshot): PathState => ({
    stateValue: s.machine.value,
    stateIds: activeLeafPaths(s.machine),
    keyContext: model.keyContext?.(s.machine) ?? {},
    atMs: s.now,
    passedThrough: s.passedThrough,
  });
  let state = initialTimedSnapshot(model.machine, model.input);
  const initial = stateOf(state);
  const steps = words.map((w) => {
    const found = model.steps.find((s) => s.step.startsWith(w));
    if (!found) throw new Error(`no step "${w}…"`);
    expect(isEnabled(state, found.event), `"${w}" is taken there`).toBe(true);
    const before = state.now;
    state = timedTransition(model.machine, state, found.event);
    return { ...stateOf(state), event: found.event, step: found.step, waitedMs: state.now - before };
  });
  return { index, title: words.join(' → '), initial, steps };
}
