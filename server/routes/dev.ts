import * as v from 'valibot';
import { notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { listOutbox, toOutboxDto } from '../services/outbox';

export const devRoutes = [
  defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'E-mail sandbox: sent messages, newest first (not in production unless DEV_OUTBOX=1)',
    auth: 'none',
    query: v.object({
      email: v.optional(
        v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'El email no es válido')),
      ),
      limit: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,3}$/, 'El campo "limit" debe ser un número entre 1 y 200'),
          v.transform(Number),
          v.minValue(1, 'El campo "limit" debe ser un número entre 1 y 200'),
          v.maxValue(200, 'El campo "limit" debe ser un número entre 1 y 200'),
        ),
      ),
    }),
    async handler({ c, deps, query }) {
      if (!deps.config.devOutbox) throw notFound('Ruta no encontrada');
      const rows = await listOutbox(deps.db, query.email || null, query.limit ?? 50);
      return ok(c, rows.map(toOutboxDto));
    },
  }),
];
