/**
 * `npx tsx server/bench/order-replay.ts`: the order floor's statements one order after another, in this
 * process, with nothing else to do: what each statement costs (wall ms, mean of N = `N`, default 400)
 * and this process's CPU per order. Starts the test server like the bench (PGlite from the tests'
 * snapshot, or TEST_DATABASE_URL), captures two guest takeaway orders as order-floor.ts does, and
 * replays them through the Db's transaction. Less disturbed by other work than the HTTP bench, so it
 * compares two versions of the order path (docs/performance.md "Order send (issue 8)").
 */
import { randomBytes } from 'node:crypto';
import { startTestServer } from '../../tests/api/helpers';
import { BRANCH_IDS, STORE_IDS } from '../db/seed/branches';
import { B2C_ID } from './bench-server';
import { orderTemplate, recordStatements, type Statement, substitute } from './order-floor';

const N = Number(process.env.N ?? 400);
const api = await startTestServer({ config: { kitchenSpeedSeconds: 0 } });
const recorder = recordStatements(api.db);
const guest = await fetch(`${api.url}/api/user/guest/${B2C_ID}`, { method: 'POST' });
const cookie = guest.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const guestId: string = (await guest.json()).data._id;
const body = (draftOrderId: string) => ({
  idCliente: guestId,
  idLocal: BRANCH_IDS.palermo,
  storeId: STORE_IDS.palermo,
  idMarca: B2C_ID,
  draftOrderId,
  type: 'takeaway',
  horaRetiro: new Date(Date.now() + 3_600_000).toISOString(),
  orderPayment: [{ sku: 'PAR-011', quantity: 2 }],
  total: 5800,
});
const send = async (draft: string) => {
  const res = await fetch(`${api.url}/api/pedido/sendorder`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body(draft)),
  });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
};
// A warm-up order (catalogue snapshot, brand row), then two captured ones.
await send(`warm-${randomBytes(8).toString('hex')}`);
const captures: Statement[][] = [];
const drafts = ['a', 'b'].map((t) => `replay-${t}-${randomBytes(8).toString('hex')}`);
for (const draft of drafts) {
  recorder.start();
  await send(draft);
  captures.push(recorder.stop());
}
const template = orderTemplate({ cookie, body: body(drafts[0]), statements: captures[0] }, captures[1]);
const wall = template.statements.map(() => 0);
const cpu0 = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < N; i++) {
  const values = template.valuesFor({
    cookie,
    idCliente: guestId,
    draftOrderId: randomBytes(12).toString('hex'),
  });
  await api.db.transaction(async (tx) => {
    let orderNumber: unknown;
    for (const [k, st] of template.statements.entries()) {
      const params = st.params.map((p, j) =>
        st.orderNumberAt.includes(j) ? orderNumber : substitute(p, values),
      );
      const t0 = performance.now();
      const { rows } = await tx.query<Record<string, unknown>>(st.sql, params);
      wall[k] += performance.now() - t0;
      if (st.isCounter) orderNumber = rows[0]?.next_order_number ?? rows[0]?.last_number;
    }
  });
}
const cpu = process.cpuUsage(cpu0);
console.log(`${api.db.kind}, ${N} orders one after another, ${template.statements.length} statements each`);
for (const [k, st] of template.statements.entries()) {
  console.log(`${(wall[k] / N).toFixed(3)} ms  ${st.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
}
console.log(`wall per order ${((performance.now() - started) / N).toFixed(3)} ms (with BEGIN/COMMIT)`);
console.log(`this process's CPU per order ${((cpu.user + cpu.system) / N / 1000).toFixed(3)} ms`);
await api.close();
process.exit(0);
