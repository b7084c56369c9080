/**
 * The splash the server renders in the HTML (server/static/splash-html.ts) shows the brand while the app's
 * JavaScript downloads. The app's own splash (splash.tsx) takes it over: the server's is removed in the same
 * frame the app's is painted with its logo ready, or faded out when the app appears with the splash already off.
 */

import { SERVER_SPLASH_ID } from '@/machines/rules/splash';

interface SplashDocument {
  getElementById(id: string): {
    remove(): void;
    style: { transitionProperty: string; transitionDuration: string; opacity: string; pointerEvents: string };
  } | null;
}

const currentDocument = (): SplashDocument | null =>
  typeof document === 'undefined' ? null : (document as unknown as SplashDocument);

interface PaintTimeline {
  now(): number;
  getEntriesByType(type: string): { name: string; startTime: number; responseStart?: number }[];
}

const currentTimeline = (): PaintTimeline | null =>
  typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function'
    ? null
    : (performance as unknown as PaintTimeline);

/**
 * How long the server's splash has been on screen (ms, 0 without one): since the page's first paint, which is
 * that splash (it is the document's only content before the app runs), or, where the browser does not report
 * paints, since the document's first byte arrived. The layout's 2 s of splash count from there (issue 8).
 */
export function serverSplashShownMs(
  doc: SplashDocument | null = currentDocument(),
  timeline: PaintTimeline | null = currentTimeline(),
): number {
  if (!doc?.getElementById(SERVER_SPLASH_ID) || !timeline) return 0;
  const firstPaint = timeline.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
  const shownAt = firstPaint?.startTime ?? timeline.getEntriesByType('navigation')[0]?.responseStart;
  if (shownAt === undefined || !Number.isFinite(shownAt)) return 0;
  return Math.max(0, timeline.now() - shownAt);
}

/**
 * Removes the server's splash at once (`fadeMs` 0) or after fading it out for `fadeMs`.
 * Returns whether there was one.
 */
export function releaseServerSplash(fadeMs = 0, doc: SplashDocument | null = currentDocument()): boolean {
  const element = doc?.getElementById(SERVER_SPLASH_ID);
  if (!element) return false;
  if (fadeMs <= 0) {
    element.remove();
    return true;
  }
  element.style.pointerEvents = 'none';
  element.style.transitionProperty = 'opacity';
  element.style.transitionDuration = `${fadeMs}ms`;
  element.style.opacity = '0';
  setTimeout(() => element.remove(), fadeMs);
  return true;
}
