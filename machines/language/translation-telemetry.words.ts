import type { FlowWords } from '../flow-words';

/** translationTelemetry: its states and guards in the product's words (docs/flows, /__flows). */
export const translationTelemetryWords: FlowWords = {
  states: {
    idle: 'No metric waiting',
    debouncing: 'Collecting metrics (5 s)',
    flushing: 'Sending the metrics',
    settling: 'Metrics call finished',
  },
  guards: {
    isWithdrawal: 'the telemetry consent is withdrawn',
    isRecordable: 'the consent is given and the metric is valid',
    isBatchFull: '50 metrics are waiting',
    hasQueuedMetrics: 'metrics are still waiting',
  },
  events: {
    'telemetry.consentChanged': 'The telemetry consent changes',
    'telemetry.recorded': 'A translation metric is recorded',
  },
};
