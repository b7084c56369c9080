/**
 * The order-send floor (issue 8), in the bench's server process: the statements one
 * POST /api/pedido/sendorder issues are recorded from the real server (its Db's query and
 * transaction are wrapped while one order is captured), and a bare node:http handler replays them
 * straight through the driver (a `pg` Pool of the same size, or the same PGlite instance) in one
 * transaction per request. Per request, the values that belong to one order are replaced: the session
 * token's hash (from the request's cookie), the diner's id and the draftOrderId (from its body), every
 * id the server generated (a fresh one each time) and the order number (the one the counter statement
 * returned in this transaction). What the floor leaves out is what the server adds to the same
 * database work: Hono's routing, body validation, access checks, pricing, the points rule, building the
 * statements and the order's JSON answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import type { Db, Queryable } from '../db/db';
import { SESSION_COOKIE } from '../http/cookies';
import { newId, randomToken, sha256 } from '../security/crypto';

export interface Statement {
  sql: string;
  params: unknown[];
  rows: Record<string, unknown>[];
}

/** The recorder: wraps `db` in place (the server's routes hold the same object). */
export function recordStatements(db: Db) {
  let recording: Statement[] | null = null;
  const record =
    (q: Queryable['query']): Queryable['query'] =>
    async <T>(sql: string, params: unknown[] = []) => {
      const res = await q<T>(sql, params);
      recording?.push({ sql, params: [...params], rows: res.rows as Record<string, unknown>[] });
      return res;
    };
  const transaction = db.transaction.bind(db);
  db.query = record(db.query.bind(db));
  db.transaction = (fn) =>
    transaction((tx) => fn({ query: record(tx.query.bind(tx)), exec: tx.exec.bind(tx) }));
  return {
    start() {
      recording = [];
    },
    stop(): Statement[] {
      const got = recording ?? [];
      recording = null;
      return got;
    },
  };
}

/** What one captured order looked like: the values a replay replaces. */
export interface CapturedOrder {
  cookie: string;
  body: { idCliente: string; idMarca: string; idLocal: string; draftOrderId: string };
  statements: Statement[];
}

const GENERATED = /^(?:[0-9a-f]{24}|sbx-[A-Za-z0-9_-]+)$/;

/**
 * The statement that takes the order number (it updates order_counters), and the number it returned:
 * `last_number` (the counter's own statement) or `next_order_number` (the send's first statement).
 */
const NUMBER_COLUMNS = ['next_order_number', 'last_number'];
const takesNumber = (st: { sql: string }) => /INSERT INTO order_counters/i.test(st.sql);
const numberIn = (st: { rows: Record<string, unknown>[] }) => {
  const row = st.rows[0] ?? {};
  const column = NUMBER_COLUMNS.find((c) => row[c] !== undefined && row[c] !== null);
  return column ? row[column] : undefined;
};

interface Template {
  sql: string;
  params: unknown[];
  /** Param positions that held the order number the counter statement returned. */
  orderNumberAt: number[];
  isCounter: boolean;
}

function tokenOf(cookie: string | undefined): string {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return '';
}

/**
 * Builds the replay of a captured order: the statements, with what varies per order marked. `second`
 * is a second order captured the same way (another draft): a number that differs between the two and
 * is, in each, the number the counter statement returned is the order number.
 */
export function orderTemplate(captured: CapturedOrder, second: Statement[]) {
  const { body } = captured;
  const keep = new Set([body.idCliente, body.idMarca, body.idLocal]);
  const generated = new Set<string>();
  const counterOf = (sts: Statement[]) => {
    const st = sts.find(takesNumber);
    return st ? numberIn(st) : undefined;
  };
  const orderNumber = counterOf(captured.statements);
  const otherNumber = counterOf(second);
  if (orderNumber === undefined || otherNumber === undefined || orderNumber === otherNumber) {
    throw new Error('the captured orders took no (distinct) order numbers');
  }
  if (second.map((st) => st.sql).join('\n') !== captured.statements.map((st) => st.sql).join('\n')) {
    throw new Error('two orders of the same shape issued different statements; the floor needs one list');
  }
  let counted = false;
  const templates: Template[] = captured.statements.map((st, n) => {
    const isCounter = takesNumber(st);
    const orderNumberAt: number[] = [];
    st.params.forEach((p, i) => {
      if (typeof p === 'string' && GENERATED.test(p) && !keep.has(p)) generated.add(p);
      const q = second[n].params[i];
      if (counted && p !== q && Number(p) === Number(orderNumber) && Number(q) === Number(otherNumber)) {
        orderNumberAt.push(i);
      }
    });
    if (isCounter) counted = true;
    return { sql: st.sql, params: st.params, orderNumberAt, isCounter };
  });
  const tokenHash = sha256(tokenOf(captured.cookie));
  return {
    statements: templates,
    generated: [...generated],
    /** The values of one replayed order, keyed by the captured ones. */
    valuesFor(request: { cookie?: string; idCliente: string; draftOrderId: string }) {
      const map = new Map<string, string>([
        [tokenHash, sha256(tokenOf(request.cookie))],
        [body.idCliente, request.idCliente],
        [body.draftOrderId, request.draftOrderId],
      ]);
      for (const g of generated) map.set(g, g.startsWith('sbx-') ? `sbx-${randomToken(12)}` : newId());
      return map;
    },
  };
}

export const substitute = (value: unknown, map: Map<string, string>): unknown => {
  if (typeof value !== 'string') return value;
  const exact = map.get(value);
  if (exact !== undefined) return exact;
  let out = value;
  for (const [from, to] of map) if (out.includes(from)) out = out.split(from).join(to);
  return out;
};

type Run = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** One transaction through the driver itself: a pg Pool client, or PGlite's own transaction. */
function transactionRunner(db: Db, databaseUrl: string | undefined) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10) });
    return {
      async run<T>(fn: (q: Run) => Promise<T>): Promise<T> {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const out = await fn(async (sql, params) => (await client.query(sql, params)).rows);
          await client.query('COMMIT');
          return out;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // PGlite: the Db's transaction is PGlite's `transaction` with a two-line adapter around its result.
  return {
    run: <T>(fn: (q: Run) => Promise<T>) =>
      db.transaction((tx) =>
        fn(async (sql, params) => (await tx.query(sql, params)).rows as Record<string, unknown>[]),
      ),
    close: async () => {},
  };
}

/** The floor's HTTP server: POST (any path) with the order's body and cookie → the replay's order row. */
export async function startOrderFloor(
  db: Db,
  databaseUrl: string | undefined,
  captured: CapturedOrder,
  second: Statement[],
) {
  const template = orderTemplate(captured, second);
  const tx = transactionRunner(db, databaseUrl);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const values = template.valuesFor({
      cookie: req.headers.cookie,
      idCliente: String(body.idCliente),
      draftOrderId: String(body.draftOrderId),
    });
    const order = await tx.run(async (q) => {
      let orderNumber: unknown;
      let rows: Record<string, unknown>[] = [];
      for (const st of template.statements) {
        const params = st.params.map((p, i) =>
          st.orderNumberAt.includes(i) ? orderNumber : substitute(p, values),
        );
        rows = await q(st.sql, params);
        if (st.isCounter) orderNumber = numberIn({ rows });
      }
      return rows[0];
    });
    const out = Buffer.from(JSON.stringify({ status: 'success', data: order }));
    res.writeHead(order ? 200 : 500, { 'content-type': 'application/json', 'content-length': out.length });
    res.end(out);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(err.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    statements: template.statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 90)),
    generated: template.generated.length,
    orderNumberParams: template.statements.reduce((n, s) => n + s.orderNumberAt.length, 0),
    async close() {
      server.close();
      await tx.close();
    },
  };
}
