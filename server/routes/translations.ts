import type { Context } from 'hono';
import * as v from 'valibot';
import { LANGUAGE_CODES, normalizeLanguage } from '@/machines/rules/languages';
import type { AppEnv } from '../http/context';
import { ApiError, messages, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { findBrandByDomain, findBrandById } from '../services/brands';
import { saveTranslationMetrics } from '../services/translation-metrics';
import { detectLanguage } from '../translation/detect';
import { translateTexts } from '../translation/service';

/** One batch: 100 texts of up to 5000 characters each (a request body of up to 1 MB, see app.ts). */
export const TRANSLATION_LIMITS = { maxTexts: 100, maxTextLength: 5000, maxMetrics: 500 } as const;
export const TRANSLATION_BODY_BYTES = 1024 * 1024;

export const translationMessages = {
  /** §8 "A missing key gives 'An API key is required to use the translation service'". */
  keyMissing: 'Se requiere una clave de API para usar el servicio de traducción',
  keyInvalid: 'La clave de API de traducción no es válida',
  textsCount: `El campo "texts" debe tener entre 1 y ${TRANSLATION_LIMITS.maxTexts} textos`,
  textLength: `Cada texto puede tener hasta ${TRANSLATION_LIMITS.maxTextLength} caracteres`,
  language: `El campo "targetLang" debe ser uno de ${LANGUAGE_CODES.join(', ')}`,
  metricsCount: `El campo "metrics" debe tener entre 1 y ${TRANSLATION_LIMITS.maxMetrics} métricas`,
} as const;

const keyField = v.optional(v.pipe(v.string(), v.maxLength(200, translationMessages.keyInvalid)));

function checkKey(c: Context<AppEnv>, key: string | undefined, googleShape = false): void {
  const fail = (status: 400 | 403, message: string) =>
    new ApiError(status, message, googleShape ? { error: { code: status, message } } : {});
  if (!key) throw fail(400, translationMessages.keyMissing);
  if (!c.get('deps').config.translation.clientKeys.includes(key))
    throw fail(403, translationMessages.keyInvalid);
}

const textField = v.pipe(
  v.string(),
  v.maxLength(TRANSLATION_LIMITS.maxTextLength, translationMessages.textLength),
);
const textsField = v.pipe(
  v.array(textField, 'El campo "texts" debe ser una lista de textos'),
  v.minLength(1, translationMessages.textsCount),
  v.maxLength(TRANSLATION_LIMITS.maxTexts, translationMessages.textsCount),
);

/**
 * The brand whose own translations win: an explicit `idMarca` (404 when unknown), else the `idMarca`
 * cookie or the Host when they name one. No brand is fine: the engine alone answers.
 */
async function brandOf(c: Context<AppEnv>, explicit: string | undefined): Promise<string | null> {
  const db = c.get('deps').db;
  if (explicit) {
    const brand = await findBrandById(db, explicit);
    if (!brand) throw notFound(messages.brandNotFound);
    return brand.id;
  }
  const cookie = /(?:^|;\s*)idMarca=([^;]{1,100})/.exec(c.req.header('cookie') ?? '')?.[1];
  const brand =
    (cookie ? await findBrandById(db, cookie) : null) ??
    (await findBrandByDomain(db, c.req.header('host') ?? ''));
  return brand?.id ?? null;
}

/** Google v2 takes `zh-CN`, `pt-BR`…: read by primary subtag; anything unknown is a 400. */
const googleTarget = v.pipe(
  v.string(),
  v.maxLength(20),
  v.check((t) => normalizeLanguage(t).recognised && t.trim() !== '', 'El idioma de destino no es válido'),
  v.transform((t) => normalizeLanguage(t).language),
);

const metric = v.object({
  textHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,64}$/i, 'El campo "textHash" debe ser hexadecimal')),
  textLength: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  language: v.picklist(LANGUAGE_CODES, 'El campo "language" no es un idioma válido'),
  cacheHit: v.boolean(),
  isError: v.boolean(),
  wasTokenized: v.boolean(),
  tokensPreserved: v.boolean(),
  source: v.picklist(
    [
      'translate',
      'translate_batch',
      'translate_batch_full_cache',
      'translate_batch_error',
      'translate_offline',
    ],
    'El campo "source" no es válido',
  ),
  // ms since the epoch, 2000 … 2100: a wrong clock is fine, a wrong unit is not.
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(946_684_800_000), v.maxValue(4_102_444_800_000)),
});

export const translationRoutes = [
  defineRoute({
    method: 'POST',
    path: '/translations',
    summary: 'Translation batch: {texts, targetLang, apiKey} → array of strings in request order',
    auth: 'none',
    maxBodyBytes: TRANSLATION_BODY_BYTES,
    body: v.object({
      texts: textsField,
      targetLang: v.picklist(LANGUAGE_CODES, translationMessages.language),
      apiKey: keyField,
      idMarca: v.optional(v.pipe(v.string(), v.maxLength(100))),
    }),
    async handler({ c, deps, body }) {
      checkKey(c, body.apiKey);
      const brandId = await brandOf(c, body.idMarca);
      const result = await translateTexts(deps.db, deps.translation, body.texts, body.targetLang, brandId);
      if (result.passthrough) c.header('X-Translation-Passthrough', '1');
      if (result.errors > 0) c.header('X-Translation-Errors', String(result.errors));
      return c.json(result.translations);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/mt',
    summary: 'Machine-translation sandbox, Google v2 shape: ?key=, {q, target} → data.translations',
    auth: 'none',
    maxBodyBytes: TRANSLATION_BODY_BYTES,
    query: v.object({ key: keyField }),
    body: v.object({
      q: v.union([textField, textsField], 'El campo "q" debe ser un texto o una lista de textos'),
      target: googleTarget,
      source: v.optional(v.pipe(v.string(), v.maxLength(20))),
      format: v.optional(v.picklist(['text', 'html'], 'El campo "format" debe ser text o html')),
    }),
    async handler({ c, deps, query, body }) {
      checkKey(c, query.key, true);
      const texts = typeof body.q === 'string' ? [body.q] : body.q;
      const result = await translateTexts(deps.db, deps.translation, texts, body.target);
      const translations = result.translations.map((translatedText) => ({
        translatedText,
        detectedSourceLanguage: body.source ? undefined : 'es',
      }));
      return c.json({ data: { translations, ...(result.passthrough ? { passthrough: true } : {}) } });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/mt/detect',
    summary: 'Language detection sandbox, Google v2 shape: ?key=, {q} → data.detections[0][0].language',
    auth: 'none',
    query: v.object({ key: keyField }),
    body: v.object({
      q: v.union([textField, textsField], 'El campo "q" debe ser un texto o una lista de textos'),
    }),
    async handler({ c, query, body }) {
      checkKey(c, query.key, true);
      const texts = typeof body.q === 'string' ? [body.q] : body.q;
      return c.json({ data: { detections: texts.map((t) => [detectLanguage(t)]) } });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/translation-metrics',
    summary: 'Translation telemetry (§3 metric), brand-less: {metrics: [...]} → 204',
    auth: 'none',
    body: v.object({
      metrics: v.pipe(
        v.array(metric, 'El campo "metrics" debe ser una lista'),
        v.minLength(1, translationMessages.metricsCount),
        v.maxLength(TRANSLATION_LIMITS.maxMetrics, translationMessages.metricsCount),
      ),
    }),
    async handler({ c, deps, body }) {
      await saveTranslationMetrics(deps.db, body.metrics);
      return c.body(null, 204);
    },
  }),
];
