import { useEffect, useState, useSyncExternalStore } from 'react';

// i18n-exempt: a CSS media query, not text.
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const reducedMotionList = () =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? null
    : window.matchMedia(REDUCED_MOTION_QUERY);

function subscribeReducedMotion(onChange: () => void): () => void {
  const list = reducedMotionList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the diner asked the system for reduced motion (follows the setting while the app runs). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionList()?.matches ?? false,
    () => false,
  );
}

export interface Presence {
  /** Rendered: showing, or still leaving. */
  isMounted: boolean;
  /** Shown no more, its exit transition running (CSS keys the transition on this). */
  isLeaving: boolean;
}

/**
 * Keeps an element mounted for `exitMs` after it stops showing, so its CSS exit transition can run (what
 * framer-motion's AnimatePresence did, without loading it on the first screen). An exit of 0 ms unmounts at
 * once; showing again during the exit cancels it.
 */
export function usePresence(isShowing: boolean, exitMs: number): Presence {
  const [isMounted, setIsMounted] = useState(isShowing);
  useEffect(() => {
    if (isShowing) {
      setIsMounted(true);
      return;
    }
    if (exitMs <= 0) {
      setIsMounted(false);
      return;
    }
    const timer = setTimeout(() => setIsMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [isShowing, exitMs]);
  const mounted = isShowing || (isMounted && exitMs > 0);
  return { isMounted: mounted, isLeaving: mounted && !isShowing };
}
