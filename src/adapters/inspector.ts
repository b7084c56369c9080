import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/**
 * The Stately inspector, created outside React (StrictMode double-mounting breaks it) when the URL has
 * `?inspect` in a dev build, or in any build made with VITE_INSPECT=1. It opens the hosted inspector
 * page, so it needs a connection; the offline /__flows page uses the live-state store instead.
 */
export async function createInspectorIfRequested(): Promise<Inspect | undefined> {
  const requested = new URLSearchParams(window.location.search).has('inspect');
  const allowed = import.meta.env.DEV || import.meta.env.VITE_INSPECT === '1';
  if (!requested || !allowed) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({ autoStart: true });
  return (event) => inspector.inspect.next?.(event);
}

/** Combines inspection callbacks (the Stately inspector and the live-state store). */
export const combineInspectors =
  (...inspectors: Array<Inspect | undefined>): Inspect =>
  (event) => {
    for (const inspect of inspectors) inspect?.(event);
  };
