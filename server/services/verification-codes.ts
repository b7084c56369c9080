import type { Db, Queryable } from '../db/db';
import type { UserRow } from './users';

/** Stores a user's code (hashed), replacing any earlier one and its attempts. */
export async function storeVerificationCode(
  db: Queryable,
  userId: string,
  codeHash: string,
  ttlMinutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO verification_codes (user_id, code_hash, attempts, expires_at)
     VALUES ($1, $2, 0, now() + make_interval(mins => $3))
     ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
       expires_at = EXCLUDED.expires_at, created_at = now()`,
    [userId, codeHash, ttlMinutes],
  );
}

/**
 * Counts one attempt at the user's code, atomically, so parallel guesses cannot exceed `maxAttempts`:
 * the code's hash and the attempts so far, or null when there is no live code with attempts left.
 */
export async function countCodeAttempt(
  db: Queryable,
  userId: string,
  maxAttempts: number,
): Promise<{ code_hash: string; attempts: number } | null> {
  const { rows } = await db.query<{ code_hash: string; attempts: number }>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE user_id = $1 AND attempts < $2 AND expires_at > now() RETURNING code_hash, attempts`,
    [userId, maxAttempts],
  );
  return rows[0] ?? null;
}

/** Why no attempt could be counted: no code, an expired one, or one with no attempts left. */
export async function codeState(
  db: Queryable,
  userId: string,
): Promise<{ attempts: number; expired: boolean } | null> {
  const { rows } = await db.query<{ attempts: number; expired: boolean }>(
    'SELECT attempts, expires_at <= now() AS expired FROM verification_codes WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** The right code: the code is spent and the user verified, together. */
export async function markVerified(db: Db, userId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM verification_codes WHERE user_id = $1', [userId]);
    const res = await tx.query<UserRow>(
      'UPDATE users SET verified = true, updated_at = now() WHERE id = $1 RETURNING *',
      [userId],
    );
    return res.rows[0];
  });
}
