/**
 * The app's stylesheet does not block the first paint: the HTML carries the splash with its own inline CSS
 * (server/static/splash-html.ts), and the build marks the stylesheet link `media="print"` with an `onload`
 * that turns it to `all` (vite.config.ts `nonBlockingStylesheet`). The app renders only once the sheet
 * applies, so no screen is ever painted unstyled; it is usually there long before the JavaScript.
 */

export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

interface StylesLink {
  media: string;
  sheet: unknown;
  addEventListener(type: 'load' | 'error', listener: () => void, options?: { once: boolean }): void;
}

interface StylesDocument {
  querySelector(selector: string): unknown;
}

/** Resolves when the app's stylesheet applies (at once without one, as in development, or after it failed). */
export function whenAppStylesReady(
  doc: StylesDocument | null = typeof document === 'undefined' ? null : document,
) {
  const link = doc?.querySelector(`link[${APP_STYLES_ATTRIBUTE}]`) as StylesLink | null | undefined;
  if (!link || (link.sheet && link.media !== 'print')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      link.media = 'all';
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    // A stylesheet that cannot load must not keep the app from starting.
    link.addEventListener('error', done, { once: true });
  });
}
