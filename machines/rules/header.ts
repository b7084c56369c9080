import { LAYOUT_LIMITS } from './timings';

/**
 * A header title or subtitle that is not text is blanked (accounts.md §2.3, §8 "Header"). Returns the text
 * to show and whether a warning must be logged.
 */
export function sanitizeHeaderText(value: unknown): { text: string; warn: boolean } {
  if (value === null || value === undefined) return { text: '', warn: false };
  if (typeof value === 'string') return { text: value, warn: false };
  if (typeof value === 'number') return { text: String(value), warn: false };
  return { text: '', warn: true };
}

export interface ScrollSample {
  scrollY: number;
  previousScrollY: number;
  touching: boolean;
}

/** Scrolling down past the threshold hides the header (accounts.md §2.3). */
export const shouldHideHeader = ({ scrollY, previousScrollY }: ScrollSample): boolean =>
  scrollY > LAYOUT_LIMITS.headerHideThreshold && scrollY > previousScrollY;

/** The header is always shown at the top, and reappears when the user scrolls up while touching. */
export const shouldShowHeader = ({ scrollY, previousScrollY, touching }: ScrollSample): boolean =>
  scrollY <= LAYOUT_LIMITS.headerHideThreshold || (touching && scrollY < previousScrollY);

export const isMobileWidth = (width: number): boolean => width < LAYOUT_LIMITS.mobileMaxWidth;
