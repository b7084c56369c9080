import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary but fixed: every instance migrating one PostgreSQL takes the same lock. */
export const MIGRATION_LOCK_KEY = 727_274_001;

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}${f}`, 'utf8') }));
}

async function applyPending(conn: Queryable, db: Db, migrations: Migration[]): Promise<string[]> {
  await conn.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await conn.query<{ version: string }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    const run = async (q: Queryable) => {
      await q.exec(m.sql);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
    };
    if (db.kind === 'pglite') await db.transaction(run);
    else {
      // Same pinned connection as the lock; a failed migration rolls back on its own.
      await conn.query('BEGIN');
      try {
        await run(conn);
        await conn.query('COMMIT');
      } catch (err) {
        await conn.query('ROLLBACK');
        throw err;
      }
    }
    applied.push(m.version);
  }
  return applied;
}

/**
 * Applies pending migrations in order, then runs `afterMigrate` (seeding) while still holding a
 * PostgreSQL advisory lock, so several instances starting against one database do not race.
 */
export async function migrate(db: Db, afterMigrate?: (db: Db) => Promise<void>): Promise<string[]> {
  const migrations = loadMigrations();
  return db.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await applyPending(conn, db, migrations);
      if (afterMigrate) await afterMigrate(db);
      return applied;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
