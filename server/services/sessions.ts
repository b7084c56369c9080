import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../security/crypto';
import type { UserRow } from './users';

export const SESSION_TTL_DAYS = 365;

export interface Session {
  tokenHash: string;
  idMarca: string;
  user: UserRow;
}

export async function createSession(db: Queryable, user: UserRow): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, id_marca, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [sha256(token), user.id, user.id_marca, SESSION_TTL_DAYS],
  );
  return token;
}

export async function findSession(db: Queryable, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = sha256(token);
  const { rows } = await db.query<UserRow & { session_marca: string }>(
    `SELECT u.*, s.id_marca AS session_marca FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const { session_marca, ...user } = row;
  return { tokenHash, idMarca: session_marca, user };
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** A short-lived hand-off token (social login `token` / `auth_token`, OAuth state). */
export async function createAuthToken(
  db: Queryable,
  kind: 'social_login' | 'oauth_state',
  userId: string | null,
  payload: Record<string, unknown>,
  ttlMinutes: number,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO auth_tokens (token_hash, kind, user_id, payload, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [sha256(token), kind, userId, JSON.stringify(payload), ttlMinutes],
  );
  return token;
}

export async function readAuthToken(
  db: Queryable,
  kind: 'social_login' | 'oauth_state',
  token: string,
): Promise<{ userId: string | null; payload: Record<string, unknown> } | null> {
  const { rows } = await db.query<{ user_id: string | null; payload: Record<string, unknown> }>(
    'SELECT user_id, payload FROM auth_tokens WHERE token_hash = $1 AND kind = $2 AND expires_at > now()',
    [sha256(token), kind],
  );
  return rows[0] ? { userId: rows[0].user_id, payload: rows[0].payload } : null;
}

export async function deleteAuthToken(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [sha256(token)]);
}
