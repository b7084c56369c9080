import { describe, expect, it, vi } from 'vitest';
import {
  selectDemoStatus,
  selectHasContentTranslation,
  selectIsOnline,
  selectLanguage,
  selectLocale,
  selectPersistedLanguage,
  selectPointsUnit,
  selectTranslated,
  selectTranslationErrorCount,
} from '@/machines/language/language.selectors';
import { expectState } from '@/tests/support/expect-state';
import { httpError, never, preloadedCache, startLanguage } from '@/tests/support/language-flow';

// The spec's constants (accounts.md §9 "Translation"), written here, not read from the chart.
const DEBOUNCE_MS = 250;
const RATE_LIMIT_CALLS = 50;
const RATE_LIMIT_RETRY_MS = 10_000;

describe('when the flow starts', () => {
  it('uses the saved language over preferredLanguage', () => {
    const { actor } = startLanguage({
      input: { restored: { currentLanguage: 'pt' }, preferredLanguage: 'fr' },
    });
    expect(selectLanguage(actor.getSnapshot())).toBe('pt');
    expect(selectLocale(actor.getSnapshot())).toBe('pt-BR');
  });

  it('uses preferredLanguage without a saved slice, and Spanish without either', () => {
    const a = startLanguage({ input: { restored: null, preferredLanguage: 'de' } });
    expect(selectLanguage(a.actor.getSnapshot())).toBe('de');
    expect(selectPointsUnit(a.actor.getSnapshot())).toBe('PKT');
    a.actor.stop();
    const b = startLanguage({ input: { restored: null } });
    expect(selectLanguage(b.actor.getSnapshot())).toBe('es');
    expect(selectLocale(b.actor.getSnapshot())).toBe('es-AR');
    expect(selectPointsUnit(b.actor.getSnapshot())).toBe('PTS');
  });

  it('falls back to Spanish with a warning for an unknown code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = startLanguage({ input: { restored: { currentLanguage: 'klingon' } } });
    expect(selectLanguage(actor.getSnapshot())).toBe('es');
    expect(warn).toHaveBeenCalled();
  });

  it('restores the cache, so a reload shows translations without a call', async () => {
    const { actor, advance, translateBatch } = startLanguage({
      input: {
        restored: { currentLanguage: 'en', translationsCache: { ...preloadedCache('en'), Hola_en: 'Hello' } },
      },
    });
    actor.send({ type: 'translation.requested', texts: ['Hola'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch).not.toHaveBeenCalled();
    expect(selectTranslated('Hola')(actor.getSnapshot())).toBe('Hello');
  });
});

describe('when texts are requested', () => {
  it('sends nothing at 249 ms and the batch at 250 ms', async () => {
    const { actor, advance, translateBatch } = startLanguage();
    actor.send({ type: 'translation.requested', texts: ['Hamburguesa completa', 'Papas fritas'] });
    await advance(DEBOUNCE_MS - 1);
    expect(translateBatch).not.toHaveBeenCalled();
    await advance(1);
    expect(translateBatch).toHaveBeenCalledExactlyOnceWith({
      texts: ['Hamburguesa completa', 'Papas fritas'],
      targetLang: 'en',
      apiKey: 'test-key',
    });
    expect(selectTranslated('Papas fritas')(actor.getSnapshot())).toBe('[en] Papas fritas');
    expect(selectPersistedLanguage(actor.getSnapshot()).translationsCache['Papas fritas_en']).toBe(
      '[en] Papas fritas',
    );
  });

  it('restarts the debounce on each request and does not queue a text twice', async () => {
    const { actor, advance, translateBatch } = startLanguage();
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(200);
    actor.send({ type: 'translation.requested', texts: ['Postres', 'Bebidas'] });
    await advance(DEBOUNCE_MS - 1);
    expect(translateBatch).not.toHaveBeenCalled();
    await advance(1);
    expect(translateBatch.mock.calls.map(([input]) => input.texts)).toEqual([['Postres', 'Bebidas']]);
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the language is Spanish', { restored: { currentLanguage: 'es' } }, ['Postres']],
    [
      'translations are disabled',
      { restored: { currentLanguage: 'en', translationsEnabled: false } },
      ['Postres'],
    ],
    ['the texts are empty, blank or not strings', {}, ['', '   ', 42 as unknown as string]],
  ])('skips the texts when %s', async (_, input, texts) => {
    const { actor, advance, translateBatch } = startLanguage({ input: input as never });
    actor.send({ type: 'translation.requested', texts });
    await advance(DEBOUNCE_MS * 4);
    expect(translateBatch).not.toHaveBeenCalled();
    expect(selectTranslated('Postres')(actor.getSnapshot())).toBeUndefined();
  });

  it('keeps a call going while new texts are requested, and sends them after it', async () => {
    const answers: Array<() => void> = [];
    const { actor, advance, translateBatch } = startLanguage({
      translate: (input) =>
        new Promise((resolve) => {
          answers.push(() =>
            resolve({ translations: input.texts.map((t) => `[en] ${t}`), passthrough: false }),
          );
        }),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    actor.send({ type: 'translation.requested', texts: ['Bebidas'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch).toHaveBeenCalledTimes(1);
    answers[0]();
    await advance(0);
    expect(selectTranslated('Postres')(actor.getSnapshot())).toBe('[en] Postres');
    expect(translateBatch.mock.calls.map(([input]) => input.texts)).toEqual([['Postres'], ['Bebidas']]);
  });

  it('protects tokens and restores them when the engine changes their case and spacing', async () => {
    const { actor, advance, translateBatch } = startLanguage({
      translate: async () => ({ translations: ['Order __ nt0_0 __ is ready'], passthrough: false }),
    });
    actor.send({ type: 'translation.requested', texts: ['El pedido 1234 está listo'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch.mock.calls[0][0].texts).toEqual(['El pedido __NT0_0__ está listo']);
    expect(selectTranslated('El pedido 1234 está listo')(actor.getSnapshot())).toBe('Order 1234 is ready');
  });

  it('keeps the original text when the engine dropped a placeholder', async () => {
    const { actor, advance } = startLanguage({
      translate: async () => ({ translations: ['The order is ready'], passthrough: false }),
    });
    actor.send({ type: 'translation.requested', texts: ['El pedido 1234 está listo'] });
    await advance(DEBOUNCE_MS);
    expect(selectTranslated('El pedido 1234 está listo')(actor.getSnapshot())).toBe(
      'El pedido 1234 está listo',
    );
  });

  it('treats an answer of the wrong length as a failure and keeps the Spanish texts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance } = startLanguage({
      translate: async () => ({ translations: ['Only one'], passthrough: false }),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres', 'Bebidas'] });
    await advance(DEBOUNCE_MS);
    expect(selectTranslated('Postres')(actor.getSnapshot())).toBeUndefined();
    expect(selectTranslationErrorCount(actor.getSnapshot())).toBe(1);
  });

  it('caches nothing for a passthrough answer and stops asking in that language', async () => {
    const { actor, advance, translateBatch } = startLanguage({
      input: { restored: { currentLanguage: 'de', translationsCache: preloadedCache('de') } },
      translate: async (input) => ({ translations: input.texts, passthrough: true }),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    expect(selectTranslated('Postres')(actor.getSnapshot())).toBeUndefined();
    expect(selectHasContentTranslation(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'translation.requested', texts: ['Bebidas'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch).toHaveBeenCalledTimes(1);
  });

  it('makes no call without an API key, logs the Spanish error and keeps the text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, advance, translateBatch } = startLanguage({ input: { apiKey: '' } });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0][0])).toContain(
      'Se requiere una clave de API para usar el servicio de traducción',
    );
    expect(selectTranslated('Postres')(actor.getSnapshot())).toBeUndefined();
  });
});

describe('when the rate limit is reached', () => {
  it('holds the 51st call of a 10000 ms window for 10 s', async () => {
    const { actor, advance, translateBatch } = startLanguage({
      input: { restored: { currentLanguage: 'en' }, preloadTexts: [] },
    });
    // 5100 texts: 51 batches of 100 (the server's limit per call), sent back to back.
    const texts = Array.from({ length: 5100 }, (_, i) => `Plato número ${i}`);
    actor.send({ type: 'translation.requested', texts });
    await advance(DEBOUNCE_MS);
    for (let i = 0; i < 60; i++) await advance(0);
    expect(translateBatch).toHaveBeenCalledTimes(RATE_LIMIT_CALLS);
    expectState(actor, 'sender.rateLimited');
    await advance(RATE_LIMIT_RETRY_MS - 1);
    expect(translateBatch).toHaveBeenCalledTimes(RATE_LIMIT_CALLS);
    await advance(1);
    expect(translateBatch).toHaveBeenCalledTimes(RATE_LIMIT_CALLS + 1);
  });
});

describe('when a batch fails', () => {
  it('retries 429/5xx after 500, 1000 and 2000 ms, then keeps the originals and counts an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance, translateBatch } = startLanguage({
      translate: async () => Promise.reject(httpError(503)),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [
      [500, 2],
      [1000, 3],
      [2000, 4],
    ]) {
      await advance(wait - 1);
      expect(translateBatch).toHaveBeenCalledTimes(calls - 1);
      await advance(1);
      expect(translateBatch).toHaveBeenCalledTimes(calls);
    }
    await advance(60_000);
    expect(translateBatch).toHaveBeenCalledTimes(4);
    expect(selectTranslated('Postres')(actor.getSnapshot())).toBeUndefined();
    expect(selectTranslationErrorCount(actor.getSnapshot())).toBe(1);
    expectState(actor, 'sender.idle');
  });

  it.each([
    ['HTTP 429', httpError(429)],
    ['a network error', new TypeError('Failed to fetch')],
    ['a message containing "network"', new Error('The network is down')],
  ])('retries %s', async (_, error) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance, translateBatch } = startLanguage({
      translate: async () => Promise.reject(error),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    await advance(500);
    expect(translateBatch).toHaveBeenCalledTimes(2);
  });

  it('returns the originals at once for any other failure (HTTP 400)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance, translateBatch } = startLanguage({
      translate: async () => Promise.reject(httpError(400)),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS + 10_000);
    expect(translateBatch).toHaveBeenCalledTimes(1);
    expect(selectTranslationErrorCount(actor.getSnapshot())).toBe(1);
  });
});

describe('when offline', () => {
  it('uses only cached translations, sends nothing, and sends the waiting texts when back online', async () => {
    const { actor, advance, translateBatch } = startLanguage({
      input: {
        online: false,
        restored: { currentLanguage: 'en', translationsCache: { ...preloadedCache('en'), Hola_en: 'Hello' } },
      },
    });
    expect(selectIsOnline(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'translation.requested', texts: ['Hola', 'Postres'] });
    await advance(60_000);
    expect(translateBatch).not.toHaveBeenCalled();
    expect(selectTranslated('Hola')(actor.getSnapshot())).toBe('Hello');
    expectState(actor, 'sender.waitingForConnection');
    actor.send({ type: 'connectivity.online' });
    await advance(0);
    expect(translateBatch.mock.calls.map(([input]) => input.texts)).toEqual([['Postres']]);
  });

  it('follows the browser events', () => {
    const { actor } = startLanguage();
    actor.send({ type: 'connectivity.offline' });
    expect(selectIsOnline(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'connectivity.online' });
    expect(selectIsOnline(actor.getSnapshot())).toBe(true);
  });
});

describe('when the language changes', () => {
  it('drops the queue, clears the old cache, stores and broadcasts the language, and re-requests in it', async () => {
    const flow = startLanguage({
      input: { restored: { currentLanguage: 'en', translationsCache: { Hola_en: 'Hello' } } },
    });
    const { actor, advance, translateBatch } = flow;
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(100);
    actor.send({ type: 'language.changed', language: 'fr' });
    expect(flow.storePreferredLanguage).toHaveBeenCalledWith(expect.anything(), { language: 'fr' });
    expect(flow.broadcastLanguageChanged).toHaveBeenCalledWith(expect.anything(), { language: 'fr' });
    expect(selectPersistedLanguage(actor.getSnapshot()).translationsCache).toEqual({});
    await advance(DEBOUNCE_MS);
    expect(translateBatch.mock.calls.filter(([input]) => input.texts.includes('Postres'))).toEqual([]);
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    expect(translateBatch.mock.calls.at(-1)?.[0]).toMatchObject({ texts: ['Postres'], targetLang: 'fr' });
  });

  it('ignores an answer to a call made in the old language', async () => {
    let answer: (value: { translations: string[]; passthrough: boolean }) => void = () => {};
    const { actor, advance } = startLanguage({
      translate: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    actor.send({ type: 'translation.requested', texts: ['Postres'] });
    await advance(DEBOUNCE_MS);
    actor.send({ type: 'language.changed', language: 'it' });
    answer({ translations: ['Desserts'], passthrough: false });
    await advance(0);
    expect(selectPersistedLanguage(actor.getSnapshot()).translationsCache).toEqual({});
  });

  it('does nothing when the language is the same', () => {
    const flow = startLanguage();
    flow.actor.send({ type: 'language.changed', language: 'EN' });
    expect(flow.storePreferredLanguage).not.toHaveBeenCalled();
  });
});

describe('when the cache is full', () => {
  it('keeps only the 500 most recently added translations at 501', async () => {
    const { actor, advance } = startLanguage({
      input: { restored: { currentLanguage: 'en' }, preloadTexts: [] },
    });
    const texts = Array.from({ length: 501 }, (_, i) => `Plato ${i}`);
    actor.send({ type: 'translation.requested', texts });
    await advance(DEBOUNCE_MS);
    for (let i = 0; i < 10; i++) await advance(0);
    const cache = selectPersistedLanguage(actor.getSnapshot()).translationsCache;
    expect(Object.keys(cache)).toHaveLength(500);
    expect(selectTranslated('Plato 0')(actor.getSnapshot())).toBeUndefined();
    expect(selectTranslated('Plato 500')(actor.getSnapshot())).toBe('[en] Plato 500');
  });
});

describe('when the demo runs', () => {
  it('translates the texts in bulk and succeeds; a reset goes back to idle', async () => {
    const { actor, advance } = startLanguage();
    actor.send({ type: 'translation.demoRequested', texts: ['Bienvenido', 'Gracias por tu compra'] });
    expect(selectDemoStatus(actor.getSnapshot())).toBe('translating');
    await advance(0);
    expect(selectDemoStatus(actor.getSnapshot())).toBe('succeeded');
    expect(selectTranslated('Gracias por tu compra')(actor.getSnapshot())).toBe('[en] Gracias por tu compra');
    actor.send({ type: 'translation.demoReset' });
    expect(selectDemoStatus(actor.getSnapshot())).toBe('idle');
  });

  it('fails when the call fails for good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance } = startLanguage({ translate: async () => Promise.reject(httpError(400)) });
    actor.send({ type: 'translation.demoRequested', texts: ['Bienvenido'] });
    await advance(0);
    expect(selectDemoStatus(actor.getSnapshot())).toBe('failed');
  });

  it('keeps the state while the call is out', async () => {
    const { actor, advance } = startLanguage({ translate: never });
    actor.send({ type: 'translation.demoRequested', texts: ['Bienvenido'] });
    await advance(5000);
    expect(selectDemoStatus(actor.getSnapshot())).toBe('translating');
  });
});
