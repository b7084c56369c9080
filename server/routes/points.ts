import * as v from 'valibot';
import { requireOwnRecord, requireOwnUser } from '../http/access';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import {
  availablePoints,
  findTransaction,
  listTransactions,
  toTransactionDetail,
  toTransactionSummary,
} from '../services/points';

export const pointsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/points/:id',
    summary: "The user's available points and history",
    auth: 'session',
    params: v.object({ id: idParam }),
    async handler({ c, deps, params, me }) {
      const user = await requireOwnUser(c, deps.db, me(), params.id);
      const [total, rows] = await Promise.all([
        availablePoints(deps.db, user.id),
        listTransactions(deps.db, user.id),
      ]);
      const summary = { availablePoints: total, transactions: rows.map(toTransactionSummary) };
      // The spec reads availablePoints/transactions "on the response": both places are served.
      return ok(c, summary, summary);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/points/transaction/:id',
    summary: 'One points transaction of the session user',
    auth: 'session',
    params: v.object({ id: idParam }),
    async handler({ c, deps, params, me }) {
      const transaction = await findTransaction(deps.db, params.id);
      const own = requireOwnRecord(
        transaction,
        'Transacción no encontrada',
        (t) => t.user_id === me().user.id,
      );
      return ok(c, toTransactionDetail(own));
    },
  }),
];
