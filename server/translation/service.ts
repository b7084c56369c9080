/**
 * Translating a batch of Spanish texts: the brand's own translations first, then the engine's cache
 * (3600 s, accounts.md §7.8 and §9), then the engine for what is left. Only engine results are cached;
 * passthrough answers (no engine for the language) and failures never are, so they are retried.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/machines/rules/languages';
import type { Queryable } from '../db/db';
import { findBrandById } from '../services/brands';
import { keepNames } from './kept-names';
import type { TranslationProvider } from './provider';

/** §7.8 "Results are cached for 3600 s". */
export const TRANSLATION_CACHE_SECONDS = 3600;

export interface Translation {
  provider: TranslationProvider;
  /**
   * How long a request waits for the engine (TRANSLATE_BUDGET_MS; none: as long as it takes). Past it the texts
   * still in the engine are answered in Spanish and counted as errors (not cached by anyone); the engine carries
   * on and stores them, so a later request finds them in the cache. Without it a cold menu in another language
   * waits for every text in turn: on a busy machine (Apertium at ~10 s a text) the first English menu never came.
   */
  budgetMs?: number;
  /** Texts in the engine now, by language, kept names and text: a second request waits for them, never re-sends. */
  inflight: Map<string, Promise<EngineOutcome>>;
  /** Counters for logs and tests: texts sent to the engine, served from the cache, failed (late included), late. */
  stats: { engineTexts: number; cacheHits: number; brandHits: number; errors: number; late: number };
}

/** One text's engine answer: its translation (or its source when `ok` is false). */
interface EngineOutcome {
  text: string;
  ok: boolean;
  passthrough: boolean;
}

export function createTranslation(provider: TranslationProvider, budgetMs?: number): Translation {
  return {
    provider,
    budgetMs,
    inflight: new Map(),
    stats: { engineTexts: 0, cacheHits: 0, brandHits: 0, errors: 0, late: 0 },
  };
}

export interface BatchResult {
  translations: string[];
  /** Some text came back in Spanish because the language has no engine. */
  passthrough: boolean;
  /** Texts answered with their source because the engine failed (not cached). */
  errors: number;
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

async function brandTranslations(db: Queryable, brandId: string, language: string, hashes: string[]) {
  const { rows } = await db.query<{ source_hash: string; translated_text: string }>(
    `SELECT source_hash, translated_text FROM content_translations
      WHERE id_marca = $1 AND language = $2 AND source_hash = ANY ($3::text[])`,
    [brandId, language, hashes],
  );
  return new Map(rows.map((r) => [r.source_hash, r.translated_text]));
}

async function cachedTranslations(db: Queryable, language: string, hashes: string[]) {
  const { rows } = await db.query<{ source_hash: string; translated_text: string }>(
    `SELECT source_hash, translated_text FROM translation_cache
      WHERE target_lang = $1 AND source_hash = ANY ($2::text[])
        AND created_at > now() - make_interval(secs => $3)`,
    [language, hashes, TRANSLATION_CACHE_SECONDS],
  );
  return new Map(rows.map((r) => [r.source_hash, r.translated_text]));
}

async function storeTranslations(db: Queryable, language: string, pairs: Array<[string, string]>) {
  if (pairs.length === 0) return;
  await db.query(
    `INSERT INTO translation_cache (source_hash, target_lang, source_text, translated_text)
     SELECT h, $1, s, t FROM unnest($2::text[], $3::text[], $4::text[]) AS x (h, s, t)
     ON CONFLICT (source_hash, target_lang)
     DO UPDATE SET source_text = excluded.source_text, translated_text = excluded.translated_text, created_at = now()`,
    [language, pairs.map(([s]) => textHash(s)), pairs.map(([s]) => s), pairs.map(([, t]) => t)],
  );
}

/**
 * Translates `texts` into `target`, answering in request order. Blank texts and Spanish come back as
 * they are. `brandId` adds that brand's own translations, which win over the engine, and keeps the brand's
 * name and its payment provider's name as written (the engine would translate "Brasa" in "Brasa Palermo",
 * "Mercado Pago" into "Market Pay").
 */
export async function translateTexts(
  db: Queryable,
  translation: Translation,
  texts: string[],
  target: LanguageCode,
  brandId?: string | null,
): Promise<BatchResult> {
  if (target === DEFAULT_LANGUAGE) return { translations: [...texts], passthrough: false, errors: 0 };
  const unique = [...new Set(texts.filter((t) => t.trim() !== ''))];
  const found = new Map<string, string>();
  const hashes = unique.map(textHash);
  if (brandId && unique.length > 0) {
    const own = await brandTranslations(db, brandId, target, hashes);
    for (const [i, text] of unique.entries()) {
      const hit = own.get(hashes[i]);
      if (hit !== undefined) found.set(text, hit);
    }
    translation.stats.brandHits += own.size;
  }
  let missing = unique.filter((t) => !found.has(t));
  let passthrough = false;
  let errors = 0;
  const { provider } = translation;
  if (missing.length > 0 && !provider.supports(target)) {
    passthrough = true;
    missing = [];
  }
  if (missing.length > 0) {
    const cached = await cachedTranslations(db, target, missing.map(textHash));
    for (const text of missing) {
      const hit = cached.get(textHash(text));
      if (hit !== undefined) found.set(text, hit);
    }
    translation.stats.cacheHits += cached.size;
    missing = missing.filter((t) => !found.has(t));
  }
  if (missing.length > 0) {
    // Proper names the engine must pass through: the brand's app name and its payment provider's name
    // ('Mercado Pago' is no 'Market Pay'), wherever they appear in a text.
    const brand = brandId ? await findBrandById(db, brandId) : null;
    const names = brand ? [brand.app_name, brand.payment_provider_name ?? ''] : [];
    const answers = engineAnswers(db, translation, missing, target, names);
    const settled: Array<EngineOutcome | undefined> = [];
    const all = Promise.all(answers.map((a, i) => a.then((o) => (settled[i] = o))));
    await withinBudget(all, translation.budgetMs);
    for (const [i, text] of missing.entries()) {
      const outcome = settled[i];
      if (!outcome) translation.stats.late += 1;
      if (!outcome?.ok) errors += 1;
      passthrough ||= outcome?.passthrough ?? false;
      found.set(text, outcome?.text ?? text);
    }
    translation.stats.errors += errors;
  }
  return { translations: texts.map((t) => found.get(t) ?? t), passthrough, errors };
}

/** Housekeeping at start-up: expired cache rows are only ever overwritten, old ones are dead weight. */
export async function pruneTranslationCache(db: Queryable): Promise<void> {
  await db.query("DELETE FROM translation_cache WHERE created_at < now() - interval '1 day'");
}

/** Resolves when `work` settles or `budgetMs` passes, whichever is first (never rejects). */
async function withinBudget(work: Promise<unknown>, budgetMs: number | undefined): Promise<void> {
  if (budgetMs === undefined) {
    await work;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)))]);
  clearTimeout(timer);
}

/**
 * Each text's answer from the engine: the ones already in flight are shared, the others go in one batch.
 * The promises never reject: a failure answers the source with `ok` false.
 */
function engineAnswers(
  db: Queryable,
  translation: Translation,
  texts: string[],
  target: LanguageCode,
  names: string[],
): Promise<EngineOutcome>[] {
  const keyOf = (text: string) => `${target}|${names.join('|')}|${text}`;
  const fresh = texts.filter((t) => !translation.inflight.has(keyOf(t)));
  if (fresh.length > 0) {
    translation.stats.engineTexts += fresh.length;
    const batch = engineBatch(db, translation, fresh, target, names);
    for (const [i, text] of fresh.entries()) {
      const key = keyOf(text);
      const answer = batch.then((outcomes) => outcomes[i]);
      translation.inflight.set(key, answer);
      void answer.then(() => {
        if (translation.inflight.get(key) === answer) translation.inflight.delete(key);
      });
    }
  }
  return texts.map((t) => translation.inflight.get(keyOf(t)) as Promise<EngineOutcome>);
}

async function engineBatch(
  db: Queryable,
  translation: Translation,
  texts: string[],
  target: LanguageCode,
  names: string[],
): Promise<EngineOutcome[]> {
  const kept = texts.map((text) => keepNames(text, names));
  let outcomes: EngineOutcome[];
  try {
    const result = await translation.provider.translate(
      kept.map((k) => k.text),
      target,
    );
    const failed = new Set(result.failed ?? []);
    outcomes = texts.map((text, i) => {
      // A name the engine lost makes that text untranslated (Spanish, not cached), like an engine failure.
      const restored = kept[i].restore(result.translations[i] ?? '');
      const ok = restored !== null && !failed.has(i);
      return { text: ok ? restored : text, ok, passthrough: result.passthrough };
    });
  } catch {
    return texts.map((text) => ({ text, ok: false, passthrough: false }));
  }
  const fresh = outcomes.flatMap(
    (o, i): Array<[string, string]> => (o.ok && !o.passthrough ? [[texts[i], o.text]] : []),
  );
  // Stored even when the request that asked has already answered (past its budget): the next one finds them.
  await storeTranslations(db, target, fresh).catch(() => {});
  return outcomes;
}
