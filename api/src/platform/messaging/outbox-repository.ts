import type { Queryable } from '../database/types';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** file names of attached files */
  attachments: string[];
  provider: string;
  delivered: boolean;
  createdAt: string;
}

export async function recordMessage(db: Queryable, message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<void> {
  await db.query(
    `INSERT INTO outbox_messages (channel, recipient, subject, body, attachments, provider, delivered)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.channel,
      message.recipient,
      message.subject,
      message.body,
      message.attachments,
      message.provider,
      message.delivered,
    ],
  );
}

/** Messages to a phone (compared by its digits) or an e-mail address (case-insensitive), newest first. */
export async function messagesTo(db: Queryable, recipient: string, limit = 50): Promise<OutboxMessage[]> {
  const email = recipient.includes('@');
  const { rows } = await db.query<{
    id: string | number;
    channel: 'sms' | 'email';
    recipient: string;
    subject: string | null;
    body: string;
    attachments: string[];
    provider: string;
    delivered: boolean;
    created_at: Date | string;
  }>(
    email
      ? `SELECT * FROM outbox_messages WHERE channel = 'email' AND lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2`
      : `SELECT * FROM outbox_messages WHERE channel = 'sms' AND regexp_replace(recipient, '\\D', '', 'g') = $1
          ORDER BY id DESC LIMIT $2`,
    [email ? recipient : recipient.replace(/\D/g, ''), limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    attachments: [...row.attachments],
    provider: row.provider,
    delivered: row.delivered,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
