/**
 * The one database interface the server talks to. Two implementations: PGlite (embedded, the
 * default, zero setup) and a `pg` Pool (when DATABASE_URL is set). Both speak PostgreSQL SQL, so
 * the same migrations and queries run on either.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` on one pinned connection (advisory locks are per connection). */
  withConnection<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dump?(): Promise<Blob>;
}

export interface OpenDbOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory, or ':memory:' for a throw-away database. */
  dataDir?: string;
  /** For ':memory:' only: start from this PGlite dump (a migrated, seeded template) instead of initdb. */
  pgliteTemplate?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ?? '.data', options.pgliteTemplate);
}
