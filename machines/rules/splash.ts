/** The splash shared by the server's HTML and the app (accounts.md §2.3 "Splash"; docs/performance.md). */

/** The id of the server-rendered splash element (outside #root, so React never touches it). */
export const SERVER_SPLASH_ID = 'splash-html';

/** Width and height of the brand logo the server draws (`logoSvg`: 320 × 96); CSS keeps the box 10 / 3. */
export const SPLASH_LOGO_SIZE = { width: 320, height: 96 } as const;
