/**
 * Machine translation of content (accounts.md §4.11, §5.4, §7.8, §8 "Translation", §9 "Translation"). Pure
 * rules the language flow applies: skip rules, the cache, the rate limit, batch retries, error texts, the
 * telemetry hash and metrics, and the preload list. Token protection is in translation-tokens.ts.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/** The translation constants of §9, named once. The language flow's delays read these. */
export const TRANSLATION_LIMITS = {
  /** Cache: at most 500 entries. */
  cacheMaxEntries: 500,
  /** Queue debounce: 250 ms. */
  queueDebounceMs: 250,
  /** Rate limit: 50 batch calls per 10000 ms window… */
  rateLimitCalls: 50,
  rateLimitWindowMs: 10_000,
  /** …when exceeded, the call is retried after 10 s. */
  rateLimitRetryMs: 10_000,
  /** Batch retry: at most 3, with a 500 ms exponential base. */
  batchRetries: 3,
  batchRetryBaseMs: 500,
  /** Preload: batches of 20 strings, 50 ms apart, starting 500 ms after load. */
  preloadBatchSize: 20,
  preloadGapMs: 50,
  preloadStartMs: 500,
  /** Telemetry: flush at 50 metrics; debounce 5000 ms. */
  telemetryFlushAt: 50,
  telemetryDebounceMs: 5000,
} as const;

/**
 * The reference server's limits for one call (docs/api.md, not in the spec): at most 100 texts of at most
 * 5000 characters per batch, and 500 metrics per telemetry call. Longer texts stay in Spanish.
 */
export const TRANSLATION_API_LIMITS = { maxTexts: 100, maxTextLength: 5000, maxMetrics: 500 } as const;

/** Splits texts into batches the server accepts (100 each). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Developer logs (§8), worded in Spanish as the spec asks; never shown in the UI. */
// i18n-exempt: a developer log (§8), not UI text
export const UNKNOWN_TRANSLATION_ERROR = 'Error desconocido en la API de traducción';
// i18n-exempt: a developer log (§8), not UI text
export const MISSING_API_KEY_ERROR = 'Se requiere una clave de API para usar el servicio de traducción';

/** Translation is skipped for empty, blank or non-string text, when disabled, and in Spanish (§5.4). */
export function shouldSkipTranslation(
  text: unknown,
  settings: { translationsEnabled: boolean; currentLanguage: LanguageCode },
): boolean {
  return (
    typeof text !== 'string' ||
    text.trim() === '' ||
    !settings.translationsEnabled ||
    settings.currentLanguage === DEFAULT_LANGUAGE
  );
}

// ── Cache ──────────────────────────────────────────────────────────────────────────────────────────────

/** A map from "{text}_{language}" to the translated text, oldest entry first. */
export type TranslationsCache = Record<string, string>;

/** The cache key "{text}_{language}" (§3, §9). */
export const cacheKey = (text: string, language: LanguageCode): string => `${text}_${language}`;

/**
 * Adds translations to the cache. An entry added again counts as the most recent; when more than 500 entries
 * remain, only the 500 most recently added are kept (§4.11). Keys always end in "_xx", so the object keeps
 * insertion order.
 */
export function addToCache(
  cache: TranslationsCache,
  entries: ReadonlyArray<readonly [key: string, translation: string]>,
  max: number = TRANSLATION_LIMITS.cacheMaxEntries,
): TranslationsCache {
  const next: TranslationsCache = { ...cache };
  for (const [key, translation] of entries) {
    delete next[key];
    next[key] = translation;
  }
  const keys = Object.keys(next);
  if (keys.length <= max) return next;
  return Object.fromEntries(keys.slice(keys.length - max).map((key) => [key, next[key]]));
}

/** The cache without the translations into `language` (a language change clears the old language's). */
export function clearLanguageFromCache(cache: TranslationsCache, language: LanguageCode): TranslationsCache {
  const suffix = `_${language}`;
  return Object.fromEntries(Object.entries(cache).filter(([key]) => !key.endsWith(suffix)));
}

/** A restored cache: string values only, at most the 500 most recent. */
export function normalizeCache(raw: unknown): TranslationsCache {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const entries = Object.entries(raw as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return addToCache({}, entries);
}

// ── Rate limit and retries ─────────────────────────────────────────────────────────────────────────────

/** A 51st batch call in the current 10000 ms window must wait (§9). */
export const isRateLimited = (callsInWindow: number): boolean =>
  callsInWindow >= TRANSLATION_LIMITS.rateLimitCalls;

/** The wait before retry number `attempt + 1` (attempt from 0): 500 ms × 2^attempt → 500, 1000, 2000 (§8). */
export const batchRetryDelayMs = (attempt: number): number =>
  TRANSLATION_LIMITS.batchRetryBaseMs * 2 ** attempt;

/** What the flow knows of a failed call: the adapter's error (an HTTP status, a message, a name). */
export function failureStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' ? value : null;
}

const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/**
 * A batch failure worth retrying (§8): HTTP 429, any status ≥ 500, a fetch/network error (a TypeError from
 * fetch, a FetchError without a status), or a message containing "network". Anything else is final.
 */
export function isRetryableFailure(error: unknown): boolean {
  const status = failureStatus(error);
  if (status === 429 || (status !== null && status >= 500)) return true;
  if (status !== null) return false;
  const name = error instanceof Error ? error.name : '';
  const message = failureMessage(error);
  if (/network/i.test(message)) return true;
  return name === 'TypeError' || name === 'FetchError' || /failed to fetch|fetch failed/i.test(message);
}

/** Retry number `retriesDone + 1` is allowed while fewer than 3 retries were made. */
export const canRetryBatch = (error: unknown, retriesDone: number): boolean =>
  retriesDone < TRANSLATION_LIMITS.batchRetries && isRetryableFailure(error);

/** The error text of a failed call: data.error.message, else the Spanish "unknown error" (§8). */
export function translationErrorMessage(data: unknown): string {
  const message = (data as { error?: { message?: unknown } } | null | undefined)?.error?.message;
  return typeof message === 'string' && message !== '' ? message : UNKNOWN_TRANSLATION_ERROR;
}

// ── Telemetry ──────────────────────────────────────────────────────────────────────────────────────────

/** djb2: h = h × 33 + c over the UTF-16 code units, kept to 32 bits, in hex (§3 "textHash"). */
export function djb2Hex(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}

export type TranslationSource =
  | 'translate'
  | 'translate_batch'
  | 'translate_batch_full_cache'
  | 'translate_batch_error'
  | 'translate_offline';

/** The translation telemetry metric (§3), one per text. */
export interface TranslationMetric {
  textHash: string;
  textLength: number;
  language: LanguageCode;
  cacheHit: boolean;
  isError: boolean;
  wasTokenized: boolean;
  tokensPreserved: boolean;
  source: TranslationSource;
  timestamp: number;
}

export function translationMetric(
  text: string,
  fields: Omit<TranslationMetric, 'textHash' | 'textLength'>,
): TranslationMetric {
  return { textHash: djb2Hex(text), textLength: text.length, ...fields };
}

/** Telemetry flushes when 50 metrics are queued (§9). */
export const isTelemetryBatchFull = (queued: number): boolean =>
  queued >= TRANSLATION_LIMITS.telemetryFlushAt;

/** The consent flag as stored: only the string "true" consents (§4.11). */
export const hasTelemetryConsent = (stored: unknown): boolean => stored === 'true' || stored === true;

// ── Preload ────────────────────────────────────────────────────────────────────────────────────────────

export { PRELOAD_TEXTS } from './translation-preload';

/** Splits texts into preload batches of 20 (§9). */
export const preloadBatches = (
  texts: readonly string[],
  size: number = TRANSLATION_LIMITS.preloadBatchSize,
): string[][] => chunk(texts, size);

/** "Once per language and string set" (§4.11): the mark of one preload run. */
export const preloadMark = (language: LanguageCode, texts: readonly string[]): string =>
  `${language}:${djb2Hex(texts.join('\n'))}`;
