import type { Queryable } from '../db/db';

/** One e-mail the app sent, as the dev outbox keeps it (every message, SMTP or not). */
export interface OutboxRow {
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

/** Sent messages, newest first, optionally to one address. */
export async function listOutbox(db: Queryable, email: string | null, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT * FROM outbox WHERE ($1::text IS NULL OR to_email = $1) ORDER BY seq DESC LIMIT $2`,
    [email, limit],
  );
  return rows;
}

export const toOutboxDto = (m: OutboxRow) => ({
  _id: m.id,
  to: m.to_email,
  subject: m.subject,
  text: m.text_body,
  html: m.html_body,
  code: m.code,
  link: m.link,
  idMarca: m.id_marca,
  createdAt: m.created_at.toISOString(),
});
