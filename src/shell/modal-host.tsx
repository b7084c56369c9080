import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import {
  selectIsMobile,
  selectIsModalClosing,
  selectIsModalDismissible,
  selectVisibleModalId,
} from '@/machines/layout/layout.selectors';
import { useLayout, useLayoutRef } from '@/src/app/hooks';

/** What every `ShellModal` needs to know, read once from the layout actor by the host. */
export interface ModalEnvironment {
  /** The modal to show: never during the splash, one at a time. */
  visibleModalId: string | null;
  isClosing: boolean;
  isDismissible: boolean;
  isMobile: boolean;
  /** Overlay click, Escape or drag-down; the layout machine ignores it for non-dismissible modals. */
  onDismissRequest: () => void;
}

const ModalEnvironmentContext = createContext<ModalEnvironment | null>(null);

/** Provides a modal environment without a machine (tests, stories). */
export const ModalEnvironmentProvider = ModalEnvironmentContext.Provider;

export function useModalEnvironment(): ModalEnvironment {
  const environment = useContext(ModalEnvironmentContext);
  if (!environment) throw new Error('ShellModal must be rendered inside the AppShell (ModalHost)');
  return environment;
}

/**
 * Hosts the screens' modals: reads the layout actor's modal state once and hands it to every `ShellModal`
 * below, so a screen can declare `<ShellModal id="…">` anywhere in its tree.
 */
export function ModalHost({ children }: { children: ReactNode }) {
  const layout = useLayoutRef();
  const visibleModalId = useLayout(selectVisibleModalId);
  const isClosing = useLayout(selectIsModalClosing);
  const isDismissible = useLayout(selectIsModalDismissible);
  const isMobile = useLayout(selectIsMobile);
  const onDismissRequest = useCallback(() => layout.send({ type: 'layout.modalDismissRequested' }), [layout]);
  const environment = useMemo(
    () => ({ visibleModalId, isClosing, isDismissible, isMobile, onDismissRequest }),
    [visibleModalId, isClosing, isDismissible, isMobile, onDismissRequest],
  );
  return <ModalEnvironmentContext.Provider value={environment}>{children}</ModalEnvironmentContext.Provider>;
}

export interface OpenModalOptions {
  /** Overlay click, drag-down and Escape close it (default true). */
  dismissible?: boolean;
}

/** Returns `(modalId, { dismissible? }) => void` that opens a modal or drawer (replacing any open one). */
export function useOpenModal(): (modalId: string, options?: OpenModalOptions) => void {
  const layout = useLayoutRef();
  return useCallback(
    (modalId: string, options: OpenModalOptions = {}) =>
      layout.send({ type: 'layout.modalOpened', modalId, dismissible: options.dismissible }),
    [layout],
  );
}

/** Returns a function that closes the open modal (its own close or confirm button; always allowed). */
export function useCloseModal(): () => void {
  const layout = useLayoutRef();
  return useCallback(() => layout.send({ type: 'layout.modalClosed' }), [layout]);
}
