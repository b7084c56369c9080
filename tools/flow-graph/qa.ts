import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import type { FlowModel } from '@/machines/flow-model';
import { humanDuration, parseAfterEvent, resolveDelay } from './machine-info';
import type { FlowPath, PathState } from './paths';

/**
 * Generated paths as numbered steps a QA person walks: the first step is the model's `start`, every other
 * step is the model's human text for the event, each with what to expect on screen. Parallel charts list
 * every region; the regions a step changed are in bold.
 */

const region = (stateId: string) => stateId.split('.')[0];

/**
 * Machines keep catalogue keys and `{text}` (docs/i18n.md); QA reads the Spanish the diner sees. Anything
 * that is not a UI text is left as it is.
 */
function inSpanish(value: unknown): unknown {
  const asText = (message: UiText) => {
    try {
      return textIn(es, message);
    } catch {
      return undefined;
    }
  };
  if (typeof value === 'string')
    return /^[a-z]\w*(\.\w+)+$/.test(value) ? (asText(value as UiText) ?? value) : value;
  if (Array.isArray(value)) return value.map(inSpanish);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.text === 'string') return record.text;
    if (typeof record.key === 'string' && keys.every((k) => k === 'key' || k === 'values')) {
      return asText(record as unknown as UiText) ?? value;
    }
    return Object.fromEntries(keys.map((k) => [k, inSpanish(record[k])]));
  }
  return value;
}

function plain(raw: unknown): string {
  const value = inSpanish(raw);
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(plain).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "currentModalId: logout-confirmation, modalDismissible: true". */
export function keyContextInWords(keyContext: Record<string, unknown>): string {
  return Object.entries(keyContext)
    .map(([key, value]) => `${key}: ${plain(value)}`)
    .join(', ');
}

function expectations(model: FlowModel, state: PathState, previous?: PathState): string {
  const say = (id: string) => model.expectations[id] ?? `the ${id} state (no expectation written)`;
  if (state.stateIds.length <= 1)
    return ` — expect: ${state.stateIds.map(say).join('') || 'the flow has finished'}`;
  const lines = state.stateIds.map((id) => {
    const changed = previous && !previous.stateIds.includes(id);
    const text = `${region(id)}: ${say(id)}`;
    return `   - ${changed ? `**${text}**` : text}`;
  });
  return ` — expect:\n${lines.join('\n')}`;
}

function contextLine(state: PathState, previous?: PathState): string {
  const now = keyContextInWords(state.keyContext);
  if (!now) return '';
  if (previous && JSON.stringify(previous.keyContext) === JSON.stringify(state.keyContext)) return '';
  return `\n   - check: ${now}`;
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

export function pathToQaMarkdown(model: FlowModel, path: FlowPath): string {
  const lines = [`## Path ${path.index}: ${path.title}`, ''];
  lines.push(`1. ${model.start}${expectations(model, path.initial)}${contextLine(path.initial)}`);
  path.steps.forEach((step, i) => {
    const previous = i === 0 ? path.initial : path.steps[i - 1];
    const wait = waitNote(model, step.event.type, step.waitedMs);
    lines.push(
      `${i + 2}. ${step.step}${conditionNote(step.when)}${wait}${expectations(model, step, previous)}${contextLine(step, previous)}`,
    );
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
export function toQaMarkdown(model: FlowModel, paths: FlowPath[]): string {
  const index = paths.map((p) => `- [Path ${p.index}](#path-${p.index}): ${p.steps.length} steps`).join('\n');
  return [
    `# QA paths: ${model.title}`,
    '',
    model.summary,
    '',
    `Generated from the chart by \`npm run paths\`; the same paths are replayed on the real machine by`,
    `${testFilesLine(model.id)} Diagram and tables: [../flows/${model.supplements ?? model.id}.md](../flows/${model.supplements ?? model.id}.md).`,
    'Walk each path from a fresh start. "check" lines name the data that must hold at that point.',
    ...(model.steps.some((s) => s.when)
      ? [
          'A step marked _(only possible when …)_ is one a person can take only where that holds: the paths take it',
          'only there, so if the condition does not hold when you reach the step, report that step.',
        ]
      : []),
    '',
    index,
    '',
    ...paths.map((p) => `<a id="path-${p.index}"></a>\n\n${pathToQaMarkdown(model, p)}\n`),
  ].join('\n');
}
