import type { Queryable } from '../db/db';

/** One translation telemetry metric (accounts.md §3), as the client sends it. */
export interface TranslationMetric {
  textHash: string;
  textLength: number;
  language: string;
  cacheHit: boolean;
  isError: boolean;
  wasTokenized: boolean;
  tokensPreserved: boolean;
  source: string;
  /** ms since the epoch, the client's clock. */
  timestamp: number;
}

/** Stores a batch of metrics in one statement (brand-less: only aggregates are read). */
export async function saveTranslationMetrics(db: Queryable, m: readonly TranslationMetric[]): Promise<void> {
  await db.query(
    `INSERT INTO translation_metrics (text_hash, text_length, language, cache_hit, is_error, was_tokenized,
       tokens_preserved, source, client_timestamp)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::boolean[], $5::boolean[], $6::boolean[],
       $7::boolean[], $8::text[], $9::timestamptz[])`,
    [
      m.map((x) => x.textHash.toLowerCase()),
      m.map((x) => x.textLength),
      m.map((x) => x.language),
      m.map((x) => x.cacheHit),
      m.map((x) => x.isError),
      m.map((x) => x.wasTokenized),
      m.map((x) => x.tokensPreserved),
      m.map((x) => x.source),
      m.map((x) => new Date(x.timestamp).toISOString()),
    ],
  );
}
