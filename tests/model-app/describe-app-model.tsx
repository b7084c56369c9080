import { beforeAll, describe, expect, it } from 'vitest';
import type { AppFlowModel } from '@/machines/app-model';
import { generatePaths } from '@/tools/flow-graph/paths';
import { missingExecutables, preloadScreens, runAppPath, walkLimit } from './app-runner';
import { itWalksEveryStep } from './every-step-walked';

/**
 * One `describe` per converted flow: every state and step of the human model has its executable twin, and
 * every generated path (the same generator as tests/model and docs/test-paths) runs on the real app, and every
 * executable step is walked by one of them (tests/model-app/every-step-walked.ts, from the paths alone).
 */
export function describeAppModel(appModel: AppFlowModel): void {
  const paths = generatePaths(appModel.model);
  describe(`${appModel.model.id} on the real app`, () => {
    // The screens' modules load before any test (app-runner.tsx, `preloadScreens`: a mutant of their top level
    // then lasts for, and is run against, every path).
    beforeAll(() => preloadScreens(), 60_000);
    it('has an executable expectation for every state and an executable step for every accepted event', () => {
      expect(missingExecutables(appModel)).toEqual({
        states: [],
        steps: [],
        pendingButExecutable: [],
        acceptedWithoutStep: [],
        gapsWithStep: [],
      });
    });
    itWalksEveryStep(appModel, paths);
    for (const path of paths) {
      const { length: walkable, reason } = walkLimit(appModel, path);
      const scope =
        walkable === path.steps.length
          ? ''
          : appModel.impossible
            ? ` (walked to step ${walkable + 1} of ${path.steps.length + 1}; ${reason})`
            : ` (walked to step ${walkable + 1} of ${path.steps.length + 1}; the rest is pending)`;
      // A path renders the whole app several times; generous under a loaded 2-core run.
      it(`path ${path.index}: ${path.title}${scope}`, () => runAppPath(appModel, path), 30_000);
    }
  });
}
