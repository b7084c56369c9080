import type { AnyStateNode } from 'xstate';
import type { FlowModel } from '@/machines/flow-model';
import type { FlowWords } from '@/machines/flow-words';
import { allStateNodes, statePath } from './machine-info';
import { afterTrigger, machineTransitions, type TransitionInfo } from './transitions';

/**
 * The labels of a flow's diagram and tables in the product's words (machines/<folder>/<flow>.words.ts):
 * states, guards and arrows. No node: imports: /__flows uses it in the browser.
 */

/** Splits `a, b(c, d), e` at the top-level commas. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}

/** A guard's meaning: its own words, or read from its parts (`!x` → "not: …", `and(a, b)` → "… and …"). */
export function guardMeaning(words: FlowWords, guard: string): string | null {
  const own = words.guards[guard];
  if (own) return own;
  if (guard.startsWith('!')) {
    const inner = guardMeaning(words, guard.slice(1));
    return inner === null ? null : `not (${inner})`;
  }
  const call = /^(and|or)\((.*)\)$/.exec(guard);
  if (call) {
    const parts = splitArgs(call[2]).map((g) => guardMeaning(words, g));
    if (parts.some((p) => p === null)) return null;
    return parts.join(call[1] === 'and' ? ' and ' : ' or ');
  }
  return null;
}

/** The guard names a meaning is needed for: each atomic part of the chart's guards. */
function atomicGuards(guard: string): string[] {
  if (guard.startsWith('!')) return atomicGuards(guard.slice(1));
  const call = /^(and|or)\((.*)\)$/.exec(guard);
  return call ? splitArgs(call[2]).flatMap(atomicGuards) : [guard];
}

/** What a flow's words lack: "state editing", "guard isFormValid". Empty when complete. */
export function missingWords(model: FlowModel, words: FlowWords | undefined): string[] {
  const missing: string[] = [];
  for (const node of allStateNodes(model.machine)) {
    const path = statePath(node);
    if (!words?.states[path]?.trim()) missing.push(`state ${path}`);
  }
  const guards = new Set(
    machineTransitions(model.machine).flatMap((t) => (t.guard ? atomicGuards(t.guard) : [])),
  );
  for (const guard of guards) {
    if (!(words && (words.guards[guard]?.trim() || guardMeaning(words, guard))))
      missing.push(`guard ${guard}`);
  }
  return missing;
}

/** A state's label: its words, or its path in brackets so a missing one shows. */
export const stateWords = (words: FlowWords | undefined, node: AnyStateNode): string =>
  words?.states[statePath(node)] ?? `[${statePath(node)}]`;

/** "readReturnPath" → "Read return path": a request's id for people. */
const spaced = (id: string): string => {
  const text = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Whether a transition is one of several of the same event from the same state, told apart by guards. */
const branched = (t: TransitionInfo, all: readonly TransitionInfo[]): boolean =>
  all.some((o) => o !== t && o.source === t.source && o.eventType === t.eventType);

/** What causes a transition, in words: the model's step(s), or the time, the request, "at once". */
export function triggerWords(
  model: FlowModel,
  words: FlowWords | undefined,
  t: TransitionInfo,
  all: readonly TransitionInfo[] = [],
  /** Print a step's own condition beside it ("… (only possible when …)"), as the tables do. */
  withConditions = false,
): string {
  const own = words?.events?.[t.eventType];
  if (own) return own;
  const steps = [
    ...new Set(
      model.steps
        .filter((s) => s.event.type === t.eventType)
        .map((s) => (withConditions && s.when ? `${s.step} (only possible when ${s.when.text})` : s.step)),
    ),
  ];
  if (steps.length === 1) return steps[0];
  // One of several branches of an answer: the branch's condition says which answer, not the steps.
  if (steps.length > 1 && branched(t, all) && (t.kind === 'done' || t.kind === 'error'))
    return t.kind === 'done'
      ? `${spaced(t.trigger.slice(6))} answers`
      : `${spaced(t.trigger.slice(7))} fails`;
  if (steps.length === 2) return `${steps[0]} or ${steps[1]}`;
  if (steps.length > 2) return `${steps[0]} (or ${steps.length - 1} other ways)`;
  if (t.kind === 'always') return 'at once';
  if (t.kind === 'after') return `wait ${afterTrigger(model.machine, t.eventType, 'human').slice(6)}`;
  if (t.kind === 'done') return `${spaced(t.trigger.slice(6))} finishes`;
  if (t.kind === 'error') return `${spaced(t.trigger.slice(7))} fails`;
  if (t.kind === 'stateDone') return 'every part has finished';
  return t.trigger;
}

/**
 * When a transition is taken, in words: "when <guard meaning>", "otherwise" for an unguarded one after
 * guarded ones of the same event and state, or "" for an unguarded one alone.
 */
export function conditionWords(
  words: FlowWords | undefined,
  t: TransitionInfo,
  all: readonly TransitionInfo[],
): string {
  if (t.guard) {
    const meaning = words ? guardMeaning(words, t.guard) : null;
    return `when ${meaning ?? `[${t.guard}]`}`;
  }
  const before = all.slice(0, all.indexOf(t));
  const guardedSiblings = before.some(
    (o) => o.source === t.source && o.eventType === t.eventType && o.guard !== null,
  );
  return guardedSiblings ? 'otherwise' : '';
}

/** An arrow's label: the trigger and, for a guarded or fallback branch, its condition. */
export function arrowWords(
  model: FlowModel,
  words: FlowWords | undefined,
  t: TransitionInfo,
  all: readonly TransitionInfo[],
): string {
  const condition = conditionWords(words, t, all);
  const trigger = triggerWords(model, words, t, all);
  return condition ? `${trigger}, ${condition}` : trigger;
}

/** The diagram's labels for a flow: states and arrows in its words (the whole flow's box: its title). */
export function diagramLabels(model: FlowModel, words: FlowWords | undefined) {
  return {
    state: (node: AnyStateNode) => (node.path.length === 0 ? model.title : stateWords(words, node)),
    edge: (t: TransitionInfo, all: readonly TransitionInfo[]) => arrowWords(model, words, t, all),
  };
}
