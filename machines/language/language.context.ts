/**
 * The language flow's context, its input, and the pure helpers its actions apply (accounts.md §3 "Language
 * state", §4.11, §5.4). Views and adapters import types from here or from language.setup.ts, never from the
 * chart.
 */
import { DEFAULT_LANGUAGE, type LanguageCode, normalizeLanguage } from '../rules/languages';
import {
  cacheKey,
  normalizeCache,
  PRELOAD_TEXTS,
  shouldSkipTranslation,
  TRANSLATION_API_LIMITS,
  type TranslationMetric,
  type TranslationSource,
  type TranslationsCache,
  translationMetric,
} from '../rules/translation';
import { protectTokens, restoreTokens } from '../rules/translation-tokens';

/** The persisted `language` slice (accounts.md §3 "Persisted state"). */
export interface PersistedLanguage {
  currentLanguage: LanguageCode;
  translationsEnabled: boolean;
  translationsCache: TranslationsCache;
}

/** The language slice as storage held it (the flow normalises it). */
export interface RestoredLanguage {
  currentLanguage?: string;
  translationsEnabled?: boolean;
  translationsCache?: Record<string, string>;
}

/** What the app reads at start besides the saved slice (src/main.tsx, src/app). */
export type LanguageStart = Omit<LanguageInput, 'restored'>;

export interface LanguageInput {
  /** The restored persisted slice, if any (it wins over `preferredLanguage`). */
  restored?: RestoredLanguage | null;
  /** local storage `preferredLanguage` at start. */
  preferredLanguage?: string | null;
  /** local storage `translation_telemetry_consent` === "true" at start. */
  telemetryConsent?: boolean;
  /** navigator.onLine at start. */
  online?: boolean;
  /** The translation key built into the client (§3 "apiKey"). */
  apiKey?: string;
  /** The strings to preload (default PRELOAD_TEXTS, §9). */
  preloadTexts?: readonly string[];
}

/** Who put a batch in the outbox: the request queue, the preload, or the translation demo. */
export type BatchOrigin = 'queue' | 'preload' | 'demo';

export interface PendingBatch {
  texts: string[];
  language: LanguageCode;
  origin: BatchOrigin;
}

export interface LanguageContext {
  currentLanguage: LanguageCode;
  apiKey: string;
  translationsCache: TranslationsCache;
  translationsEnabled: boolean;
  /** Texts requested during the current 250 ms debounce. */
  queue: string[];
  /** Batches waiting to be sent, oldest first; the first is the one being sent. */
  outbox: PendingBatch[];
  /** Retries made for the batch being sent (0–3). */
  retries: number;
  /** Batch calls made in the current 10000 ms rate-limit window. */
  callsInWindow: number;
  /** Batches that ended in failure since the last language change. */
  errorCount: number;
  online: boolean;
  /** Languages the server answered "passthrough" for (no engine): their content stays in Spanish. */
  noEngineLanguages: LanguageCode[];
  /** The common interface strings translated ahead of time (§9). */
  preloadTexts: readonly string[];
  /** The preload run already done ("{language}:{hash of the list}"), or null. */
  preloadedMark: string | null;
  /** Preload batches not yet sent. */
  preloadBatches: string[][];
  /** `translation_telemetry_consent` is "true" (the telemetry child holds the metrics). */
  telemetryConsent: boolean;
  /** How the demo's batch ended (answered in full, or not), set as it leaves the outbox; null until then. */
  demoOutcome: 'succeeded' | 'failed' | null;
}

function readLanguage(value: unknown, where: string): LanguageCode | null {
  if (value == null || value === '') return null;
  const { language, recognised } = normalizeLanguage(value);
  if (!recognised) console.warn(`language: unknown language "${String(value)}" in ${where}; using Spanish`);
  return language;
}

/** Precedence: the persisted slice, else preferredLanguage, else Spanish; an unknown code is Spanish. */
export function initialContext(input: LanguageInput | undefined): LanguageContext {
  const restored = input?.restored ?? null;
  const currentLanguage =
    // i18n-exempt: names the source in a developer warning
    readLanguage(restored?.currentLanguage, 'the saved state') ??
    readLanguage(input?.preferredLanguage, 'preferredLanguage') ??
    DEFAULT_LANGUAGE;
  return {
    currentLanguage,
    apiKey: input?.apiKey ?? '',
    translationsCache: normalizeCache(restored?.translationsCache),
    translationsEnabled: restored?.translationsEnabled !== false,
    queue: [],
    outbox: [],
    retries: 0,
    callsInWindow: 0,
    errorCount: 0,
    online: input?.online !== false,
    noEngineLanguages: [],
    preloadTexts: input?.preloadTexts ?? PRELOAD_TEXTS,
    preloadedMark: null,
    preloadBatches: [],
    telemetryConsent: input?.telemetryConsent === true,
    demoOutcome: null,
  };
}

export const isCached = (context: LanguageContext, text: string): boolean =>
  cacheKey(text, context.currentLanguage) in context.translationsCache;

/** The requested texts the skip rules let through, each once (the language has an engine). */
export function translatableTexts(context: LanguageContext, texts: readonly unknown[]): string[] {
  if (context.noEngineLanguages.includes(context.currentLanguage)) return [];
  const kept = texts.filter(
    (text): text is string =>
      !shouldSkipTranslation(text, context) &&
      (text as string).length <= TRANSLATION_API_LIMITS.maxTextLength,
  );
  return [...new Set(kept)];
}

/** Texts to add to the queue: translatable, not cached, not queued, not waiting in the outbox. */
export function textsToQueue(context: LanguageContext, texts: readonly unknown[]): string[] {
  const pending = new Set([...context.queue, ...context.outbox.flatMap((batch) => batch.texts)]);
  return translatableTexts(context, texts).filter((text) => !isCached(context, text) && !pending.has(text));
}

/** Texts a preload batch sends: translatable, not cached and not already waiting to be sent. */
export function unsentTexts(context: LanguageContext, texts: readonly unknown[]): string[] {
  const pending = new Set([...context.queue, ...context.outbox.flatMap((batch) => batch.texts)]);
  return uncachedTexts(context, texts).filter((text) => !pending.has(text));
}

/** Texts a demo batch sends: translatable and not cached (a text also queued by the screen is sent again). */
export const uncachedTexts = (context: LanguageContext, texts: readonly unknown[]): string[] =>
  translatableTexts(context, texts).filter((text) => !isCached(context, text));

/** The batch call's texts, with protected tokens replaced by placeholders. */
export const preparedTexts = (batch: PendingBatch): string[] =>
  batch.texts.map((text) => protectTokens(text).processedText);

/** The answer is usable: an array of strings, one per text sent. */
export const isUsableAnswer = (batch: PendingBatch | undefined, translations: unknown): boolean =>
  !!batch &&
  Array.isArray(translations) &&
  translations.length === batch.texts.length &&
  translations.every((t) => typeof t === 'string');

type MetricFields = Pick<TranslationMetric, 'cacheHit' | 'isError' | 'source'> &
  Partial<Pick<TranslationMetric, 'wasTokenized' | 'tokensPreserved'>>;

const metricFor = (language: LanguageCode, text: string, fields: MetricFields, now: number) =>
  translationMetric(text, {
    language,
    wasTokenized: protectTokens(text).wasTokenized,
    tokensPreserved: true,
    timestamp: now,
    ...fields,
  });

/**
 * The metrics of a request (§3 "Translation telemetry metric"): offline, every text is `translate_offline`
 * (cacheHit says whether it was shown translated); online, a request answered wholly from the cache is
 * `translate_batch_full_cache`, and the cached texts of a mixed request are `translate_batch` cache hits
 * (the others get their metric when their batch is answered).
 */
export function requestMetrics(context: LanguageContext, texts: readonly unknown[], now: number) {
  const wanted = translatableTexts(context, texts);
  const language = context.currentLanguage;
  if (!context.online) {
    return wanted.map((text) =>
      metricFor(
        language,
        text,
        { cacheHit: isCached(context, text), isError: false, source: 'translate_offline' },
        now,
      ),
    );
  }
  const cached = wanted.filter((text) => isCached(context, text));
  const source: TranslationSource =
    cached.length > 0 && cached.length === wanted.length ? 'translate_batch_full_cache' : 'translate_batch';
  return cached.map((text) => metricFor(language, text, { cacheHit: true, isError: false, source }, now));
}

/** The results of an answered batch: cache entries (none for passthrough) and one metric per text. */
export function batchResults(
  batch: PendingBatch,
  translations: readonly string[],
  passthrough: boolean,
  now: number,
) {
  const results = batch.texts.map((text, i) => {
    const prepared = protectTokens(text);
    const restored = restoreTokens(translations[i] ?? text, prepared, text);
    return { text, restored };
  });
  return {
    entries: passthrough
      ? []
      : results.map(({ text, restored }) => [cacheKey(text, batch.language), restored.text] as const),
    metrics: results.map(({ text, restored }) =>
      metricFor(
        batch.language,
        text,
        {
          cacheHit: false,
          isError: false,
          source: 'translate_batch',
          tokensPreserved: restored.tokensPreserved,
        },
        now,
      ),
    ),
  };
}

/** One `translate_batch_error` metric per text of a batch that failed. */
export const batchErrorMetrics = (batch: PendingBatch, now: number): TranslationMetric[] =>
  batch.texts.map((text) =>
    metricFor(batch.language, text, { cacheHit: false, isError: true, source: 'translate_batch_error' }, now),
  );
