import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { selectBrand, selectFlowRef, selectStartingConsumeType } from '@/machines/app/app.selectors';
import type { AppFlowId, AppFlowRef } from '@/machines/app/app-flows';
import { selectPreferredConsumeType } from '@/machines/branches/consume-preferences.selectors';
import type { PreferredConsumeType } from '@/machines/catalogue/catalogue.types';
import type { Brand } from '@/machines/types';
import { useAppActor } from './app-context';

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} is used before the app is ready`);
  return value;
}

/** The brand (the shell renders only once it is resolved). */
export function useBrand(): Brand {
  return required(useSelector(useAppActor(), selectBrand), 'useBrand');
}

/**
 * The actor of a long-lived flow (see machines/app/app-flows.ts), to send events to. A route flow (a form
 * flow) exists once its screen has opened: its screens are rendered inside `withRouteFlow`, which waits for it.
 */
export function useFlowRef<K extends AppFlowId>(id: K): AppFlowRef<K> {
  const ref = useSpawnedFlowRef(id);
  if (!ref)
    throw new Error(
      `useFlowRef('${id}') is used before the flow runs (the app is not ready, or a route flow's screen has not opened: render it inside withRouteFlow)`,
    );
  return ref;
}

/** The flow's actor, or null while it is not spawned (a route flow whose screen has not opened yet). */
export function useSpawnedFlowRef<K extends AppFlowId>(id: K): AppFlowRef<K> | null {
  const select = useMemo(() => selectFlowRef(id), [id]);
  return useSelector(useAppActor(), select);
}

/** Reads one value of a long-lived flow through a selector (never the whole snapshot). */
export function useFlow<K extends AppFlowId, T>(
  id: K,
  selector: (s: SnapshotFrom<AppFlowRef<K>>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useFlowRef(id), selector as never, compare) as T;
}

/**
 * The diner's preferred consume type (ordering.md §3 "Consume preference"), BASE's choice: the menu's prices,
 * the product, the summary's suggestions and checkout read it. branchSelection is a route flow (loaded with BASE's
 * screen): while it does not run, the preference it starts with (the saved slice), which is what it holds until
 * the diner chooses a mode on BASE.
 */
export function usePreferredConsumeType(): PreferredConsumeType | null {
  const flow = useSpawnedFlowRef('branchSelection');
  const starting = useSelector(useAppActor(), selectStartingConsumeType);
  const chosen = useSelector(flow ?? undefined, (s) => (s ? selectPreferredConsumeType(s) : null));
  return flow ? chosen : starting;
}

export const useLayoutRef = () => useFlowRef('layout');
export const useSessionRef = () => useFlowRef('session');
export const useToastsRef = () => useFlowRef('toasts');

export const useLayout = <T>(
  selector: (s: SnapshotFrom<AppFlowRef<'layout'>>) => T,
  compare?: (a: T, b: T) => boolean,
): T => useFlow('layout', selector, compare);
export const useSession = <T>(selector: (s: SnapshotFrom<AppFlowRef<'session'>>) => T): T =>
  useFlow('session', selector);
export const useToasts = <T>(
  selector: (s: SnapshotFrom<AppFlowRef<'toasts'>>) => T,
  compare?: (a: T, b: T) => boolean,
): T => useFlow('toasts', selector, compare);
