import type { FlowPath } from './paths';

/**
 * The generated paths of a flow as the /__flows stepper reads them (docs/test-paths/<id>.paths.json, written by
 * `npm run paths`): per step its words, its condition and the active states after it. Generating the paths in
 * the browser would take minutes for the largest charts.
 */
export interface SimulatedStep {
  /** The step's words (empty for the start). */
  step: string;
  /** Its condition in words (its `when`), if any. */
  when?: string;
  /** The active leaf states after the step, as in `expectations`. */
  stateIds: string[];
  /** States an `always` transition went through on the way. */
  passedThrough: string[];
}

export interface SimulatedPath {
  index: number;
  title: string;
  /** The start, then each step. */
  points: SimulatedStep[];
}

export function toSimulatedPaths(paths: readonly FlowPath[]): SimulatedPath[] {
  return paths.map((p) => ({
    index: p.index,
    title: p.title,
    points: [
      { step: '', stateIds: p.initial.stateIds, passedThrough: p.initial.passedThrough },
      ...p.steps.map((s) => ({
        step: s.step,
        ...(s.when ? { when: s.when } : {}),
        stateIds: s.stateIds,
        passedThrough: s.passedThrough,
      })),
    ],
  }));
}

/** One path a line: small, and a changed path is a changed line in a diff. */
export const toPathsJson = (paths: readonly FlowPath[]): string =>
  `[\n${toSimulatedPaths(paths)
    .map((p) => JSON.stringify(p))
    .join(',\n')}\n]\n`;
