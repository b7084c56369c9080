import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  selectBrand,
  selectLayoutRef,
  selectSessionRef,
  selectToastsRef,
} from '@/machines/app/app.selectors';
import type { layoutMachine } from '@/machines/layout/layout.machine';
import type { sessionMachine } from '@/machines/session/session.machine';
import type { toastsMachine } from '@/machines/toasts/toasts.machine';
import type { Brand } from '@/machines/types';
import { useAppActor } from './app-context';

type LayoutRef = ActorRefFrom<typeof layoutMachine>;
type SessionRef = ActorRefFrom<typeof sessionMachine>;
type ToastsRef = ActorRefFrom<typeof toastsMachine>;

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} is used before the app is ready`);
  return value;
}

/** The brand (the shell renders only once it is resolved). */
export function useBrand(): Brand {
  return required(useSelector(useAppActor(), selectBrand), 'useBrand');
}

export function useLayoutRef(): LayoutRef {
  return required(useSelector(useAppActor(), selectLayoutRef), 'useLayoutRef');
}
export function useSessionRef(): SessionRef {
  return required(useSelector(useAppActor(), selectSessionRef), 'useSessionRef');
}
export function useToastsRef(): ToastsRef {
  return required(useSelector(useAppActor(), selectToastsRef), 'useToastsRef');
}

/** Reads one value of the layout actor through a selector (never the whole snapshot). */
export function useLayout<T>(
  selector: (s: SnapshotFrom<typeof layoutMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useLayoutRef(), selector, compare);
}
export function useSession<T>(selector: (s: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useSessionRef(), selector);
}
export function useToasts<T>(
  selector: (s: SnapshotFrom<typeof toastsMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useToastsRef(), selector, compare);
}
