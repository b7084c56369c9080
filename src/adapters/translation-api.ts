import type { TranslateBatchInput, TranslateBatchOutput } from '@/machines/language/language.setup';
import { type TranslationMetric, translationErrorMessage } from '@/machines/rules/translation';
import { ApiError, sendRequest } from './http';

/** How long one batch call may take before it counts as a network failure. */
export const TRANSLATION_TIMEOUT_MS = 10_000;

/** The response header the server sets when it has no engine for the language (the texts come back as sent). */
export const PASSTHROUGH_HEADER = 'X-Translation-Passthrough';

/**
 * The translation calls (accounts.md §7.8; docs/api.md): POST /api/translations and POST
 * /api/translation-metrics. The language flow gets them as its `translateBatch` and `sendTranslationMetrics`
 * actors (src/app/language-flows.ts). Failures become `ApiError` with the HTTP status (null for a network
 * failure, whose message then says "network" so the flow retries it).
 */
export function createTranslationApi(baseURL = '/api', { timeoutMs = TRANSLATION_TIMEOUT_MS } = {}) {
  // A service that hangs is a network failure after the timeout: the flow retries it, then keeps the Spanish.
  const post = (path: string, body: unknown) =>
    sendRequest(baseURL, path, { method: 'POST', body, timeoutMs });

  return {
    /**
     * {texts, targetLang, apiKey} → the texts in request order. An answer that is not an array of strings of
     * the same length is garbage: it fails (status 200, not retried), so the Spanish texts stay.
     */
    async translateBatch(input: TranslateBatchInput): Promise<TranslateBatchOutput> {
      const response = await post('/translations', input);
      if (!response.ok) throw new ApiError(translationErrorMessage(response.data), response.status);
      const translations = response.data;
      if (
        !Array.isArray(translations) ||
        translations.length !== input.texts.length ||
        !translations.every((t) => typeof t === 'string')
      ) {
        throw new ApiError('translation: the answer is not one string per text', response.status);
      }
      return {
        // A blank answer for a text is no translation: the Spanish stays (never a blank label).
        translations: translations.map((text, i) => (text.trim() === '' ? input.texts[i] : text)),
        passthrough: response.headers.get(PASSTHROUGH_HEADER) === '1',
      };
    },

    /** {metrics: [...]} → 204. A non-OK answer fails with "HTTP error {status}" (the flow only logs it). */
    async sendTranslationMetrics(input: { metrics: TranslationMetric[] }): Promise<void> {
      const response = await post('/translation-metrics', input);
      if (!response.ok) throw new ApiError(`HTTP error ${response.status}`, response.status);
    },
  };
}

export type TranslationApi = ReturnType<typeof createTranslationApi>;
