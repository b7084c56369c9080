import { describe, expect, it } from 'vitest';
import {
  addToCache,
  batchRetryDelayMs,
  cacheKey,
  canRetryBatch,
  clearLanguageFromCache,
  djb2Hex,
  hasTelemetryConsent,
  isRateLimited,
  isRetryableFailure,
  isTelemetryBatchFull,
  MISSING_API_KEY_ERROR,
  PRELOAD_TEXTS,
  preloadBatches,
  shouldSkipTranslation,
  translationErrorMessage,
  UNKNOWN_TRANSLATION_ERROR,
} from '@/machines/rules/translation';
import { protectTokens, qualifiesForProtection, restoreTokens } from '@/machines/rules/translation-tokens';

describe('translation is skipped (accounts.md §5.4)', () => {
  const on = { translationsEnabled: true, currentLanguage: 'en' as const };
  it.each([
    ['an empty text', '', on, true],
    ['a blank text', '  \n ', on, true],
    ['a text that is not a string', 42, on, true],
    ['null', null, on, true],
    ['translations disabled', 'Postres', { ...on, translationsEnabled: false }, true],
    ['the current language is Spanish', 'Postres', { ...on, currentLanguage: 'es' as const }, true],
    ['a text in English mode', 'Postres', on, false],
  ])('%s → skip %s', (_, text, settings, skipped) => {
    expect(shouldSkipTranslation(text, settings)).toBe(skipped);
  });
});

describe('token protection (§4.11, §5.4)', () => {
  it.each([
    ['a text shorter than 15 characters', 'Pedido 12', false],
    ['a long text without a protected pattern', 'Hamburguesa con queso y papas', false],
    ['a long text with a number', 'Hamburguesa doble 2 carnes', true],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${variable} placeholders are the input under test
    ['a long text with a ${variable}', 'Hola ${nombre}, bienvenido', true],
    ['not a string', 123456789012345, false],
  ])('%s qualifies: %s', (_, text, qualifies) => {
    expect(qualifiesForProtection(text)).toBe(qualifies);
  });

  it.each([
    ['plain numbers and decimals', 'Cuesta 1500,50 con envío', 0, '1500,50'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${variable} placeholders are the input under test
    ['${variable} placeholders', 'Hola ${nombre}, tu pedido', 1, '${nombre}'],
    ['HTML tags', 'Un texto <strong>importante</strong> aquí', 2, '<strong>'],
    ['technical terms', 'La API no responde por ahora', 3, 'API'],
    ['e-mail addresses', 'Escribinos a ayuda@demo.com por dudas', 4, 'ayuda@demo.com'],
    ['URLs', 'Mirá https://demo.com/menu antes de pedir', 5, 'https://demo.com/menu'],
    ['file names', 'Descargá carta.pdf o menu.png ahora', 6, 'menu.png'],
    ['camelCase identifiers', 'El campo idMarca es obligatorio', 7, 'idMarca'],
  ])('protects %s as pattern %i', (_, text, patternIndex, value) => {
    const prepared = protectTokens(text);
    const token = prepared.placeholders.find((p) => p.value === value);
    expect(token).toMatchObject({ value, position: text.indexOf(value) });
    expect(token?.id).toMatch(new RegExp(`^__NT${patternIndex}_\\d+__$`));
    expect(prepared.processedText).toContain(token?.id);
    expect(prepared.processedText).not.toContain(value);
    expect(prepared.wasTokenized).toBe(true);
  });

  it('numbers the placeholders left to right: __NT{patternIndex}_{count}__', () => {
    expect(protectTokens('Pedí 2 de React y 3 más').processedText).toBe(
      'Pedí __NT0_0__ de __NT3_1__ y __NT0_2__ más',
    );
  });

  it('protects a URL that contains a file name and numbers once, as a URL', () => {
    const prepared = protectTokens('Bajá https://cdn.demo.com/v2/menu-2024.png ya');
    expect(prepared.placeholders).toEqual([
      { id: '__NT5_0__', value: 'https://cdn.demo.com/v2/menu-2024.png', type: 'url', position: 5 },
    ]);
    expect(prepared.processedText).toBe('Bajá __NT5_0__ ya');
  });

  it('leaves a text that does not qualify untouched', () => {
    expect(protectTokens('Hamburguesa con queso y papas')).toEqual({
      processedText: 'Hamburguesa con queso y papas',
      placeholders: [],
      wasTokenized: false,
    });
  });

  const original = 'Tu pedido 1234 llega a las 21:30';
  const prepared = protectTokens(original);

  it.each([
    ['as sent', 'Your order __NT0_0__ arrives at __NT0_1__:__NT0_2__'],
    ['lower-cased', 'Your order __nt0_0__ arrives at __nt0_1__:__nt0_2__'],
    ['with spaces inside', 'Your order __ NT0_0 __ arrives at __NT 0_1__:__NT0 _ 2__'],
    ['with an underscore lost', 'Your order _NT0_0__ arrives at __NT0_1_:__NT0_2__'],
  ])('restores placeholders the engine returned %s', (_, translated) => {
    expect(restoreTokens(translated, prepared, original)).toEqual({
      text: 'Your order 1234 arrives at 21:30',
      tokensPreserved: true,
    });
  });

  it('returns the original text when the engine dropped a placeholder', () => {
    expect(restoreTokens('Your order arrives at __NT0_1__:__NT0_2__', prepared, original)).toEqual({
      text: original,
      tokensPreserved: false,
    });
  });
});

describe('the cache (§4.11, §9)', () => {
  it('keys translations as "{text}_{language}"', () => {
    expect(cacheKey('Postres', 'en')).toBe('Postres_en');
  });

  it('keeps only the 500 most recently added when a 501st is added', () => {
    const entries = Array.from({ length: 500 }, (_, i) => [`t${i}_en`, `x${i}`] as const);
    const full = addToCache({}, entries);
    expect(Object.keys(full)).toHaveLength(500);
    const next = addToCache(full, [['t500_en', 'x500']]);
    expect(Object.keys(next)).toHaveLength(500);
    expect(next).not.toHaveProperty('t0_en');
    expect(next.t500_en).toBe('x500');
  });

  it('counts an entry added again as recent', () => {
    const cache = addToCache({ a_en: '1', b_en: '2' }, [['a_en', '1b']], 2);
    expect(Object.keys(addToCache(cache, [['c_en', '3']], 2))).toEqual(['a_en', 'c_en']);
  });

  it('clears only the old language', () => {
    expect(clearLanguageFromCache({ Hola_en: 'Hello', Hola_fr: 'Bonjour' }, 'en')).toEqual({
      Hola_fr: 'Bonjour',
    });
  });
});

describe('rate limit and retries (§8, §9)', () => {
  it.each([
    [49, false],
    [50, true],
  ])('after %i calls in the window the next call waits: %s', (calls, limited) => {
    expect(isRateLimited(calls)).toBe(limited);
  });

  it.each([
    [0, 500],
    [1, 1000],
    [2, 2000],
  ])('retry after attempt %i waits %i ms', (attempt, ms) => {
    expect(batchRetryDelayMs(attempt)).toBe(ms);
  });

  it.each([
    ['HTTP 429', { status: 429 }, true],
    ['HTTP 500', { status: 500 }, true],
    ['HTTP 503', { status: 503 }, true],
    ['HTTP 400', { status: 400 }, false],
    ['HTTP 401', { status: 401 }, false],
    ['a fetch TypeError', new TypeError('Failed to fetch'), true],
    ['a message containing "network"', new Error('Network request failed'), true],
    ['any other error', new Error('boom'), false],
  ])('%s is retried: %s', (_, error, retried) => {
    expect(isRetryableFailure(error)).toBe(retried);
  });

  it('retries at most 3 times', () => {
    expect(canRetryBatch({ status: 503 }, 2)).toBe(true);
    expect(canRetryBatch({ status: 503 }, 3)).toBe(false);
  });
});

describe('error texts (§8)', () => {
  it('reads data.error.message, else the Spanish unknown error', () => {
    expect(translationErrorMessage({ error: { message: 'Cuota excedida' } })).toBe('Cuota excedida');
    expect(translationErrorMessage({})).toBe('Error desconocido en la API de traducción');
    expect(translationErrorMessage(null)).toBe(UNKNOWN_TRANSLATION_ERROR);
    expect(MISSING_API_KEY_ERROR).toBe('Se requiere una clave de API para usar el servicio de traducción');
  });
});

describe('telemetry (§3, §4.11, §9)', () => {
  it('hashes with djb2 in hex', () => {
    expect(djb2Hex('')).toBe('1505');
    expect(djb2Hex('a')).toBe('2b606');
    expect(djb2Hex('Postres')).toMatch(/^[0-9a-f]{1,8}$/);
  });

  it('flushes at 50 metrics', () => {
    expect(isTelemetryBatchFull(49)).toBe(false);
    expect(isTelemetryBatchFull(50)).toBe(true);
  });

  it.each([
    ['true', true],
    ['false', false],
    [null, false],
    ['TRUE', false],
  ])('consent stored as %j → %s', (stored, consent) => {
    expect(hasTelemetryConsent(stored)).toBe(consent);
  });
});

describe('preload (§9)', () => {
  it('lists about 27 common Spanish interface strings, starting with the spec examples', () => {
    expect(PRELOAD_TEXTS).toHaveLength(27);
    expect(PRELOAD_TEXTS.slice(0, 10)).toEqual([
      'Inicio',
      'Menú',
      'Perfil',
      'Pedidos',
      'Carrito',
      'Checkout',
      'Cerrar sesión',
      'Aceptar',
      'Cancelar',
      'Guardar',
    ]);
    expect(new Set(PRELOAD_TEXTS).size).toBe(PRELOAD_TEXTS.length);
  });

  it('splits into batches of 20', () => {
    expect(preloadBatches(PRELOAD_TEXTS).map((b) => b.length)).toEqual([20, 7]);
  });
});
