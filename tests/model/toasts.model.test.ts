import { describe, expect, it } from 'vitest';
import { toastsModel } from '@/machines/toasts/toasts.model';
import { describeModel } from '@/tests/support/model-replay';
import { generatePaths } from '@/tools/flow-graph/paths';

describeModel(toastsModel);

// accounts.md §2.3: newest appended last, a click closes that toast. The paths come from the chart, so a chart
// whose tap closes every toast would drop the two-toast walk and the app suite would never see it: pin it.
describe('toasts QA paths', () => {
  it('show two notifications at once, then tap the first (the second must stay)', () => {
    const [guestFailed, signInFailed, tapFirst] = toastsModel.steps;
    const walks = generatePaths(toastsModel).map((path) => path.steps.map((s) => s.event));
    expect(walks).toContainEqual([guestFailed.event, signInFailed.event, tapFirst.event]);
  });
});
