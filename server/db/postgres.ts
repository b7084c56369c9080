import pg from 'pg';
import type { Db, Queryable } from './db';

// int8 (count(*), sums of integers) as numbers, like PGlite; numeric stays a string and is converted
// explicitly where money or points are read.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// `date` as 'YYYY-MM-DD' text: a calendar date, no time-zone shift.
pg.types.setTypeParser(1082, (v) => v);

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query(sql, params);
      return { rows: res.rows as T[] };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    exec: wrap(pool).exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
