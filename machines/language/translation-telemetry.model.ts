import type { FlowModel, StepCondition } from '../flow-model';
import { translationTelemetryMachine } from './translation-telemetry.machine';

const metric = (i: number) => ({
  textHash: (5381 + i).toString(16),
  textLength: 7,
  language: 'en',
  cacheHit: false,
  isError: false,
  wasTokenized: false,
  tokensPreserved: true,
  source: 'translate_batch',
  timestamp: 1_790_000_000_000,
});

/** The demo screen's switch shows the consent: a person withdraws it only while given, and gives it only while withdrawn. */
const consentGiven: StepCondition = {
  text: 'the telemetry consent is given',
  holds: ({ keyContext }) => keyContext.consent === true,
};
const consentWithdrawn: StepCondition = {
  text: 'the telemetry consent is withdrawn',
  holds: ({ keyContext }) => keyContext.consent === false,
};

export const translationTelemetryModel: FlowModel = {
  id: 'translationTelemetry',
  title: 'Translation telemetry',
  summary:
    'The language flow reports one metric per text; with consent they are queued and sent to POST /api/translation-metrics at 50 or 5000 ms after the last one; a refused call is only logged; withdrawing consent drops the queue (accounts.md §3, §4.11 "Telemetry", §7.8, §8, §9).',
  machine: translationTelemetryMachine,
  input: { consent: true },
  start:
    'With telemetry consent given (\'translation_telemetry_consent\' is "true"), open the app in English',
  steps: [
    {
      event: { type: 'telemetry.recorded', metrics: [metric(1), metric(2)] },
      step: 'Two content texts are translated (two metrics)',
    },
    {
      event: { type: 'telemetry.recorded', metrics: Array.from({ length: 50 }, (_, i) => metric(i)) },
      step: 'Fifty content texts are translated at once (50 metrics)',
    },
    {
      event: { type: 'xstate.after.telemetryDebounce.translationTelemetry.debouncing' },
      step: 'Wait 5 s after the last translation',
    },
    {
      event: { type: 'xstate.done.actor.sendTranslationMetrics' },
      step: 'The server stores the metrics (204)',
      producedBy: 'with the telemetry consent given, the demo server stores the metrics by itself (204)',
    },
    {
      event: { type: 'xstate.error.actor.sendTranslationMetrics', error: new Error('HTTP error 500') },
      step: "The server refuses the metrics (console: 'HTTP error 500')",
      producedBy:
        "in Chrome DevTools → ⋮ → More tools → Network request blocking, add the pattern */api/translation-metrics before the 5 s pass: the send fails the same way (the console shows the blocked request instead of 'HTTP error 500'; the demo server itself never refuses the app's metrics)",
    },
    {
      event: { type: 'telemetry.consentChanged', consent: false },
      step: 'Withdraw the telemetry consent',
      when: consentGiven,
    },
    {
      event: { type: 'telemetry.consentChanged', consent: true },
      step: 'Give the telemetry consent',
      when: consentWithdrawn,
    },
  ],
  expectations: {
    idle: 'no metric waits; nothing is sent',
    debouncing: 'metrics wait (nothing sent yet)',
    flushing: 'POST /api/translation-metrics {metrics} is running',
    settling: 'the metrics call ended',
  },
  keyContext: (s) => ({
    consent: s.context.consent,
    queued: s.context.metrics.length,
    sending: s.context.sending.length,
  }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.consent,
      Math.min(s.context.metrics.length, 51),
      s.context.sending.length > 0,
    ]),
};
