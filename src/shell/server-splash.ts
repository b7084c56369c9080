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
