import {
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  getInitialMicrosteps,
  getMicrosteps,
  initialTransition,
  transition,
} from 'xstate';
import type { FlowEvent } from '@/machines/flow-model';
import { activeNodePaths, allStateNodes, parseActorEvent } from './machine-info';

/**
 * The machine wrapped as actor logic that also knows the clock, so the path generator only takes an
 * `xstate.after.*` step when that timer really is the next one to fire.
 *
 * Why: the graph functions treat `xstate.after.*` as ordinary events, so in a parallel chart they would
 * happily produce "open a modal, close it, wait 2 s for the splash" with the modal still closing — but its
 * 300 ms timer fires first on a real clock. XState's pure `transition()` returns the delayed `xstate.raise`
 * and `xstate.cancel` actions it would execute, which is exactly the timer table; from it we keep a virtual
 * `now`. Firing a timer advances `now` to its due time and fires every timer due by then (as a real clock
 * does), so each time step is something `SimulatedClock.increment()` reproduces exactly.
 */

export interface PendingTimer {
  /** The scheduling id (`xstate.after.<delay>.<stateNodeId>` for `after`). */
  id: string;
  event: FlowEvent;
  due: number;
  /** Scheduling order, which breaks ties the way the clock does. */
  seq: number;
}

export type TimedSnapshot = {
  status: 'active';
  output: undefined;
  error: undefined;
  machine: AnyMachineSnapshot;
  /** Virtual milliseconds since the actor started. */
  now: number;
  timers: PendingTimer[];
  seq: number;
  /**
   * States entered and left within the last step without being observable in a snapshot: those an
   * `always` transition passes through (routing, checkingPreloaded).
   */
  passedThrough: string[];
};

interface ExecutableAction {
  type: string;
  params?: unknown;
}

function applyTimerActions(state: TimedSnapshot, actions: readonly ExecutableAction[]): TimedSnapshot {
  let { timers, seq } = state;
  for (const action of actions) {
    const params = (action.params ?? {}) as {
      delay?: unknown;
      id?: unknown;
      event?: FlowEvent;
      sendId?: unknown;
    };
    if (action.type === 'xstate.raise' && typeof params.delay === 'number' && params.event) {
      const id = String(params.id ?? params.event.type);
      timers = [
        ...timers.filter((t) => t.id !== id),
        { id, event: params.event, due: state.now + params.delay, seq: seq++ },
      ];
    } else if (action.type === 'xstate.cancel') {
      timers = timers.filter((t) => t.id !== params.sendId);
    }
  }
  return { ...state, timers, seq };
}

const byDue = (a: PendingTimer, b: PendingTimer) => a.due - b.due || a.seq - b.seq;

/** The timer that fires next on a real clock, if any. */
export const nextTimer = (state: TimedSnapshot): PendingTimer | undefined => [...state.timers].sort(byDue)[0];

const hasAlways = (machine: AnyStateMachine) =>
  allStateNodes(machine).some((n) => (n.always?.length ?? 0) > 0);

/** The states active in intermediate microsteps only. */
function transient(
  microsteps: readonly (readonly [AnyMachineSnapshot, unknown])[],
  final: AnyMachineSnapshot,
) {
  const settled = new Set(activeNodePaths(final));
  const seen = new Set<string>();
  for (const [snapshot] of microsteps.slice(0, -1)) for (const p of activeNodePaths(snapshot)) seen.add(p);
  return [...seen].filter((p) => !settled.has(p));
}

function step(machine: AnyStateMachine, state: TimedSnapshot, event: FlowEvent): TimedSnapshot {
  const [next, actions] = transition(machine, state.machine, event as never);
  const passedThrough = hasAlways(machine)
    ? transient(getMicrosteps(machine, state.machine, event as never) as never, next as AnyMachineSnapshot)
    : [];
  return applyTimerActions(
    {
      ...state,
      machine: next as AnyMachineSnapshot,
      passedThrough: [...state.passedThrough, ...passedThrough],
    },
    actions as ExecutableAction[],
  );
}

/** Fires the next timer and every timer due at the same instant (and zero-delay ones they schedule). */
function fireTimers(machine: AnyStateMachine, state: TimedSnapshot): TimedSnapshot {
  const first = nextTimer(state);
  if (!first) return state;
  let current: TimedSnapshot = { ...state, now: first.due, passedThrough: [] };
  for (let t = nextTimer(current); t && t.due <= current.now; t = nextTimer(current)) {
    const fired = t;
    current = step(machine, { ...current, timers: current.timers.filter((x) => x !== fired) }, fired.event);
  }
  return current;
}

export function initialTimedSnapshot(machine: AnyStateMachine, input: unknown): TimedSnapshot {
  const [snapshot, actions] = initialTransition(machine, input as never);
  const base: TimedSnapshot = {
    status: 'active',
    output: undefined,
    error: undefined,
    machine: snapshot as AnyMachineSnapshot,
    now: 0,
    timers: [],
    seq: 0,
    passedThrough: hasAlways(machine)
      ? transient(getInitialMicrosteps(machine, input as never) as never, snapshot as AnyMachineSnapshot)
      : [],
  };
  return applyTimerActions(base, actions as ExecutableAction[]);
}

/** Takes one path step: a timer step advances the virtual clock, anything else happens at `now`. */
export function timedTransition(
  machine: AnyStateMachine,
  state: TimedSnapshot,
  event: FlowEvent,
): TimedSnapshot {
  if (event.type.startsWith('xstate.after.')) {
    return nextTimer(state)?.event.type === event.type ? fireTimers(machine, state) : state;
  }
  return step(machine, { ...state, passedThrough: [] }, event);
}

/**
 * Whether the path generator may take `event` now: a timer only when it is the next to fire, a done/error
 * event only while that actor is running, any other event only when the machine has a transition for it.
 */
export function isEnabled(state: TimedSnapshot, event: FlowEvent): boolean {
  if (state.machine.status !== 'active') return false;
  if (event.type.startsWith('xstate.after.')) return nextTimer(state)?.event.type === event.type;
  const actorEvent = parseActorEvent(event.type);
  if (actorEvent && !(actorEvent.id in state.machine.children)) return false;
  return state.machine.can(event);
}

/** `machine` as actor logic for `getShortestPaths` / `getSimplePaths` / `getAdjacencyMap`. */
export function timedLogic(
  machine: AnyStateMachine,
  input: unknown,
): ActorLogic<TimedSnapshot, FlowEvent, unknown> {
  return {
    transition: (state: TimedSnapshot, event: FlowEvent) => timedTransition(machine, state, event),
    getInitialSnapshot: () => initialTimedSnapshot(machine, input),
    getPersistedSnapshot: (state: TimedSnapshot) => state,
  } as unknown as ActorLogic<TimedSnapshot, FlowEvent, unknown>;
}

/**
 * The traversal key: the model's notion of "the same state", plus the order in which the pending timers
 * will fire (not their remaining times, which would make every millisecond a new state). Merging states
 * this way can make a found path infeasible on the clock; generatePaths re-runs every candidate and drops
 * those.
 */
export function serializeTimed(
  state: TimedSnapshot,
  serializeMachine: (snapshot: AnyMachineSnapshot) => string,
): string {
  const timers = [...state.timers]
    .sort(byDue)
    .map((t) => t.event.type)
    .join(',');
  return `${serializeMachine(state.machine)}|${timers}`;
}
