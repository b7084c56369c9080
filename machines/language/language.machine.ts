import { initialContext, preparedTexts } from './language.context';
import { languageSetup } from './language.setup';

/**
 * The language flow (system id `language`; accounts.md §3 "Language state", §4.11, §5.4, §7.8, §8, §9): the
 * current language and machine translation of content. Parallel regions:
 * - `queue`: requested texts wait out a 250 ms debounce, then become one batch in the outbox;
 * - `sender`: sends the outbox one batch at a time (offline: waits; 50 calls per 10 s window, else waits
 *   10 s; retries 429/5xx/network failures after 500, 1000, 2000 ms, then keeps the Spanish texts);
 * - `rateWindow`: the 10000 ms window that counts batch calls;
 * - `preload`: 500 ms after start (and after a language change) the common interface strings, in batches of
 *   20, 50 ms apart, once per language;
 * - `demo`: the bulk translation of PROFILE_LANGUAGE_DEMO.
 * Online/offline (the browser's events) is a flag in context; telemetry is the invoked child
 * `translationTelemetry` (metrics flushed at 50 or after a 5000 ms debounce, only with consent).
 */
export const languageMachine = languageSetup.createMachine({
  id: 'language',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  invoke: {
    id: 'telemetry',
    systemId: 'translationTelemetry',
    src: 'translationTelemetry',
    input: ({ context }) => ({ consent: context.telemetryConsent }),
  },
  on: {
    // The browser's online/offline events; `sender.waitingForConnection` also resumes on `online`.
    'connectivity.online': { actions: 'markOnline' },
    'connectivity.offline': { actions: 'markOffline' },
    'translation.telemetryConsentChanged': {
      actions: [
        'setTelemetryConsent',
        'forwardConsent',
        { type: 'storeTelemetryConsent', params: ({ event }) => ({ consent: event.consent }) },
      ],
    },
    // A language change starts every region over (the queue, the outbox and the counters were cleared by
    // switchLanguage): the call of the old language is dropped, the window closes, the preload waits again.
    'language.changed': {
      guard: 'isDifferentLanguage',
      target: ['.queue', '.sender', '.rateWindow', '.preload', '.demo'],
      actions: [
        'switchLanguage',
        { type: 'storePreferredLanguage', params: ({ context }) => ({ language: context.currentLanguage }) },
        {
          type: 'broadcastLanguageChanged',
          params: ({ context }) => ({ language: context.currentLanguage }),
        },
      ],
    },
  },
  states: {
    queue: {
      initial: 'idle',
      on: {
        'translation.requested': { actions: ['recordRequestMetrics'] },
      },
      states: {
        idle: {
          description: 'No text waits to be batched.',
          on: {
            'translation.requested': {
              guard: 'hasTextsToQueue',
              target: 'debouncing',
              actions: ['recordRequestMetrics', 'enqueueTexts'],
            },
          },
        },
        debouncing: {
          description: 'Texts were requested; each new request restarts the 250 ms debounce.',
          on: {
            'translation.requested': {
              guard: 'hasTextsToQueue',
              target: 'debouncing',
              reenter: true,
              actions: ['recordRequestMetrics', 'enqueueTexts'],
            },
          },
          after: { queueDebounce: { target: 'idle', actions: 'batchQueue' } },
        },
      },
    },
    sender: {
      initial: 'idle',
      states: {
        idle: {
          description: 'The outbox is empty.',
          always: { guard: 'hasPendingBatch', target: 'picking' },
        },
        picking: {
          description: 'The next batch: sent now, or held (offline, no key, rate limit).',
          always: [
            { guard: 'hasNoPendingBatch', target: 'idle' },
            { guard: 'isOffline', target: 'waitingForConnection' },
            {
              guard: 'hasNoApiKey',
              target: 'idle',
              actions: [
                'logMissingApiKey',
                { type: 'recordDemoOutcome', params: { ok: false, passthrough: false } },
                'dropSentBatch',
              ],
            },
            { guard: 'isRateLimited', target: 'rateLimited' },
            { target: 'calling' },
          ],
        },
        calling: {
          description: 'POST /api/translations with the first batch, protected tokens as placeholders.',
          entry: 'countBatchCall',
          invoke: {
            id: 'translateBatch',
            src: 'translateBatch',
            input: ({ context }) => ({
              texts: context.outbox[0] ? preparedTexts(context.outbox[0]) : [],
              targetLang: context.outbox[0]?.language ?? context.currentLanguage,
              apiKey: context.apiKey,
            }),
            onDone: [
              {
                guard: { type: 'isUsableAnswer', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'storeBatchAnswer', params: ({ event }) => event.output },
                  { type: 'recordBatchMetrics', params: ({ event }) => event.output },
                  {
                    type: 'recordDemoOutcome',
                    params: ({ event }) => ({ ok: true, passthrough: event.output.passthrough }),
                  },
                  'dropSentBatch',
                ],
              },
              {
                target: 'idle',
                actions: [
                  'recordBatchFailure',
                  'recordErrorMetrics',
                  { type: 'logBatchFailure', params: new Error('translation: unusable answer') },
                  { type: 'recordDemoOutcome', params: { ok: false, passthrough: false } },
                  'dropSentBatch',
                ],
              },
            ],
            onError: [
              {
                guard: {
                  type: 'canRetryBatch',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: 'backingOff',
              },
              {
                target: 'idle',
                actions: [
                  'recordBatchFailure',
                  'recordErrorMetrics',
                  {
                    type: 'logBatchFailure',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                  { type: 'recordDemoOutcome', params: { ok: false, passthrough: false } },
                  'dropSentBatch',
                ],
              },
            ],
          },
        },
        backingOff: {
          description: 'A retryable failure: the call is retried after 500 ms × 2^attempt.',
          after: { batchRetryBackoff: { target: 'picking', actions: 'countRetry' } },
        },
        rateLimited: {
          description: '50 batch calls were made in this 10 s window: the call is retried after 10 s.',
          after: { rateLimitRetry: 'picking' },
        },
        waitingForConnection: {
          description: 'Offline: only cached translations show; the batches go out when back online.',
          on: { 'connectivity.online': { target: 'picking', actions: 'markOnline' } },
        },
      },
    },
    rateWindow: {
      initial: 'closed',
      states: {
        closed: {
          description: 'No batch call counted yet.',
          always: { guard: 'hasCallsInWindow', target: 'open' },
        },
        open: {
          description: 'Counting batch calls for 10000 ms from the first one.',
          after: { rateLimitWindow: { target: 'closed', actions: 'resetRateWindow' } },
        },
      },
    },
    preload: {
      initial: 'scheduled',
      on: {
        'translation.enabledChanged': [
          { guard: 'isEnabling', target: '.scheduled', actions: 'setTranslationsEnabled' },
          { target: '.off', actions: ['setTranslationsEnabled', 'stopPreload'] },
        ],
      },
      states: {
        scheduled: {
          description: 'Preload starts 500 ms after load or after a language change.',
          after: {
            preloadStart: [
              { guard: 'shouldPreload', target: 'next', actions: 'planPreload' },
              { target: 'off' },
            ],
          },
        },
        next: {
          always: [
            { guard: 'hasPreloadBatchLeft', target: 'loading', actions: 'queueNextPreloadBatch' },
            { target: 'done', actions: 'markPreloaded' },
          ],
        },
        loading: {
          description:
            'A batch of up to 20 common strings is in the outbox; answered or given up, it leaves.',
          always: { guard: 'isPreloadBatchSettled', target: 'pausing' },
        },
        pausing: {
          description: 'The next batch goes 50 ms after the previous one was answered.',
          after: { preloadGap: 'next' },
        },
        done: { description: 'This language and string set were preloaded.' },
        off: { description: 'Nothing to preload: Spanish, translations off, or all cached.' },
      },
    },
    demo: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'translation.demoRequested': [
              { guard: 'hasDemoTexts', target: 'translating', actions: 'queueDemoBatch' },
              { guard: 'hasNoEngine', target: 'failed' },
              { target: 'succeeded' },
            ],
          },
        },
        translating: {
          description: 'The demo batch is in the outbox; a reset waits for its outcome.',
          always: [
            { guard: 'isDemoSucceeded', target: 'succeeded' },
            { guard: 'isDemoFailed', target: 'failed' },
          ],
        },
        succeeded: { on: { 'translation.demoReset': 'idle' } },
        failed: { on: { 'translation.demoReset': 'idle' } },
      },
    },
  },
});
