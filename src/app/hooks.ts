import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { selectBrand, selectFlowRef } from '@/machines/app/app.selectors';
import type { AppFlowId, AppFlowRef } from '@/machines/app/app-flows';
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

/** The actor of a long-lived flow (see machines/app/app-flows.ts), to send events to. */
export function useFlowRef<K extends AppFlowId>(id: K): AppFlowRef<K> {
  return required(useSelector(useAppActor(), selectFlowRef(id)), `useFlowRef('${id}')`);
}

/** Reads one value of a long-lived flow through a selector (never the whole snapshot). */
export function useFlow<K extends AppFlowId, T>(
  id: K,
  selector: (s: SnapshotFrom<AppFlowRef<K>>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useFlowRef(id), selector as never, compare) as T;
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
