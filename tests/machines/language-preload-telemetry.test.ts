import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { translationTelemetryMachine } from '@/machines/language/translation-telemetry.machine';
import { PRELOAD_TEXTS, type TranslationMetric } from '@/machines/rules/translation';
import { httpError, preloadedCache, startLanguage } from '@/tests/support/language-flow';

// The spec's constants (accounts.md §9 "Translation"), written here, not read from the chart.
const DEBOUNCE_MS = 250;
const PRELOAD_START_MS = 500;
const PRELOAD_GAP_MS = 50;
const PRELOAD_BATCH = 20;
const TELEMETRY_DEBOUNCE_MS = 5000;
const TELEMETRY_FLUSH_AT = 50;

const sentTexts = (spy: ReturnType<typeof startLanguage>['translateBatch']) =>
  spy.mock.calls.map(([input]) => input.texts);

describe('when the app starts in a language other than Spanish', () => {
  it('preloads the common strings in batches of 20, from 500 ms, 50 ms apart', async () => {
    expect(PRELOAD_TEXTS.length).toBeGreaterThanOrEqual(25);
    expect(PRELOAD_TEXTS).toEqual(
      expect.arrayContaining(['Inicio', 'Menú', 'Perfil', 'Cerrar sesión', 'Guardar']),
    );
    const { advance, translateBatch } = startLanguage({ input: { restored: { currentLanguage: 'en' } } });
    await advance(PRELOAD_START_MS - 1);
    expect(translateBatch).not.toHaveBeenCalled();
    await advance(1);
    expect(sentTexts(translateBatch)).toEqual([PRELOAD_TEXTS.slice(0, PRELOAD_BATCH)]);
    await advance(PRELOAD_GAP_MS - 1);
    expect(translateBatch).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(sentTexts(translateBatch)).toEqual([
      PRELOAD_TEXTS.slice(0, PRELOAD_BATCH),
      PRELOAD_TEXTS.slice(PRELOAD_BATCH),
    ]);
    await advance(60_000);
    expect(translateBatch).toHaveBeenCalledTimes(2);
  });

  it('runs once per language, and again after a language change', async () => {
    const { actor, advance, translateBatch } = startLanguage({
      input: { restored: { currentLanguage: 'en' } },
    });
    await advance(PRELOAD_START_MS);
    await advance(PRELOAD_GAP_MS);
    expect(translateBatch).toHaveBeenCalledTimes(2);
    actor.send({ type: 'translation.enabledChanged', enabled: false });
    actor.send({ type: 'translation.enabledChanged', enabled: true });
    await advance(PRELOAD_START_MS + PRELOAD_GAP_MS);
    expect(translateBatch).toHaveBeenCalledTimes(2);
    actor.send({ type: 'language.changed', language: 'fr' });
    await advance(PRELOAD_START_MS);
    expect(translateBatch.mock.calls[2][0]).toMatchObject({
      texts: PRELOAD_TEXTS.slice(0, PRELOAD_BATCH),
      targetLang: 'fr',
    });
  });

  it('does not preload in Spanish or with translations disabled; enabling them preloads', async () => {
    const es = startLanguage({ input: { restored: { currentLanguage: 'es' } } });
    await es.advance(10_000);
    expect(es.translateBatch).not.toHaveBeenCalled();
    es.actor.stop();
    const off = startLanguage({ input: { restored: { currentLanguage: 'it', translationsEnabled: false } } });
    await off.advance(10_000);
    expect(off.translateBatch).not.toHaveBeenCalled();
    off.actor.send({ type: 'translation.enabledChanged', enabled: true });
    await off.advance(PRELOAD_START_MS);
    expect(off.translateBatch).toHaveBeenCalledTimes(1);
  });

  it('stops after a passthrough answer (no engine for the language)', async () => {
    const { advance, translateBatch } = startLanguage({
      input: { restored: { currentLanguage: 'zh' } },
      translate: async (input) => ({ translations: input.texts, passthrough: true }),
    });
    await advance(PRELOAD_START_MS);
    await advance(10_000);
    expect(translateBatch).toHaveBeenCalledTimes(1);
  });
});

describe('when the diner consented to telemetry', () => {
  const withConsent = (options: Parameters<typeof startLanguage>[0] = {}) =>
    startLanguage({ ...options, input: { telemetryConsent: true, ...options.input } });
  const sentMetrics = (
    spy: ReturnType<typeof startLanguage>['sendTranslationMetrics'],
  ): TranslationMetric[] => spy.mock.calls.flatMap(([input]) => input.metrics);

  it('sends one metric per translated text 5000 ms after the last one', async () => {
    const { actor, advance, sendTranslationMetrics } = withConsent();
    actor.send({ type: 'translation.requested', texts: ['Postres', 'Bebidas'] });
    await advance(DEBOUNCE_MS);
    await advance(TELEMETRY_DEBOUNCE_MS - 1);
    expect(sendTranslationMetrics).not.toHaveBeenCalled();
    await advance(1);
    expect(sendTranslationMetrics).toHaveBeenCalledTimes(1);
    expect(sentMetrics(sendTranslationMetrics)).toEqual([
      {
        textHash: expect.stringMatching(/^[0-9a-f]+$/),
        textLength: 7,
        language: 'en',
        cacheHit: false,
        isError: false,
        wasTokenized: false,
        tokensPreserved: true,
        source: 'translate_batch',
        timestamp: expect.any(Number),
      },
      expect.objectContaining({ textLength: 7, source: 'translate_batch' }),
    ]);
  });

  it('flushes at once when 50 metrics are queued', async () => {
    const { actor, advance, sendTranslationMetrics } = withConsent();
    const texts = Array.from({ length: TELEMETRY_FLUSH_AT }, (_, i) => `Plato ${i}`);
    actor.send({ type: 'translation.requested', texts: texts.slice(0, TELEMETRY_FLUSH_AT - 1) });
    await advance(DEBOUNCE_MS);
    expect(sendTranslationMetrics).not.toHaveBeenCalled();
    actor.send({ type: 'translation.requested', texts: texts.slice(TELEMETRY_FLUSH_AT - 1) });
    await advance(DEBOUNCE_MS);
    expect(sendTranslationMetrics).toHaveBeenCalledTimes(1);
    expect(sentMetrics(sendTranslationMetrics)).toHaveLength(TELEMETRY_FLUSH_AT);
  });

  it('names the source: full cache, offline and error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance, sendTranslationMetrics } = withConsent({
      input: {
        restored: { currentLanguage: 'en', translationsCache: { ...preloadedCache('en'), Hola_en: 'Hello' } },
      },
      translate: async () => Promise.reject(httpError(400)),
    });
    actor.send({ type: 'translation.requested', texts: ['Hola'] });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    actor.send({ type: 'connectivity.offline' });
    actor.send({ type: 'translation.requested', texts: ['Hola'] });
    await advance(TELEMETRY_DEBOUNCE_MS);
    expect(sentMetrics(sendTranslationMetrics).map((m) => [m.source, m.cacheHit, m.isError])).toEqual([
      ['translate_batch_full_cache', true, false],
      ['translate_batch_error', false, true],
      ['translate_offline', true, false],
    ]);
  });

  it('only logs "HTTP error {status}" when the server refuses the metrics', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance } = withConsent({
      sendMetrics: async () => Promise.reject(new Error('HTTP error 500')),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    await advance(TELEMETRY_DEBOUNCE_MS);
    expect(warn.mock.calls.flat().join(' ')).toContain('HTTP error 500');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('drops the queued metrics when consent is withdrawn', async () => {
    const { actor, advance, sendTranslationMetrics, storeTelemetryConsent } = withConsent();
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    actor.send({ type: 'translation.telemetryConsentChanged', consent: false });
    expect(storeTelemetryConsent).toHaveBeenCalledWith(expect.anything(), { consent: false });
    await advance(TELEMETRY_DEBOUNCE_MS * 2);
    expect(sendTranslationMetrics).not.toHaveBeenCalled();
  });
});

describe('without telemetry consent', () => {
  it('never sends metrics', async () => {
    const { actor, advance, sendTranslationMetrics } = startLanguage({ input: { telemetryConsent: false } });
    const texts = Array.from({ length: TELEMETRY_FLUSH_AT + 10 }, (_, i) => `Plato ${i}`);
    actor.send({ type: 'translation.requested', texts });
    await advance(DEBOUNCE_MS);
    await advance(TELEMETRY_DEBOUNCE_MS * 3);
    expect(sendTranslationMetrics).not.toHaveBeenCalled();
  });
});

describe('the telemetry flow alone', () => {
  it('an empty recording (a request with no metric) starts no debounce and sends no empty POST', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => {});
    const actor = createActor(
      translationTelemetryMachine.provide({ actors: { sendTranslationMetrics: fromPromise(send) } }),
      { input: { consent: true } },
    ).start();
    actor.send({ type: 'telemetry.recorded', metrics: [] });
    expect(actor.getSnapshot().value).toBe('idle');
    await vi.advanceTimersByTimeAsync(TELEMETRY_DEBOUNCE_MS * 2);
    expect(send).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
