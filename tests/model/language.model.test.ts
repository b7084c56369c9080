import { describe, expect, it } from 'vitest';
import { languageMachine } from '@/machines/language/language.machine';
import { languageModel } from '@/machines/language/language.model';
import { translationTelemetryMachine } from '@/machines/language/translation-telemetry.machine';
import { describeModel } from '@/tests/support/model-replay';
import { resolveDelay } from '@/tools/flow-graph/machine-info';

describeModel(languageModel);

// The replay checks each timer fires at the chart's delay and not 1 ms before; these are the spec's values
// (accounts.md §9 "Translation"), so a chart delay that drifts from the spec fails here.
describe('language: the chart delays are the spec timings', () => {
  it.each([
    ['queueDebounce', 250],
    ['rateLimitWindow', 10_000],
    ['rateLimitRetry', 10_000],
    ['preloadStart', 500],
    ['preloadGap', 50],
  ])('%s is %i ms', (delay, ms) => {
    expect(resolveDelay(languageMachine, delay)).toBe(ms);
  });

  it('the telemetry debounce is 5000 ms', () => {
    expect(resolveDelay(translationTelemetryMachine, 'telemetryDebounce')).toBe(5000);
  });

  it.each([
    [0, 500],
    [1, 1000],
    [2, 2000],
  ])('the retry after %i retries waits %i ms', (retries, ms) => {
    expect(resolveDelay(languageMachine, 'batchRetryBackoff', { context: { retries }, event: {} })).toBe(ms);
  });
});
