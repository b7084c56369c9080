import { onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LanguageInput } from '@/machines/language/language.context';
import { languageMachine } from '@/machines/language/language.machine';
import type { TranslateBatchInput, TranslateBatchOutput } from '@/machines/language/language.setup';
import { translationTelemetryMachine } from '@/machines/language/translation-telemetry.machine';
import type { LanguageCode } from '@/machines/rules/languages';
import { PRELOAD_TEXTS, type TranslationMetric } from '@/machines/rules/translation';

/** An engine that answers "[{lang}] {text}" for every text. */
export const fakeEngine = async (input: TranslateBatchInput): Promise<TranslateBatchOutput> => ({
  translations: input.texts.map((text) => `[${input.targetLang}] ${text}`),
  passthrough: false,
});

/** Every preload string already cached in `language`, so a test sees only its own calls. */
export const preloadedCache = (language: LanguageCode) =>
  Object.fromEntries(PRELOAD_TEXTS.map((text) => [`${text}_${language}`, `[${language}] ${text}`]));

export interface StartOptions {
  input?: LanguageInput;
  translate?: (input: TranslateBatchInput) => Promise<TranslateBatchOutput>;
  sendMetrics?: (input: { metrics: TranslationMetric[] }) => Promise<void>;
}

/** The language flow on a simulated clock, with spies on its injected actors and actions. */
export function startLanguage({
  input,
  translate = fakeEngine,
  sendMetrics = async () => {},
}: StartOptions = {}) {
  const clock = new SimulatedClock();
  const translateBatch = vi.fn(translate);
  const sendTranslationMetrics = vi.fn(sendMetrics);
  const storePreferredLanguage = vi.fn((_: unknown, _params: { language: LanguageCode }) => {});
  const broadcastLanguageChanged = vi.fn((_: unknown, _params: { language: LanguageCode }) => {});
  const storeTelemetryConsent = vi.fn((_: unknown, _params: { consent: boolean }) => {});
  const machine = languageMachine.provide({
    actors: {
      translateBatch: fromPromise(({ input }: { input: TranslateBatchInput }) => translateBatch(input)),
      translationTelemetry: translationTelemetryMachine.provide({
        actors: {
          sendTranslationMetrics: fromPromise(({ input }: { input: { metrics: TranslationMetric[] } }) =>
            sendTranslationMetrics(input),
          ),
        },
      }),
    },
    actions: { storePreferredLanguage, broadcastLanguageChanged, storeTelemetryConsent },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      apiKey: 'test-key',
      online: true,
      restored: { currentLanguage: 'en', translationsCache: preloadedCache('en') },
      ...input,
    },
  }).start();
  // Each test's actor stops when the test ends (timers, the telemetry child), and mocks are restored.
  onTestFinished(() => {
    actor.stop();
    vi.restoreAllMocks();
  });
  /** Advances the simulated clock, then lets settled promises reach the actor. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return {
    actor,
    clock,
    advance,
    translateBatch,
    sendTranslationMetrics,
    storePreferredLanguage,
    broadcastLanguageChanged,
    storeTelemetryConsent,
  };
}

/** Lets resolved actor promises be delivered (real microtasks and one macrotask). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A call that never answers, to hold the flow in `calling`. */
export const never = () => new Promise<TranslateBatchOutput>(() => {});

export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
