import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import { newId } from '../security/crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A verification code, kept apart so the dev outbox can show it. */
  code?: string;
  /** The action link of the mail (recovery), kept apart for the dev outbox. */
  link?: string;
  idMarca?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type Log = (level: 'info' | 'warn' | 'error', message: string, detail?: unknown) => void;

/**
 * The e-mail adapter: every message lands in the `outbox` table (read by GET /api/dev/outbox);
 * with SMTP_URL set it is also delivered through nodemailer. A delivery failure is logged and
 * never fails the request: the outbox row is the record.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: Log }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(m) {
      await opts.db.query(
        `INSERT INTO outbox (id, to_email, subject, text_body, html_body, code, link, id_marca)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          newId(),
          m.to.toLowerCase(),
          m.subject,
          m.text,
          m.html,
          m.code ?? null,
          m.link ?? null,
          m.idMarca ?? null,
        ],
      );
      if (!transport) return;
      transport
        .sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html })
        .catch((err: Error) => opts.log('error', `[mail] SMTP delivery to ${m.to} failed`, err.message));
    },
  };
}
