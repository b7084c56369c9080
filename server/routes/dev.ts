import * as v from 'valibot';
import { notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';

interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  code: string | null;
  link: string | null;
  id_marca: string | null;
  created_at: Date;
}

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
      const { rows } = await deps.db.query<OutboxRow>(
        `SELECT * FROM outbox WHERE ($1::text IS NULL OR to_email = $1) ORDER BY seq DESC LIMIT $2`,
        [query.email || null, query.limit ?? 50],
      );
      const data = rows.map((m) => ({
        _id: m.id,
        to: m.to_email,
        subject: m.subject,
        text: m.text_body,
        html: m.html_body,
        code: m.code,
        link: m.link,
        idMarca: m.id_marca,
        createdAt: m.created_at.toISOString(),
      }));
      return ok(c, data);
    },
  }),
];
