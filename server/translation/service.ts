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
  /** Counters for logs and tests: texts sent to the engine, served from the cache, failed. */
  stats: { engineTexts: number; cacheHits: number; brandHits: number; errors: number };
}

export function createTranslation(provider: TranslationProvider): Translation {
  return { provider, stats: { engineTexts: 0, cacheHits: 0, brandHits: 0, errors: 0 } };
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
 * name as written (the engine would translate "Brasa" in "Brasa Palermo").
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
    translation.stats.engineTexts += missing.length;
    const names = brandId ? [(await findBrandById(db, brandId))?.app_name ?? ''] : [];
    const kept = missing.map((text) => keepNames(text, names));
    const result = await provider.translate(
      kept.map((k) => k.text),
      target,
    );
    const failed = new Set(result.failed ?? []);
    // A name the engine lost makes that text untranslated (Spanish, not cached), like an engine failure.
    result.translations = result.translations.map((out, i) => {
      const restored = kept[i].restore(out ?? '');
      if (restored === null) failed.add(i);
      return restored ?? missing[i];
    });
    errors = failed.size;
    translation.stats.errors += errors;
    passthrough ||= result.passthrough;
    const fresh: Array<[string, string]> = [];
    for (const [i, text] of missing.entries()) {
      const out = result.translations[i] ?? text;
      found.set(text, out);
      if (!result.passthrough && !failed.has(i)) fresh.push([text, out]);
    }
    await storeTranslations(db, target, fresh);
  }
  return { translations: texts.map((t) => found.get(t) ?? t), passthrough, errors };
}

/** Housekeeping at start-up: expired cache rows are only ever overwritten, old ones are dead weight. */
export async function pruneTranslationCache(db: Queryable): Promise<void> {
  await db.query("DELETE FROM translation_cache WHERE created_at < now() - interval '1 day'");
}
