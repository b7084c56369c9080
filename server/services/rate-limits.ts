import type { Queryable } from '../db/db';

/** One counter to bump: its key and the length of its window. */
export interface RateLimitHit {
  key: string;
  windowSeconds: number;
}

/** A counter after the hit: attempts in its current window and the seconds until that window ends. */
export interface RateLimitCount {
  key: string;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt on each key, in one statement: a fixed window per key, restarted when it has ended.
 * Atomic per row, so parallel requests and several instances on one database count every attempt.
 */
export async function hitRateLimits(db: Queryable, hits: readonly RateLimitHit[]): Promise<RateLimitCount[]> {
  if (hits.length === 0) return [];
  const values = hits.map((_, i) => `($${2 * i + 1}, now(), $${2 * i + 2}::integer, 1)`).join(', ');
  const { rows } = await db.query<{ key: string; hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, window_seconds, hits) VALUES ${values}
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start + make_interval(secs => EXCLUDED.window_seconds) <= now()
                   THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start + make_interval(secs => EXCLUDED.window_seconds) <= now()
                           THEN now() ELSE r.window_start END,
       window_seconds = EXCLUDED.window_seconds
     RETURNING key, hits,
       GREATEST(1, CEIL(EXTRACT(EPOCH FROM r.window_start + make_interval(secs => r.window_seconds) - now())))::integer
         AS retry_after`,
    hits.flatMap((h) => [h.key, h.windowSeconds]),
  );
  return rows.map((row) => ({
    key: row.key,
    hits: Number(row.hits),
    retryAfterSeconds: Number(row.retry_after),
  }));
}

/** Forgets a key's attempts (a successful sign-in clears the account's failed ones). */
export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Deletes windows that ended more than a day ago (no window is longer than that). */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
}
