import type { Queryable } from '../../platform/database/types';

export interface MessageRow {
  id: number | string;
  author: 'shopper' | 'operator';
  body: string;
  created_at: Date | string;
}

export interface ConversationRow {
  id: number | string;
  visitor_key: string;
  customer_id: number | null;
  display_name: string | null;
  updated_at: Date | string;
  last_body: string | null;
  last_author: 'shopper' | 'operator' | null;
}

export async function findConversationId(db: Queryable, visitorKey: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number | string }>('SELECT id FROM chat_conversations WHERE visitor_key = $1', [
    visitorKey,
  ]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The visitor's conversation, created on their first message; the name follows the latest sign-in. */
export async function upsertConversation(
  db: Queryable,
  visitor: { key: string; customerId: number | null; displayName: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO chat_conversations (visitor_key, customer_id, display_name) VALUES ($1, $2, $3)
     ON CONFLICT (visitor_key) DO UPDATE SET display_name = COALESCE(EXCLUDED.display_name, chat_conversations.display_name)
     RETURNING id`,
    [visitor.key, visitor.customerId, visitor.displayName],
  );
  return Number(rows[0]!.id);
}

export async function insertMessage(
  db: Queryable,
  conversationId: number,
  author: 'shopper' | 'operator',
  body: string,
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `WITH touched AS (UPDATE chat_conversations SET updated_at = now() WHERE id = $1 RETURNING id)
     INSERT INTO chat_messages (conversation_id, author, body) SELECT id, $2, $3 FROM touched
     RETURNING id, author, body, created_at`,
    [conversationId, author, body],
  );
  return rows[0] ?? null;
}

export async function messagesAfter(db: Queryable, conversationId: number, after: number, limit: number) {
  const { rows } = await db.query<MessageRow>(
    `SELECT id, author, body, created_at FROM (
       SELECT id, author, body, created_at FROM chat_messages WHERE conversation_id = $1 AND id > $2
        ORDER BY id DESC LIMIT $3) latest
      ORDER BY id`,
    [conversationId, after, limit],
  );
  return rows;
}

export async function latestConversations(db: Queryable, limit: number): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT c.id, c.visitor_key, c.customer_id, c.display_name, c.updated_at, m.body AS last_body, m.author AS last_author
       FROM chat_conversations c
       LEFT JOIN LATERAL (SELECT body, author FROM chat_messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) m
         ON true
      ORDER BY c.updated_at DESC, c.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
