import type { InspectionEvent } from 'xstate';

/**
 * The states the running app's actors are in now, by machine id, fed by xstate's `inspect` callback (so it
 * works offline, unlike the hosted Stately inspector). The /__flows page reads it with useSyncExternalStore.
 */
export interface LiveStates {
  /** Machine id → active state node ids (e.g. 'layout.splash.showing' and its ancestors). */
  byMachine: Record<string, string[]>;
}

export function stateNodeIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') {
      ids.push(`${prefix}.${v}`);
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        ids.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids.sort();
}

/**
 * The store. While nobody watches (the diner's app, the flows page closed) an inspection event only keeps the
 * latest state value per machine, a reference; the ids are worked out when the page reads them. While the page
 * subscribes, each event updates the ids and notifies on change only.
 */
export function createLiveStateStore() {
  let state: LiveStates = { byMachine: {} };
  const latestValues = new Map<string, unknown>();
  let isStale = false;
  const listeners = new Set<() => void>();
  const refresh = (machineId: string, value: unknown): boolean => {
    const ids = stateNodeIds(machineId, value);
    if (JSON.stringify(state.byMachine[machineId]) === JSON.stringify(ids)) return false;
    state = { byMachine: { ...state.byMachine, [machineId]: ids } };
    return true;
  };
  const catchUp = () => {
    if (!isStale) return;
    isStale = false;
    for (const [machineId, value] of latestValues) refresh(machineId, value);
  };
  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      const logic = (event.actorRef as unknown as { logic?: { id?: unknown } }).logic;
      const snapshot = event.snapshot as { value?: unknown; status?: string };
      if (typeof logic?.id !== 'string' || snapshot.value === undefined) return;
      latestValues.set(logic.id, snapshot.value);
      if (listeners.size === 0) {
        isStale = true;
        return;
      }
      catchUp();
      if (!refresh(logic.id, snapshot.value)) return;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      catchUp();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => {
      catchUp();
      return state;
    },
  };
}

export type LiveStateStore = ReturnType<typeof createLiveStateStore>;
