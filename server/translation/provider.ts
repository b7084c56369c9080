/**
 * Translation engines behind one interface. The source language is always Spanish (accounts.md §1):
 * `apertium` (offline, default when installed), `google` (Cloud Translation v2, TRANSLATE_PROVIDER=google
 * with GOOGLE_TRANSLATE_KEY) and `passthrough` (languages no engine covers: the Spanish comes back with
 * passthrough=true, so callers can say so and must not cache it).
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/machines/rules/languages';
import { ApertiumPool, discoverApertium } from './apertium';

export interface ProviderResult {
  translations: string[];
  /** True when the texts came back untranslated because no engine covers the language. */
  passthrough: boolean;
  /** Indexes answered with their source because the engine failed (timeout, crash, HTTP error). */
  failed?: number[];
}

export interface TranslationProvider {
  readonly name: 'apertium' | 'google' | 'passthrough';
  translate(texts: string[], target: LanguageCode): Promise<ProviderResult>;
  /** Whether `target` has an engine (false: answers are passthrough). */
  supports(target: LanguageCode): boolean;
  close(): void;
}

export const passthroughProvider: TranslationProvider = {
  name: 'passthrough',
  async translate(texts, target) {
    return { translations: [...texts], passthrough: target !== DEFAULT_LANGUAGE };
  },
  supports: (target) => target === DEFAULT_LANGUAGE,
  close() {},
};

export function apertiumProvider(pool: ApertiumPool): TranslationProvider {
  return {
    name: 'apertium',
    async translate(texts, target) {
      if (target === DEFAULT_LANGUAGE) return { translations: [...texts], passthrough: false };
      if (!pool.supports(target)) return passthroughProvider.translate(texts, target);
      const answers = await Promise.all(texts.map((t) => pool.translate(target, t)));
      const failed = answers.flatMap((a, i) => (a.ok ? [] : [i]));
      return { translations: answers.map((a) => a.text), passthrough: false, failed };
    },
    supports: (target) => target === DEFAULT_LANGUAGE || pool.supports(target),
    close: () => pool.close(),
  };
}

// Google Cloud Translation v2 ----------------------------------------------------------------------------

export const GOOGLE_TRANSLATE_URL = 'https://translation.googleapis.com/language/translate/v2';

/** Google's codes where they differ from ours (§9: zh is zh-CN). */
const GOOGLE_CODES: Partial<Record<LanguageCode, string>> = { zh: 'zh-CN' };

/** The v2 request for a batch (exported for the unit test: no network there). */
export function googleRequest(key: string, texts: string[], target: LanguageCode) {
  return {
    url: `${GOOGLE_TRANSLATE_URL}?key=${encodeURIComponent(key)}`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q: texts,
        target: GOOGLE_CODES[target] ?? target,
        source: 'es',
        format: 'text',
      }),
    },
  };
}

interface GoogleAnswer {
  data?: { translations?: Array<{ translatedText?: unknown }> };
}

/** v2 allows 128 segments per request. */
const GOOGLE_CHUNK = 128;

export function googleProvider(
  key: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): TranslationProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  async function chunk(texts: string[], target: LanguageCode): Promise<(string | null)[]> {
    const { url, init } = googleRequest(key, texts, target);
    try {
      const res = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) return texts.map(() => null);
      const body = (await res.json()) as GoogleAnswer;
      const list = body.data?.translations ?? [];
      return texts.map((_, i) => {
        const t = list[i]?.translatedText;
        return typeof t === 'string' ? t : null;
      });
    } catch {
      return texts.map(() => null);
    }
  }
  return {
    name: 'google',
    async translate(texts, target) {
      if (target === DEFAULT_LANGUAGE) return { translations: [...texts], passthrough: false };
      const parts: Promise<(string | null)[]>[] = [];
      for (let i = 0; i < texts.length; i += GOOGLE_CHUNK) {
        parts.push(chunk(texts.slice(i, i + GOOGLE_CHUNK), target));
      }
      const answers = (await Promise.all(parts)).flat();
      const failed = answers.flatMap((a, i) => (a === null ? [i] : []));
      return { translations: answers.map((a, i) => a ?? texts[i]), passthrough: false, failed };
    },
    supports: () => true,
    close() {},
  };
}

// Choosing one ---------------------------------------------------------------------------------------------

export interface ProviderConfig {
  /** TRANSLATE_PROVIDER: 'apertium' (default), 'google' or 'passthrough'. */
  provider: 'apertium' | 'google' | 'passthrough';
  googleKey: string | undefined;
  poolSize: number;
  timeoutMs: number;
}

/**
 * The configured engine. `google` without a key, or `apertium` when it is not installed, falls back to
 * passthrough (with a warning), so the API always answers; it answers Spanish then, flagged.
 */
export async function createProvider(
  config: ProviderConfig,
  warn: (message: string) => void,
): Promise<TranslationProvider> {
  if (config.provider === 'passthrough') return passthroughProvider;
  if (config.provider === 'google') {
    if (config.googleKey) return googleProvider(config.googleKey, { timeoutMs: config.timeoutMs });
    warn(
      '[translation] TRANSLATE_PROVIDER=google needs GOOGLE_TRANSLATE_KEY: answering Spanish (passthrough)',
    );
    return passthroughProvider;
  }
  const found = await discoverApertium();
  if (found.size === 0) {
    warn(
      '[translation] Apertium is not installed (tools/ensure-apertium.mjs): answering Spanish (passthrough)',
    );
    return passthroughProvider;
  }
  return apertiumProvider(new ApertiumPool(found, config));
}
