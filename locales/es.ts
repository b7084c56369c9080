import { esCore } from './es-core';
import { esExtra } from './es-extra';

/**
 * The source catalogue (es-AR): the spec's texts, character for character. The app loads it in two parts: the
 * first screen's (locales/es-core.ts, inline) and the ordering routes' (locales/es-extra.ts, with their chunks).
 * This whole object is what the other languages are checked against and what tools and tests read.
 */
export const es = {
  ...esCore,
  ...esExtra,
} as const;
