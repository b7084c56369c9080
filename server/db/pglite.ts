import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * PGlite runs one backend in-process: queries are serialised by PGlite itself, and a transaction
 * holds the backend until it ends, so concurrent requests simply queue.
 */
export async function openPglite(dataDir: string, template?: Blob): Promise<Db> {
  let location = 'memory://';
  if (dataDir !== ':memory:') {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // `date` columns as 'YYYY-MM-DD' text, like the pg adapter: no time-zone shifts.
  const pg = new PGlite(location, {
    parsers: { 1082: (v: string) => v },
    ...(template && location === 'memory://' ? { loadDataDir: template } : {}),
  });
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return { rows: res.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const self = wrap(pg);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    withConnection: (fn) => fn(self),
    close: () => pg.close(),
    dump: async () => {
      const file = await pg.dumpDataDir('none');
      return file;
    },
  };
}
