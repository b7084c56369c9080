import type { MessageValues, UiText } from '../../locales/catalogue';
import { LAYOUT_LIMITS } from './timings';

/** A header title or subtitle: a catalogue key, a key with values, content text (`{text}`), or nothing (''). */
export type HeaderText = UiText | '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A header title or subtitle that is not text is blanked (accounts.md §2.3, §8 "Header"). Text here is what
 * the views render in the diner's language (docs/i18n.md): a catalogue key, `{key, values}`, or content
 * `{text}` (translated from the cache, "{title}_{language}"). Any other object is blanked with a warning.
 */
export function sanitizeHeaderText(value: unknown): { text: HeaderText; warn: boolean } {
  if (value === null || value === undefined) return { text: '', warn: false };
  if (typeof value === 'string') return { text: value as HeaderText, warn: false };
  if (typeof value === 'number') return { text: { text: String(value) }, warn: false };
  if (isRecord(value) && Object.keys(value).length === 1 && typeof value.text === 'string') {
    return { text: { text: value.text }, warn: false };
  }
  if (isRecord(value) && typeof value.key === 'string' && isRecord(value.values ?? {})) {
    return { text: { key: value.key, values: (value.values ?? {}) as MessageValues } as UiText, warn: false };
  }
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
