import type { AnyStateNode } from 'xstate';
import type { FlowModel } from '@/machines/flow-model';
import { allStateNodes, statePath } from './machine-info';
import { afterTrigger, machineTransitions, nodeLabel, type TransitionInfo } from './transitions';

/**
 * The states and events of a flow as markdown tables, for product owners and QA: read from the machine
 * definition (states, descriptions, transitions, guards) and the model (what a person sees, what a step
 * means in the product's words).
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

/** | State | Kind | Description | What a person sees | — one row per state node, in document order. */
export function statesTable(model: FlowModel): string {
  const rows = allStateNodes(model.machine).map((node) => {
    const path = statePath(node);
    const description = node.description ?? '';
    const expectation = model.expectations[path] ?? '';
    return `| ${code(path)} | ${cell(stateKind(node))} | ${cell(description)} | ${cell(expectation)} |`;
  });
  return ['| State | Kind | Description | What a person sees |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

function meaning(model: FlowModel, t: TransitionInfo): string {
  const steps = model.steps
    .filter((s) => s.event.type === t.eventType)
    .map((s) => (s.when ? `${s.step} (only possible when ${s.when.text})` : s.step));
  const unique = [...new Set(steps)];
  if (unique.length > 0) return unique.join('; or: ');
  if (t.kind === 'always') return 'decided at once, no one acts';
  if (t.kind === 'after')
    return `time passes (${afterTrigger(model.machine, t.eventType, 'human').slice(6)})`;
  if (t.kind === 'done') return `${t.trigger.slice(6)} finishes`;
  if (t.kind === 'error') return `${t.trigger.slice(7)} fails`;
  if (t.kind === 'stateDone') return 'every region has finished';
  return '';
}

function destination(t: TransitionInfo): string {
  if (t.targets.length === 0) {
    return t.actions.length > 0 ? `stays (${t.actions.join(', ')})` : 'stays';
  }
  const to = t.targets.map((n) => code(nodeLabel(n))).join(', ');
  return t.reenter && t.targets.includes(t.source) ? `${to} (re-entered)` : to;
}

/** | Event | From | To | Guard | What it means | — one row per transition, in definition order. */
export function eventsTable(model: FlowModel): string {
  const rows = machineTransitions(model.machine).map((t) => {
    const from = t.source.path.length === 0 ? 'any state' : code(nodeLabel(t.source));
    return `| ${code(t.trigger)} | ${from} | ${cell(destination(t))} | ${t.guard ? code(t.guard) : ''} | ${cell(meaning(model, t))} |`;
  });
  return ['| Event | From | To | Guard | What it means |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** Both tables with their headings, for a flow's page. */
export function describeFlow(model: FlowModel): string {
  return `## States\n\n${statesTable(model)}\n\n## Events\n\n${eventsTable(model)}\n`;
}
