// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { branchSelectionAppModel } from '@/machines/branches/branch-selection.app-model';
import { branchSelectionModel } from '@/machines/branches/branch-selection.model';
import { activeLeafPaths } from '@/tools/flow-graph/machine-info';
import type { FlowPath, PathState } from '@/tools/flow-graph/paths';
import {
  initialTimedSnapshot,
  isEnabled,
  type TimedSnapshot,
  timedTransition,
} from '@/tools/flow-graph/timed-logic';
import { runAppPath } from './app-runner';
import { describeAppModel } from './describe-app-model';

describeAppModel(branchSelectionAppModel);

/**
 * A path of the human model's own steps, named by the start of their words, with the chart's states after each.
 * The generator covers each state, step and transition once; none of its paths comes back to the loaded list
 * after a mode was chosen (a state it already covers), where the card highlights the chosen mode.
 */
function walkOf(index: number, words: string[]): FlowPath {
  const model = branchSelectionModel;
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

const openAndLoad = [
  'Open BASE',
  'No path was stored before signing in; the location permission has not been asked',
  'The server answers with Brasa Palermo Soho',
];

describe('branchSelection on the real app: the chosen mode, walked by hand', () => {
  it("walk 100: flip Palermo's card, 'Volver', flip it again, 'Para llevar'; BASE again highlights the mode", async () => {
    await runAppPath(
      branchSelectionAppModel,
      walkOf(100, [
        ...openAndLoad,
        'Tap the Brasa Palermo Soho card',
        "Tap 'Volver' on the flipped card",
        'Tap the Brasa Palermo Soho card',
        "Tap 'Para llevar'",
        ...openAndLoad,
      ]),
    );
  }, 60_000);
});
