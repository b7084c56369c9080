/**
 * Token protection (accounts.md §4.11 "Token protection", §5.4, §3 "Protected-token record"): parts of a text
 * a translation engine must not touch are swapped for placeholders `__NT{patternIndex}_{count}__` before the
 * call and put back afterwards. Pure: the language flow applies it to every batch.
 */

/** Token protection: minimum text length 15 (§9). */
export const TOKEN_MIN_LENGTH = 15;

export type ProtectedTokenType =
  | 'number'
  | 'variable'
  | 'htmlTag'
  | 'technicalTerm'
  | 'email'
  | 'url'
  | 'fileName'
  | 'camelCase';

/** The protected patterns in the spec's order; a placeholder's `patternIndex` is the index here. */
export const PROTECTED_PATTERNS: ReadonlyArray<{ type: ProtectedTokenType; pattern: RegExp }> = [
  { type: 'number', pattern: /\b\d+(?:[.,]\d+)?\b/g },
  { type: 'variable', pattern: /\$\{[^}\s]+\}/g },
  { type: 'htmlTag', pattern: /<\/?[a-zA-Z][^<>]*>/g },
  {
    type: 'technicalTerm',
    pattern: /\b(?:API|URL|HTTPS|HTTP|JSON|React|Redux|HTML|CSS|JavaScript|TypeScript|JS|Git|npm)\b/g,
  },
  { type: 'email', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  { type: 'url', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)]/g },
  {
    type: 'fileName',
    pattern:
      /\b[\w-]+(?:\.[\w-]+)*\.(?:jsx|js|tsx|ts|scss|css|json|md|yaml|yml|html|svg|png|jpeg|jpg|gif|webp)\b/g,
  },
  { type: 'camelCase', pattern: /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g },
];

/** A protected-token record (§3): the placeholder id, the protected text, its kind and where it was. */
export interface ProtectedToken {
  id: string;
  value: string;
  type: ProtectedTokenType;
  position: number;
}

/** The preparation result (§3). */
export interface PreparedText {
  processedText: string;
  placeholders: ProtectedToken[];
  wasTokenized: boolean;
}

interface Match {
  start: number;
  end: number;
  patternIndex: number;
}

function allMatches(text: string): Match[] {
  return PROTECTED_PATTERNS.flatMap(({ pattern }, patternIndex) =>
    [...text.matchAll(new RegExp(pattern.source, pattern.flags))].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      patternIndex,
    })),
  );
}

/**
 * The matches to protect, without overlaps: the leftmost match wins, the longer one when two start at the
 * same place, the earlier pattern when they are as long. A URL that contains a file name and numbers is
 * therefore protected once, as a URL.
 */
function chooseMatches(text: string): Match[] {
  const sorted = allMatches(text).sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.patternIndex - b.patternIndex,
  );
  const chosen: Match[] = [];
  let reachedEnd = 0;
  for (const match of sorted) {
    if (match.start < reachedEnd) continue;
    chosen.push(match);
    reachedEnd = match.end;
  }
  return chosen;
}

/** Token protection applies to a string of at least 15 characters that matches a protected pattern (§5.4). */
export const qualifiesForProtection = (text: unknown): text is string =>
  typeof text === 'string' && text.length >= TOKEN_MIN_LENGTH && allMatches(text).length > 0;

export const placeholderId = (patternIndex: number, count: number) => `__NT${patternIndex}_${count}__`;

/**
 * Replaces each protected match with `__NT{patternIndex}_{count}__` (`count` numbers the placeholders of the
 * text from 0, left to right). A text that does not qualify is returned as it is, with `wasTokenized` false.
 */
export function protectTokens(text: string): PreparedText {
  if (!qualifiesForProtection(text)) return { processedText: text, placeholders: [], wasTokenized: false };
  const placeholders: ProtectedToken[] = [];
  let processedText = '';
  let cursor = 0;
  chooseMatches(text).forEach((match, count) => {
    const id = placeholderId(match.patternIndex, count);
    processedText += text.slice(cursor, match.start) + id;
    placeholders.push({
      id,
      value: text.slice(match.start, match.end),
      type: PROTECTED_PATTERNS[match.patternIndex].type,
      position: match.start,
    });
    cursor = match.end;
  });
  processedText += text.slice(cursor);
  return { processedText, placeholders, wasTokenized: placeholders.length > 0 };
}

/**
 * A placeholder as an engine may give it back: any case, spaces inside (`__ nt3_0 __`), or one underscore
 * lost at either end.
 */
const RETURNED_PLACEHOLDER = /_{1,2}\s*NT\s*(\d+)\s*_\s*(\d+)\s*_{1,2}/gi;

export interface RestoredText {
  text: string;
  /** Every placeholder came back from the engine and was restored. */
  tokensPreserved: boolean;
}

/**
 * Puts the protected values back into a translation. When the engine dropped a placeholder, the protected
 * value would be lost from the sentence (a price, an address, a link), so the translation is not used: the
 * original text is returned with `tokensPreserved` false.
 */
export function restoreTokens(translated: string, prepared: PreparedText, original: string): RestoredText {
  if (!prepared.wasTokenized) return { text: translated, tokensPreserved: true };
  const byId = new Map(prepared.placeholders.map((p) => [p.id, p.value]));
  const seen = new Set<string>();
  const text = translated.replace(RETURNED_PLACEHOLDER, (whole, pattern: string, count: string) => {
    const id = placeholderId(Number(pattern), Number(count));
    const value = byId.get(id);
    if (value === undefined) return whole;
    seen.add(id);
    return value;
  });
  return seen.size === byId.size
    ? { text, tokensPreserved: true }
    : { text: original, tokensPreserved: false };
}
