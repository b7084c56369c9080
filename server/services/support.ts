import type { Queryable } from '../db/db';
import { newId } from '../security/crypto';

export interface SupportMessage {
  userId: string | null;
  brandId: string | null;
  email: string;
  subject: string;
  description: string;
}

/** Stores a support message (accounts.md §7.3) and answers its id. */
export async function saveSupportMessage(db: Queryable, message: SupportMessage): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO support_messages (id, user_id, id_marca, email, subject, description)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, message.userId, message.brandId, message.email, message.subject, message.description],
  );
  return id;
}
