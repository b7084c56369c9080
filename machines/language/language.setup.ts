import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type LanguageCode, normalizeLanguage } from '../rules/languages';
import {
  addToCache,
  batchRetryDelayMs,
  canRetryBatch,
  chunk,
  clearLanguageFromCache,
  isRateLimited,
  MISSING_API_KEY_ERROR,
  preloadBatches,
  preloadMark,
  TRANSLATION_API_LIMITS,
  TRANSLATION_LIMITS,
  translationErrorMessage,
} from '../rules/translation';
import {
  batchErrorMetrics,
  batchResults,
  isUsableAnswer,
  type LanguageContext,
  type LanguageInput,
  requestMetrics,
  textsToQueue,
  uncachedTexts,
  unsentTexts,
} from './language.context';
import { translationTelemetryMachine } from './translation-telemetry.machine';

export type { LanguageContext, LanguageInput, PersistedLanguage } from './language.context';

export type LanguageEvent =
  /** The PROFILE language selector. Any code; an unknown one is Spanish (with a warning). */
  | { type: 'language.changed'; language: string }
  /** A view shows these content texts and wants them in the current language. */
  | { type: 'translation.requested'; texts: readonly string[] }
  | { type: 'translation.enabledChanged'; enabled: boolean }
  | { type: 'connectivity.online' }
  | { type: 'connectivity.offline' }
  | { type: 'translation.telemetryConsentChanged'; consent: boolean }
  /** PROFILE_LANGUAGE_DEMO: translate these texts in bulk and report the outcome. */
  | { type: 'translation.demoRequested'; texts: readonly string[] }
  | { type: 'translation.demoReset' };

export interface TranslateBatchInput {
  texts: string[];
  targetLang: LanguageCode;
  apiKey: string;
}
export interface TranslateBatchOutput {
  /** One string per text, in request order. */
  translations: string[];
  /** The server has no engine for the language and gave the texts back (X-Translation-Passthrough: 1). */
  passthrough: boolean;
}

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`language: actor "${name}" was not provided`);
  });

const now = () => Date.now();

/**
 * The language flow's named effects, guards, delays and actions (the chart is in language.machine.ts). The
 * actors throw "not provided"; the app supplies them with `languageMachine.provide(...)`.
 */
export const languageSetup = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput | undefined,
  },
  actors: {
    /** POST /api/translations {texts, targetLang, apiKey} → the texts in request order. */
    translateBatch: notProvided<TranslateBatchOutput, TranslateBatchInput>('translateBatch'),
    /** The telemetry queue (its `sendTranslationMetrics` actor is provided by the app). */
    translationTelemetry: translationTelemetryMachine,
  },
  delays: {
    queueDebounce: TRANSLATION_LIMITS.queueDebounceMs,
    rateLimitWindow: TRANSLATION_LIMITS.rateLimitWindowMs,
    rateLimitRetry: TRANSLATION_LIMITS.rateLimitRetryMs,
    batchRetryBackoff: ({ context }) => batchRetryDelayMs(context.retries),
    preloadStart: TRANSLATION_LIMITS.preloadStartMs,
    preloadGap: TRANSLATION_LIMITS.preloadGapMs,
  },
  guards: {
    isDifferentLanguage: ({ context, event }) =>
      event.type === 'language.changed' &&
      normalizeLanguage(event.language).language !== context.currentLanguage,
    hasTextsToQueue: ({ context, event }) =>
      event.type === 'translation.requested' && textsToQueue(context, event.texts).length > 0,
    hasPendingBatch: ({ context }) => context.outbox.length > 0,
    hasNoPendingBatch: ({ context }) => context.outbox.length === 0,
    isOffline: ({ context }) => !context.online,
    hasNoApiKey: ({ context }) => context.apiKey.trim() === '',
    isRateLimited: ({ context }) => isRateLimited(context.callsInWindow),
    hasCallsInWindow: ({ context }) => context.callsInWindow > 0,
    isUsableAnswer: ({ context }, output: TranslateBatchOutput) =>
      isUsableAnswer(context.outbox[0], output?.translations),
    canRetryBatch: ({ context }, error: unknown) => canRetryBatch(error, context.retries),
    isEnabling: ({ event }) => event.type === 'translation.enabledChanged' && event.enabled,
    shouldPreload: ({ context }) =>
      context.translationsEnabled &&
      unsentTexts(context, context.preloadTexts).length > 0 &&
      context.preloadedMark !== preloadMark(context.currentLanguage, context.preloadTexts),
    hasPreloadBatchLeft: ({ context }) =>
      context.preloadBatches.length > 0 && !context.noEngineLanguages.includes(context.currentLanguage),
    /** The preload batch left the outbox: answered, or given up. */
    isPreloadBatchSettled: ({ context }) => !context.outbox.some((batch) => batch.origin === 'preload'),
    isDemoSucceeded: ({ context }) => context.demoOutcome === 'succeeded',
    isDemoFailed: ({ context }) => context.demoOutcome === 'failed',
    hasDemoTexts: ({ context, event }) =>
      event.type === 'translation.demoRequested' && uncachedTexts(context, event.texts).length > 0,
    hasNoEngine: ({ context }) => context.noEngineLanguages.includes(context.currentLanguage),
  },
  actions: {
    /** local storage `preferredLanguage`. Provided by the app. */
    storePreferredLanguage: (_, _params: { language: LanguageCode }) => {},
    /** window "app:languageChanged" with detail {language}. Provided by the app. */
    broadcastLanguageChanged: (_, _params: { language: LanguageCode }) => {},
    /** local storage `translation_telemetry_consent`. Provided by the app. */
    storeTelemetryConsent: (_, _params: { consent: boolean }) => {},

    /** Clears the old language's translations, the queue, the outbox and the counters (§4.11). */
    switchLanguage: assign(({ context, event }) => {
      if (event.type !== 'language.changed') return {};
      const { language, recognised } = normalizeLanguage(event.language);
      if (!recognised) console.warn(`language: unknown language "${event.language}"; using Spanish`);
      return {
        currentLanguage: language,
        translationsCache: clearLanguageFromCache(context.translationsCache, context.currentLanguage),
        queue: [],
        outbox: [],
        retries: 0,
        callsInWindow: 0,
        errorCount: 0,
        preloadedMark: null,
        preloadBatches: [],
        demoOutcome: null,
      };
    }),
    setTranslationsEnabled: assign(({ event }) =>
      event.type === 'translation.enabledChanged'
        ? { translationsEnabled: event.enabled, ...(event.enabled ? {} : { queue: [] }) }
        : {},
    ),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    setTelemetryConsent: assign(({ event }) =>
      event.type === 'translation.telemetryConsentChanged' ? { telemetryConsent: event.consent } : {},
    ),
    /** Tells the telemetry child about a consent change. */
    forwardConsent: sendTo('telemetry', ({ event }) => ({
      type: 'telemetry.consentChanged' as const,
      consent: event.type === 'translation.telemetryConsentChanged' && event.consent,
    })),

    /** The request's metrics (§3) go to the telemetry child (it keeps them only with consent). */
    recordRequestMetrics: sendTo('telemetry', ({ context, event }) => ({
      type: 'telemetry.recorded' as const,
      metrics: event.type === 'translation.requested' ? requestMetrics(context, event.texts, now()) : [],
    })),
    enqueueTexts: assign(({ context, event }) =>
      event.type === 'translation.requested'
        ? { queue: [...context.queue, ...textsToQueue(context, event.texts)] }
        : {},
    ),
    /** The debounce is over: the queue becomes one batch (several past 100 texts, the server's limit). */
    batchQueue: assign(({ context }) => ({
      queue: [],
      outbox: [
        ...context.outbox,
        ...chunk(context.queue, TRANSLATION_API_LIMITS.maxTexts).map((texts) => ({
          texts,
          language: context.currentLanguage,
          origin: 'queue' as const,
        })),
      ],
    })),
    countBatchCall: assign(({ context }) => ({ callsInWindow: context.callsInWindow + 1 })),
    resetRateWindow: assign({ callsInWindow: 0 }),
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),

    /** Caches the answer of the batch being sent (not a passthrough one) and records one metric per text. */
    storeBatchAnswer: assign(({ context }, output: TranslateBatchOutput) => {
      const batch = context.outbox[0];
      if (!batch) return {};
      const { entries } = batchResults(batch, output.translations, output.passthrough, now());
      return {
        translationsCache: addToCache(context.translationsCache, entries),
        noEngineLanguages:
          output.passthrough && !context.noEngineLanguages.includes(batch.language)
            ? [...context.noEngineLanguages, batch.language]
            : context.noEngineLanguages,
      };
    }),
    /** One `translate_batch` metric per text of the answered batch, to the telemetry child. */
    recordBatchMetrics: sendTo('telemetry', ({ context }, output: TranslateBatchOutput) => ({
      type: 'telemetry.recorded' as const,
      metrics: context.outbox[0]
        ? batchResults(context.outbox[0], output.translations, output.passthrough, now()).metrics
        : [],
    })),
    /** Gives the batch being sent up: its texts stay in Spanish; the failure is counted. */
    recordBatchFailure: assign(({ context }) => ({ errorCount: context.errorCount + 1 })),
    /** One `translate_batch_error` metric per text of the failed batch, to the telemetry child. */
    recordErrorMetrics: sendTo('telemetry', ({ context }) => ({
      type: 'telemetry.recorded' as const,
      metrics: context.outbox[0] ? batchErrorMetrics(context.outbox[0], now()) : [],
    })),
    /** A developer log (§8): the error's message, else data.error.message, else the Spanish unknown error. */
    logBatchFailure: (_, error: unknown) => {
      const message = (error as { message?: unknown } | null)?.message;
      console.warn(
        'language: translation failed; the original texts stay:',
        typeof message === 'string' && message !== '' ? message : translationErrorMessage(error),
      );
    },
    /**
     * The demo's batch is the one being sent (before it leaves the outbox): its outcome, for the demo region. A
     * passthrough answer (no engine for the language) is no success.
     */
    recordDemoOutcome: assign(({ context }, params: { ok: boolean; passthrough: boolean }) =>
      context.outbox[0]?.origin === 'demo'
        ? { demoOutcome: params.ok && !params.passthrough ? ('succeeded' as const) : ('failed' as const) }
        : {},
    ),
    dropSentBatch: assign(({ context }) => ({ outbox: context.outbox.slice(1), retries: 0 })),
    logMissingApiKey: () => console.error(`language: ${MISSING_API_KEY_ERROR}`),

    planPreload: assign(({ context }) => ({
      preloadBatches: preloadBatches(unsentTexts(context, context.preloadTexts)),
    })),
    queueNextPreloadBatch: assign(({ context }) => {
      const [next, ...rest] = context.preloadBatches;
      if (!next) return {};
      return {
        preloadBatches: rest,
        outbox: [
          ...context.outbox,
          { texts: next, language: context.currentLanguage, origin: 'preload' as const },
        ],
      };
    }),
    markPreloaded: assign(({ context }) => ({
      preloadedMark: preloadMark(context.currentLanguage, context.preloadTexts),
      preloadBatches: [],
    })),
    stopPreload: assign({ preloadBatches: [] }),
    queueDemoBatch: assign(({ context, event }) =>
      event.type === 'translation.demoRequested'
        ? {
            outbox: [
              ...context.outbox,
              {
                texts: uncachedTexts(context, event.texts),
                language: context.currentLanguage,
                origin: 'demo' as const,
              },
            ],
            demoOutcome: null,
          }
        : {},
    ),
  },
});

export type LanguageSetup = typeof languageSetup;
