/**
 * Resolves in a task of its own (a macrotask), after the current one and whatever it renders have finished.
 * A dynamic import started there keeps its cost (Vite inserts a `<link rel="modulepreload">` per dependency, and
 * Chromium starts each fetch while inserting it: 60–120 ms at 4× CPU for a group) out of the task that asked for
 * it, e.g. the boot's first render of the shell (docs/performance.md "The boot task split").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `load`, started in a task of its own (`nextTask`): for the lazy route groups and route flows. */
export const inOwnTask =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    nextTask().then(load);
