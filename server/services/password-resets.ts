import type { Db, Queryable } from '../db/db';
import { deleteUserSessions } from './sessions';

/** Stores a single-use recovery token (its hash) for the user, valid `ttlMinutes`. */
export async function createPasswordReset(
  db: Queryable,
  userId: string,
  tokenHash: string,
  ttlMinutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash, userId, ttlMinutes],
  );
}

/**
 * Spends a live token of the user and sets the new password, in one transaction: the account counts as
 * verified (the link proves the address), every other pending link and every session of the user end.
 * False when the token is used, expired or not the user's.
 */
export async function resetPasswordWithToken(
  db: Db,
  userId: string,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING 1`,
      [tokenHash, userId],
    );
    if (rows.length === 0) return false;
    await tx.query('UPDATE users SET password_hash = $2, verified = true, updated_at = now() WHERE id = $1', [
      userId,
      passwordHash,
    ]);
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
      userId,
    ]);
    await deleteUserSessions(tx, userId);
    return true;
  });
}

/** A token of the user: `live` (unused, not expired), `spent` (used or expired), or null if never issued. */
export type PasswordResetState = 'live' | 'spent';

export async function findPasswordReset(
  db: Queryable,
  userId: string,
  tokenHash: string,
): Promise<PasswordResetState | null> {
  const { rows } = await db.query<{ live: boolean }>(
    `SELECT (used_at IS NULL AND expires_at > now()) AS live FROM password_resets
     WHERE token_hash = $1 AND user_id = $2`,
    [tokenHash, userId],
  );
  if (rows.length === 0) return null;
  return rows[0].live ? 'live' : 'spent';
}
