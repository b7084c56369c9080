import type { ActorLogic, AnyMachineSnapshot, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { FlowEvent, FlowModel, FlowStep, StepPoint } from '@/machines/flow-model';
import { activeLeafPaths, activeNodePaths } from './machine-info';
import {
  initialTimedSnapshot,
  isEnabled,
  serializeTimed,
  type TimedSnapshot,
  timedLogic,
  timedTransition,
} from './timed-logic';

/**
 * Test paths generated from a FlowModel: the chart decides the paths, tests/model replays them on the real
 * actor, docs/test-paths prints them for QA. One function feeds both, so the docs are the tests.
 */

/** Paths per machine, at most: enough to cover every state and transition, few enough for a person. */
export const MAX_PATHS = 40;
/** Simple paths enumerated before choosing (getSimplePaths is exhaustive, hence exponential). */
export const SIMPLE_PATH_BUDGET = 300;
/** Up to this many distinct states, `getSimplePaths` is run as is; above it, a budgeted walk. */
export const EXHAUSTIVE_SIMPLE_PATHS_MAX_STATES = 12;
/** Longest simple path considered. */
export const MAX_PATH_LENGTH = 10;
/** Distinct states the traversal may visit before it gives up (XState throws past the limit). */
export const TRAVERSAL_LIMIT = 60_000;

export interface PathState {
  stateValue: StateValue;
  /** Active leaf states, each its path joined with dots ("splash.showing"): the expectation keys. */
  stateIds: string[];
  keyContext: Record<string, unknown>;
  /** Virtual milliseconds since the actor started. */
  atMs: number;
  /** States an `always` transition went through on the way (never observable in a snapshot). */
  passedThrough: string[];
}

export interface PathStep extends PathState {
  event: FlowEvent;
  /** The human step from the model. */
  step: string;
  /** The time this step waits (timer steps only; 0 otherwise). */
  waitedMs: number;
  /** The step's condition in words (its `when`), for steps that have one: it held just before the step. */
  when?: string;
}

export interface FlowPath {
  /** 1-based, stable for a given model. */
  index: number;
  title: string;
  initial: PathState;
  steps: PathStep[];
}

const keyContextOf = (model: FlowModel, snapshot: AnyMachineSnapshot) => model.keyContext?.(snapshot) ?? {};

const toPathState = (model: FlowModel, s: TimedSnapshot): PathState => ({
  stateValue: s.machine.value,
  stateIds: activeLeafPaths(s.machine),
  keyContext: keyContextOf(model, s.machine),
  atMs: s.now,
  passedThrough: s.passedThrough,
});

/** Where the path is before a step, as a step's `when` sees it. */
const pointAt = (model: FlowModel, s: TimedSnapshot, events: readonly FlowEvent[]): StepPoint => ({
  snapshot: s.machine,
  stateIds: activeLeafPaths(s.machine),
  keyContext: keyContextOf(model, s.machine),
  events: [...events],
});

/** Whether a person can take the step there: always, unless its `when` says otherwise. */
const conditionHolds = (
  model: FlowModel,
  step: FlowStep | undefined,
  s: TimedSnapshot,
  events: readonly FlowEvent[],
) => !step?.when || step.when.holds(pointAt(model, s, events));

/** A traversal state: the timed snapshot and the events that led to it (a `when` may ask what happened before). */
type Walked = TimedSnapshot & { taken: readonly FlowEvent[] };

/**
 * The timed logic keeping each state's history, keyed for the traversal by the timed key plus whether each
 * guarded step's `when` holds there (so two histories that differ in what a person may do next stay apart).
 * A model with no `when` keeps the timed key alone.
 */
function walkedLogic(model: FlowModel, stepOf: Map<FlowEvent, FlowStep>) {
  const base = timedLogic(model.machine, model.input);
  const guarded = model.steps.filter((s) => s.when);
  const serializeMachine = model.serializeState ?? ((s: AnyMachineSnapshot) => serializeSnapshot(s));
  const serialize = (s: Walked) => {
    const key = serializeTimed(s, serializeMachine);
    if (guarded.length === 0) return key;
    return `${key}|when:${guarded.map((g) => (conditionHolds(model, g, s, s.taken) ? 1 : 0)).join('')}`;
  };
  const initial = (): Walked => ({ ...initialTimedSnapshot(model.machine, model.input), taken: [] });
  const logic = {
    transition: (s: Walked, event: FlowEvent): Walked => ({
      ...(base.transition(s, event, undefined as never) as TimedSnapshot),
      taken: [...s.taken, event],
    }),
    getInitialSnapshot: () => initial(),
    getPersistedSnapshot: (s: Walked) => s,
  } as unknown as ActorLogic<Walked, FlowEvent, unknown>;
  const filterEvents = (s: Walked, event: FlowEvent) =>
    isEnabled(s, event) && conditionHolds(model, stepOf.get(event), s, s.taken);
  return { logic, serialize, filterEvents, initial };
}

/** Pure transitions memoised along the tree of paths from one initial snapshot (candidates share prefixes). */
function memoTransition(model: FlowModel) {
  const memo = new WeakMap<TimedSnapshot, Map<FlowEvent, TimedSnapshot>>();
  const initial = initialTimedSnapshot(model.machine, model.input);
  const next = (state: TimedSnapshot, event: FlowEvent) => {
    const byEvent = memo.get(state) ?? new Map<FlowEvent, TimedSnapshot>();
    memo.set(state, byEvent);
    const result = byEvent.get(event) ?? timedTransition(model.machine, state, event);
    byEvent.set(event, result);
    return result;
  };
  return { initial, next };
}

/** Replays an event sequence on the timed logic, recording what each step leads to. */
function buildPath(
  model: FlowModel,
  events: FlowEvent[],
  stepOf: Map<FlowEvent, FlowStep>,
  run: ReturnType<typeof memoTransition>,
) {
  let state = run.initial;
  const initial = toPathState(model, state);
  const states: TimedSnapshot[] = [state];
  let feasible = true;
  const steps: PathStep[] = events.map((event, i) => {
    const before = state.now;
    const step = stepOf.get(event);
    feasible &&= isEnabled(state, event) && conditionHolds(model, step, state, events.slice(0, i));
    state = run.next(state, event);
    states.push(state);
    return {
      event,
      step: step?.step ?? event.type,
      ...toPathState(model, state),
      waitedMs: state.now - before,
      ...(step?.when ? { when: step.when.text } : {}),
    };
  });
  return { initial, steps, states, feasible };
}

/** What a path proves, for choosing few paths that prove everything. */
function coverage(model: FlowModel, events: FlowEvent[], states: TimedSnapshot[]): Map<string, number> {
  const covered = new Map<string, number>();
  for (const s of states) {
    for (const node of [...activeNodePaths(s.machine), ...s.passedThrough]) covered.set(`state:${node}`, 100);
  }
  events.forEach((event, i) => {
    covered.set(`step:${model.steps.findIndex((st) => st.event === event)}`, 10);
    const before = activeLeafPaths(states[i].machine);
    const after = activeLeafPaths(states[i + 1].machine);
    const left = before.filter((x) => !after.includes(x)).join('+');
    const entered = after.filter((x) => !before.includes(x)).join('+');
    const ctx =
      JSON.stringify(keyContextOf(model, states[i].machine)) ===
      JSON.stringify(keyContextOf(model, states[i + 1].machine))
        ? ''
        : 'ctx';
    // A transition that changes no state is known by its event alone, not by where the other regions are.
    covered.set(`edge:${event.type}|${left}>${entered}|${left || entered ? '' : ctx}`, 1);
  });
  return covered;
}

type Adjacency = Record<string, { transitions: Record<string, { event: FlowEvent; state: Walked }> }>;

/** Depth-first enumeration of maximal simple paths, stopped after `budget` paths (deterministic). */
function budgetedSimplePaths(adjacency: Adjacency, start: string, serialize: (s: Walked) => string) {
  const out: FlowEvent[][] = [];
  const onPath = new Set<string>([start]);
  const events: FlowEvent[] = [];
  const walk = (key: string) => {
    if (out.length >= SIMPLE_PATH_BUDGET) return;
    let extended = false;
    if (events.length < MAX_PATH_LENGTH) {
      for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
        const next = serialize(state);
        if (onPath.has(next) || !adjacency[next]) continue;
        extended = true;
        onPath.add(next);
        events.push(event);
        walk(next);
        events.pop();
        onPath.delete(next);
        if (out.length >= SIMPLE_PATH_BUDGET) return;
      }
    }
    if (!extended && events.length > 0) out.push([...events]);
  };
  walk(start);
  return out;
}

const isPrefix = (a: FlowEvent[], b: FlowEvent[]) => a.length < b.length && a.every((e, i) => e === b[i]);

/** Shortest paths to every state plus chosen simple paths, at most MAX_PATHS, prefixes removed. */
export function generatePaths(model: FlowModel): FlowPath[] {
  const stepOf = new Map(model.steps.map((s) => [s.event, s] as const));
  const { logic, serialize, filterEvents, initial } = walkedLogic(model, stepOf);
  const options = {
    events: model.steps.map((s) => s.event),
    filterEvents,
    serializeState: serialize,
    limit: TRAVERSAL_LIMIT,
  };
  // alterPath() in xstate/graph makes steps[0] the initial state (event xstate.init); the rest are the events.
  const eventsOf = (p: { steps: { event: FlowEvent }[] }) => p.steps.slice(1).map((s) => s.event);

  const shortestPaths = getShortestPaths(logic, options);
  const shortest = shortestPaths.map(eventsOf);
  const adjacency = getAdjacencyMap(logic, options) as unknown as Adjacency;
  // Simple paths never close a cycle (brandUnavailable → retry → fetching again), so every transition also
  // gets a candidate of its own: the shortest path to its source, then the transition.
  const shortestTo = new Map(shortestPaths.map((p) => [serialize(p.state), eventsOf(p)] as const));
  const everyTransition = Object.entries(adjacency).flatMap(([key, { transitions }]) =>
    Object.values(transitions).map(({ event }) => [...(shortestTo.get(key) ?? []), event]),
  );
  const simple =
    Object.keys(adjacency).length <= EXHAUSTIVE_SIMPLE_PATHS_MAX_STATES
      ? getSimplePaths(logic, options).map(eventsOf)
      : budgetedSimplePaths(adjacency, serialize(initial()), serialize);

  const run = memoTransition(model);
  const candidates = [...shortest, ...everyTransition, ...simple]
    .filter((events) => events.length > 0)
    .map((events, order) => {
      const built = buildPath(model, events, stepOf, run);
      return { events, order, built, covers: coverage(model, events, built.states) };
    })
    .filter((c) => c.built.feasible);

  // Greedy weighted set cover: states weigh most, then model steps, then distinct transitions; a path's
  // value is what it adds per step (plus a constant for starting over), which favours short paths.
  const chosen: typeof candidates = [];
  const covered = new Set<string>();
  while (chosen.length < MAX_PATHS) {
    let best: (typeof candidates)[number] | undefined;
    let bestValue = 0;
    for (const c of candidates) {
      let gain = 0;
      for (const [key, weight] of c.covers) if (!covered.has(key)) gain += weight;
      const value = gain / (c.events.length + 2);
      if (value > bestValue) {
        best = c;
        bestValue = value;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of best.covers.keys()) covered.add(key);
  }
  if (chosen.length === 0 && candidates.length > 0) chosen.push(candidates[0]);

  return chosen
    .filter((c) => !chosen.some((other) => other !== c && isPrefix(c.events, other.events)))
    .sort((a, b) => a.events.length - b.events.length || a.order - b.order)
    .map((c, i) => ({
      index: i + 1,
      title: c.built.steps.map((s) => s.step).join(' → '),
      initial: c.built.initial,
      steps: c.built.steps,
    }));
}
