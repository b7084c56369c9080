import { expect, it } from 'vitest';
import type { AppFlowModel } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import { generatePaths } from '@/tools/flow-graph/paths';
import { walkableLength } from './app-runner';

/**
 * Every step of the flow's human model is walked on the app by some generated path. A chart that stops taking
 * a step (a tap that no longer closes a toast changes nothing, so the generator drops the path that taps) loses
 * that step's checks without failing a walk; this fails instead, naming the step.
 */
export function itWalksEveryStep(appModel: AppFlowModel): void {
  it('walks every step of the human model on the app (a step the chart no longer takes fails here)', () => {
    const walked = generatePaths(appModel.model).flatMap((path) =>
      path.steps.slice(0, walkableLength(appModel, path)).map((s) => s.event),
    );
    const notWalked = appModel.model.steps
      .filter((s) => !walked.some((event) => isSameEvent(event, s.event)))
      .map((s) => s.step);
    expect(notWalked, 'steps no generated path walks').toEqual([]);
  });
}
