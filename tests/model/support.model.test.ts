import { describe, expect, it } from 'vitest';
import { supportModel } from '@/machines/support/support.model';
import { describeModel } from '@/tests/support/model-replay';
import { generatePaths } from '@/tools/flow-graph/paths';

describeModel(supportModel);

// accounts.md §2.6: the success state offers "Enviar otro mensaje" and "Volver a mi cuenta", the error state
// "Intentar nuevamente" and "Enviar otro mensaje". The paths come from the chart, so a chart whose button does
// nothing in one of them (the step still walked from the other) would drop that walk and stay green: every button
// must be pressed, in a generated path, on each face that shows it.
describe('support QA paths', () => {
  const buttons: Array<[state: string, step: string]> = [
    ['sent', "Press 'Enviar otro mensaje'"],
    ['sent', "Press 'Volver a mi cuenta'"],
    ['failed', "Press 'Intentar nuevamente'"],
    ['failed', "Press 'Enviar otro mensaje'"],
  ];
  const pressed = generatePaths(supportModel).flatMap((path) =>
    path.steps.map((step, i) => [(i === 0 ? path.initial : path.steps[i - 1]).stateIds.join('+'), step.step]),
  );
  it.each(buttons)('a path presses, in %s, %s', (state, step) => {
    expect(pressed).toContainEqual([state, step]);
  });
});
