import { describe, expect, it } from 'vitest';
import { FLOW_MODELS } from '@/machines/registry';
import { allStateNodes, statePath } from '@/tools/flow-graph/machine-info';
import { type FlowPath, generatePaths } from '@/tools/flow-graph/paths';

/** Every state a path shows (the active leaves and their ancestors) or passes through on an `always`. */
function reachedStates(paths: FlowPath[]): Set<string> {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const state of [path.initial, ...path.steps]) {
      for (const id of state.stateIds) {
        const parts = id.split('.');
        for (let i = 1; i <= parts.length; i++) reached.add(parts.slice(0, i).join('.'));
      }
      for (const id of state.passedThrough) reached.add(id);
    }
  }
  return reached;
}

describe.each(FLOW_MODELS.map((model) => [model.id, model] as const))('the %s model', (_, model) => {
  const paths = generatePaths(model);

  it('generates at least one path', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  // A second model of a machine (`supplements`: other starts) covers what its main model cannot reach; the
  // main one must reach every state, the second one only machine states the main model also knows.
  it(
    model.supplements === undefined
      ? 'reaches every state of its machine'
      : 'is a second model of a registered machine',
    () => {
      if (model.supplements !== undefined) {
        const main = FLOW_MODELS.find((m) => m.id === model.supplements);
        expect(main?.machine.id, `${model.id} supplements a registered main model`).toBe(model.machine.id);
        return;
      }
      const reached = reachedStates(paths);
      const unreachable = allStateNodes(model.machine)
        .map(statePath)
        .filter((id) => !reached.has(id));
      expect(unreachable, 'states no generated path reaches (add a step to the model)').toEqual([]);
    },
  );

  it('uses every step of the model', () => {
    const unused = model.steps
      .filter((s) => !paths.some((p) => p.steps.some((step) => step.event === s.event)))
      .map((s) => s.step);
    expect(unused, 'steps no generated path takes (wrong event, or a guard never passes)').toEqual([]);
  });

  it('has an expectation for every leaf state', () => {
    const missing = allStateNodes(model.machine)
      .filter((n) => Object.keys(n.states).length === 0)
      .map(statePath)
      .filter((id) => !(id in model.expectations));
    expect(missing, 'leaf states without a "what a person sees" line').toEqual([]);
  });

  it('names only real states in its expectations', () => {
    const ids = new Set(allStateNodes(model.machine).map(statePath));
    expect(Object.keys(model.expectations).filter((id) => !ids.has(id))).toEqual([]);
  });
});
