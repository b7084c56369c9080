import type { FlowModel } from '@/machines/flow-model';
import type { FlowPath, PathState } from './paths';

/**
 * The QA pages print fewer paths than the automated suites replay. generatePaths() tells apart transitions that
 * look the same to a person (typing the same e-mail again, 'Ingresar' tapped twice with the same messages), so
 * some of its paths only repeat a state with nothing new. A QA page keeps the fewest of those paths that still
 * reach every state, take every step of the model and take every transition of the chart (event, states left
 * and entered; a transition that leaves no state is told apart by the state it happens in). The automated
 * runners keep the full set (docs/testing.md says why).
 */

/** What a path shows a person: the keys a QA page must keep covered. */
export function qaCoverageKeys(model: Pick<FlowModel, 'steps'>, path: FlowPath): Set<string> {
  const keys = new Set<string>();
  const states: PathState[] = [path.initial, ...path.steps];
  for (const s of states) for (const id of [...s.stateIds, ...s.passedThrough]) keys.add(`state:${id}`);
  path.steps.forEach((step, i) => {
    const index = model.steps.findIndex((st) => st.event === step.event);
    keys.add(`step:${index >= 0 ? index : step.step}`);
    const before = states[i].stateIds;
    const after = step.stateIds;
    const left = before.filter((x) => !after.includes(x)).join('+');
    const entered = after.filter((x) => !before.includes(x)).join('+');
    const where = before.length === 1 ? before[0] : '';
    keys.add(
      left || entered ? `edge:${step.event.type}|${left}>${entered}` : `edge:${step.event.type}|@${where}`,
    );
  });
  return keys;
}

/**
 * The fewest items (by a greedy cover, then dropping any item the others make redundant) whose keys together
 * are all the items' keys. Ties go to the cheaper item, then the earlier one; the result keeps input order.
 */
export function reduceCover<T>(
  items: readonly T[],
  keysOf: (item: T) => Set<string>,
  cost: (item: T) => number,
): T[] {
  const keys = items.map(keysOf);
  const universe = new Set(keys.flatMap((k) => [...k]));
  const covered = new Set<string>();
  const chosen: number[] = [];
  while (covered.size < universe.size) {
    let best = -1;
    let bestGain = 0;
    keys.forEach((k, i) => {
      if (chosen.includes(i)) return;
      let gain = 0;
      for (const key of k) if (!covered.has(key)) gain++;
      if (gain > bestGain || (gain === bestGain && gain > 0 && cost(items[i]) < cost(items[best]))) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.push(best);
    for (const key of keys[best]) covered.add(key);
  }
  // A later, larger pick may cover all an earlier one added: drop such items, the latest picks tested first.
  const kept = new Set(chosen);
  for (const i of [...chosen].reverse()) {
    const others = [...kept].filter((j) => j !== i);
    const rest = new Set(others.flatMap((j) => [...keys[j]]));
    if ([...keys[i]].every((key) => rest.has(key))) kept.delete(i);
  }
  return [...kept].sort((a, b) => a - b).map((i) => items[i]);
}

/** The paths a QA page prints: a subset of generatePaths(), in its order, keeping the numbers it replays them by. */
export function qaPaths(model: Pick<FlowModel, 'steps'>, paths: readonly FlowPath[]): FlowPath[] {
  return reduceCover(
    paths,
    (p) => qaCoverageKeys(model, p),
    (p) => p.steps.length,
  );
}
