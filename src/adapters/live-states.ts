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

export function createLiveStateStore() {
  let state: LiveStates = { byMachine: {} };
  const listeners = new Set<() => void>();
  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      const logic = (event.actorRef as unknown as { logic?: { id?: unknown } }).logic;
      const snapshot = event.snapshot as { value?: unknown; status?: string };
      if (typeof logic?.id !== 'string' || snapshot.value === undefined) return;
      const ids = stateNodeIds(logic.id, snapshot.value);
      if (JSON.stringify(state.byMachine[logic.id]) === JSON.stringify(ids)) return;
      state = { byMachine: { ...state.byMachine, [logic.id]: ids } };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}

export type LiveStateStore = ReturnType<typeof createLiveStateStore>;
