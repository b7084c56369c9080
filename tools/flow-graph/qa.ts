import type { FlowModel } from '@/machines/flow-model';
import { humanDuration, parseAfterEvent, resolveDelay } from './machine-info';
import type { FlowPath, PathState } from './paths';
import { qaPaths } from './qa-reduce';
import { changeInWords, fullExpectation } from './qa-words';

/**
 * Generated paths as numbered steps a QA person walks: the first step is the model's `start` with the whole
 * screen described, every other step is the model's human text for the event with only what changed
 * (qa-words.ts); a step needing a certain answer says how to produce it. A page prints the reduced set of
 * qa-reduce.ts, numbered 1…n, each naming the automated path it is.
 */

const isAnswer = (type: string) => /^xstate\.(done|error)\.actor\./.test(type);

/**
 * When a step has no `producedBy`: a 5xx is never produced by the demo server; a lost connection is DevTools
 * offline; anything else is not written yet.
 */
export const NO_PRODUCER =
  'no way to produce it by hand is written yet: only checked automatically (tests/model, tests/model-app)';
export const OFFLINE =
  "Chrome DevTools → Network → 'Offline' just before the request goes out (back to 'No throttling' after the step)";
const NEVER_5XX =
  'the demo server never answers 5xx: only checked automatically (tests/model, tests/model-app)';

/** How QA makes the answer a step needs happen for real, or why only the automated suites check it. */
export function producerOf(model: FlowModel, step: FlowPath['steps'][number]): string | undefined {
  const written = model.steps.find((s) => s.event === step.event)?.producedBy;
  if (written) return written;
  if (!isAnswer(step.event.type)) return undefined;
  const status = (step.event.error as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 500) return NEVER_5XX;
  // An answer lost to the network is produced the same way in every flow.
  if (step.event.type.startsWith('xstate.error.') && /\bconnection\b/i.test(step.step)) return OFFLINE;
  return NO_PRODUCER;
}

function waitNote(model: FlowModel, type: string, waitedMs: number): string {
  const after = parseAfterEvent(type);
  if (!after) return '';
  const nominal = resolveDelay(model.machine, after.delay);
  return nominal !== null && nominal !== waitedMs
    ? ` (the timer started earlier: ${humanDuration(waitedMs)} more)`
    : '';
}

/** A step's condition (its `when`), beside the step: the walker checks it holds before acting. */
export const conditionNote = (when: string | undefined): string =>
  when ? ` _(only possible when ${when})_` : '';

export function pathToQaMarkdown(model: FlowModel, path: FlowPath, number = path.index): string {
  const lines = [`## Path ${number}: ${path.title}`, ''];
  if (number !== path.index)
    lines.push(`_Replayed by the automated suites as their path ${path.index}._`, '');
  lines.push(`1. ${model.start} — expect: ${fullExpectation(model, path.initial)}`);
  const shown: PathState[] = [path.initial];
  path.steps.forEach((step, i) => {
    const wait = waitNote(model, step.event.type, step.waitedMs);
    const producer = producerOf(model, step);
    lines.push(
      `${i + 2}. ${step.step}${conditionNote(step.when)}${wait} — expect: ${changeInWords(model, step, shown, step.step)}`,
    );
    if (producer) lines.push(`   - how to get this answer: ${producer}`);
    shown.push(step);
  });
  return lines.join('\n');
}

/** A flow id in the test files' kebab case: `branchSelection` → `branch-selection`. */
export function kebabCase(id: string): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The two suites that replay a flow's paths: the machine alone, and the real app (tests/model-app). */
function testFilesLine(id: string): string {
  const name = kebabCase(id);
  return `[tests/model/${name}.model.test.ts](../../tests/model/${name}.model.test.ts), and on the real app's screens by [tests/model-app/${name}.app.test.tsx](../../tests/model-app/${name}.app.test.tsx).`;
}

/** The whole QA page of a flow. */
export function toQaMarkdown(model: FlowModel, allPaths: FlowPath[]): string {
  const paths = qaPaths(model, allPaths);
  const index = paths.map((p, i) => `- [Path ${i + 1}](#path-${i + 1}): ${p.steps.length} steps`).join('\n');
  const dropped = allPaths.length - paths.length;
  return [
    `# QA paths: ${model.title}`,
    '',
    model.summary,
    '',
    `Generated from the chart by \`npm run paths\`; the same paths are replayed on the real machine by`,
    `${testFilesLine(model.id)} Diagram and tables: [../flows/${model.supplements ?? model.id}.md](../flows/${model.supplements ?? model.id}.md).`,
    `This page prints ${paths.length} of the ${allPaths.length} paths the suites replay${dropped ? `: the ${dropped} left out only repeat a state, step or transition these already show` : ''}.`,
    'Walk each path from a fresh start. Step 1 describes the whole screen; every later "expect:" says only what',
    'changed since the step before. "how to get this answer" says how to make the server or the device answer',
    'as the step needs.',
    ...(model.steps.some((s) => s.when)
      ? [
          'A step marked _(only possible when …)_ is one a person can take only where that holds: the paths take it',
          'only there, so if the condition does not hold when you reach the step, report that step.',
        ]
      : []),
    '',
    index,
    '',
    ...paths.map((p, i) => `<a id="path-${i + 1}"></a>\n\n${pathToQaMarkdown(model, p, i + 1)}\n`),
  ].join('\n');
}
