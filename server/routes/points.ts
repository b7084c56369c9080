import * as v from 'valibot';
import { requireOwnUser } from '../http/access';
import { forbidden, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import {
  availablePoints,
  listTransactions,
  type PointTransactionRow,
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
      const { rows } = await deps.db.query<PointTransactionRow>(
        'SELECT * FROM point_transactions WHERE id = $1',
        [params.id],
      );
      const t = rows[0];
      if (!t) throw notFound('Transacción no encontrada');
      if (t.user_id !== me().user.id) throw forbidden();
      return ok(c, toTransactionDetail(t));
    },
  }),
];
