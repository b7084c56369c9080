import type { AnyStateNode } from 'xstate';
import type { FlowModel } from '@/machines/flow-model';
import type { FlowWords } from '@/machines/flow-words';
import { allStateNodes, statePath } from './machine-info';
import { machineTransitions, nodeLabel, type TransitionInfo } from './transitions';
import { conditionWords, stateWords, triggerWords } from './words';

/**
 * The states and events of a flow as markdown tables, for product owners and QA, in the product's words: the
 * flow's words (state labels, guard meanings: <flow>.words.ts) and its model (what a person sees, the steps);
 * the machine's code names in a folded table for developers.
 */

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function stateKind(node: AnyStateNode): string {
  const kinds: string[] = [];
  const parent = node.parent;
  if (parent && parent.type !== 'parallel' && parent.initial?.target?.[0] === node) kinds.push('initial');
  if (parent?.type === 'parallel') kinds.push('region');
  if (node.type === 'parallel') kinds.push('parallel');
  else if (node.type === 'compound') kinds.push('compound');
  if (node.type === 'final') kinds.push('final');
  if ((node.always?.length ?? 0) > 0) kinds.push('decides at once');
  if (node.invoke.length > 0) kinds.push(`runs ${node.invoke.map((i: { id: string }) => i.id).join(', ')}`);
  return kinds.join(', ');
}

/** | State | Kind | What a person sees | — one row per state node, in document order, in the flow's words. */
export function statesTable(model: FlowModel, words?: FlowWords): string {
  const rows = allStateNodes(model.machine).map((node) => {
    const expectation = model.expectations[statePath(node)] ?? '';
    return `| ${cell(stateWords(words, node))} | ${cell(stateKind(node))} | ${cell(expectation)} |`;
  });
  return ['| State | Kind | What a person sees |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Where a transition leads, in words: a state, or "stays" when only data changes. */
function destination(words: FlowWords | undefined, t: TransitionInfo): string {
  if (t.targets.length === 0) return 'stays';
  const to = t.targets.map((n) => stateWords(words, n)).join(', ');
  return t.reenter && t.targets.includes(t.source) ? `${to} (starts again)` : to;
}

/**
 * | From | What happens | When | To | — one row per transition, guarded branches each on their own row with
 * their meaning, the unguarded fallback after them as "otherwise".
 */
export function eventsTable(model: FlowModel, words?: FlowWords): string {
  const all = machineTransitions(model.machine);
  const rows = all.map((t) => {
    const from = t.source.path.length === 0 ? 'any state' : stateWords(words, t.source);
    const when = conditionWords(words, t, all);
    return `| ${cell(from)} | ${cell(triggerWords(model, words, t, all, true))} | ${cell(when)} | ${cell(destination(words, t))} |`;
  });
  return ['| From | What happens | When | To |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The code names behind the words, for developers: state ids and descriptions, events, guards, actions. */
export function codeNamesTable(model: FlowModel, words?: FlowWords): string {
  const states = allStateNodes(model.machine).map(
    (node) =>
      `| ${cell(stateWords(words, node))} | ${code(statePath(node))} | ${cell(node.description ?? '')} |`,
  );
  const transitions = machineTransitions(model.machine).map((t) => {
    const from = t.source.path.length === 0 ? 'any state' : code(nodeLabel(t.source));
    const to = t.targets.length === 0 ? 'stays' : t.targets.map((n) => code(nodeLabel(n))).join(', ');
    const actions = t.actions.map(code).join(', ');
    return `| ${code(t.trigger)} | ${from} | ${to} | ${t.guard ? code(t.guard) : ''} | ${actions} |`;
  });
  return [
    '| State | Id | Description |',
    '| --- | --- | --- |',
    ...states,
    '',
    '| Event | From | To | Guard | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitions,
  ].join('\n');
}

/** The tables with their headings, for a flow's page; the code names folded away for developers. */
export function describeFlow(model: FlowModel, words?: FlowWords): string {
  return [
    `## States\n\n${statesTable(model, words)}`,
    `## What happens\n\n${eventsTable(model, words)}`,
    `<details>\n<summary>For developers: code names</summary>\n\n${codeNamesTable(model, words)}\n\n</details>\n`,
  ].join('\n\n');
}
