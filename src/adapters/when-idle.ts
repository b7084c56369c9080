/**
 * Runs work once the browser is idle (at the latest after `timeout` ms), or after 1 s where requestIdleCallback
 * is missing: warm-ups that must never delay a paint (the later Spanish texts, the menu's search texts).
 */
export function whenIdle(run: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 1000);
}
