import { assign, fromPromise, setup } from 'xstate';
import {
  isTelemetryBatchFull,
  TRANSLATION_API_LIMITS,
  TRANSLATION_LIMITS,
  type TranslationMetric,
} from '../rules/translation';

export interface TranslationTelemetryContext {
  /** `translation_telemetry_consent` is "true": metrics are kept and sent only then. */
  consent: boolean;
  /** Metrics waiting for the next flush. */
  metrics: TranslationMetric[];
  /** Metrics of the flush in progress. */
  sending: TranslationMetric[];
}

export type TranslationTelemetryEvent =
  | { type: 'telemetry.recorded'; metrics: TranslationMetric[] }
  | { type: 'telemetry.consentChanged'; consent: boolean };

/**
 * Translation telemetry (accounts.md §3 "Translation telemetry metric", §4.11 "Telemetry", §7.8, §8, §9): a
 * child of the language flow (invoked with id `telemetry`). Metrics are queued and sent at 50, or after a
 * 5000 ms debounce, only with consent; a refused call ("HTTP error {status}") is logged only.
 */
export const translationTelemetryMachine = setup({
  types: {
    context: {} as TranslationTelemetryContext,
    events: {} as TranslationTelemetryEvent,
    input: {} as { consent: boolean } | undefined,
  },
  actors: {
    /** POST /api/translation-metrics {metrics} → 204. */
    sendTranslationMetrics: fromPromise<void, { metrics: TranslationMetric[] }>(async () => {
      throw new Error('translationTelemetry: actor "sendTranslationMetrics" was not provided');
    }),
  },
  delays: { telemetryDebounce: TRANSLATION_LIMITS.telemetryDebounceMs },
  guards: {
    /** Consent given and something to record: an empty `telemetry.recorded` (a request with no metric) changes nothing. */
    isRecordable: ({ context, event }) =>
      context.consent && event.type === 'telemetry.recorded' && event.metrics.length > 0,
    isBatchFull: ({ context }) => isTelemetryBatchFull(context.metrics.length),
    hasQueuedMetrics: ({ context }) => context.metrics.length > 0,
    isWithdrawal: ({ event }) => event.type === 'telemetry.consentChanged' && !event.consent,
  },
  actions: {
    queueMetrics: assign(({ context, event }) =>
      event.type === 'telemetry.recorded' ? { metrics: [...context.metrics, ...event.metrics] } : {},
    ),
    setConsent: assign(({ event }) =>
      event.type === 'telemetry.consentChanged' ? { consent: event.consent } : {},
    ),
    dropMetrics: assign({ metrics: [] }),
    takeMetrics: assign(({ context }) => ({
      sending: context.metrics.slice(0, TRANSLATION_API_LIMITS.maxMetrics),
      metrics: context.metrics.slice(TRANSLATION_API_LIMITS.maxMetrics),
    })),
    clearSent: assign({ sending: [] }),
    logFailure: (_, error: unknown) =>
      console.warn('translation telemetry not sent:', error instanceof Error ? error.message : error),
  },
}).createMachine({
  id: 'translationTelemetry',
  context: ({ input }) => ({ consent: input?.consent === true, metrics: [], sending: [] }),
  initial: 'idle',
  on: {
    'telemetry.consentChanged': [
      { guard: 'isWithdrawal', target: '.idle', actions: ['setConsent', 'dropMetrics'] },
      { actions: 'setConsent' },
    ],
  },
  states: {
    idle: {
      description: 'No metric waits.',
      on: {
        'telemetry.recorded': { guard: 'isRecordable', target: 'debouncing', actions: 'queueMetrics' },
      },
    },
    debouncing: {
      description: 'Metrics wait; each new one restarts the 5000 ms debounce; 50 are sent at once.',
      always: { guard: 'isBatchFull', target: 'flushing' },
      on: {
        'telemetry.recorded': {
          guard: 'isRecordable',
          target: 'debouncing',
          reenter: true,
          actions: 'queueMetrics',
        },
      },
      after: { telemetryDebounce: 'flushing' },
    },
    flushing: {
      description: 'POST /api/translation-metrics with the queued metrics.',
      entry: 'takeMetrics',
      exit: 'clearSent',
      on: { 'telemetry.recorded': { guard: 'isRecordable', actions: 'queueMetrics' } },
      invoke: {
        id: 'sendTranslationMetrics',
        src: 'sendTranslationMetrics',
        input: ({ context }) => ({ metrics: context.sending }),
        onDone: 'settling',
        onError: {
          target: 'settling',
          actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    settling: {
      always: [
        { guard: 'isBatchFull', target: 'flushing' },
        { guard: 'hasQueuedMetrics', target: 'debouncing' },
        'idle',
      ],
    },
  },
});
