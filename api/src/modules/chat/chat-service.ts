import type { ChatConfig, ChatMessage } from '@apteka/contracts/schemas';
import type { ChatSettings } from '../../platform/config';
import type { Db } from '../../platform/database/types';
import { invalid, notFound } from '../../platform/errors';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { findCustomer } from '../account';
import { chatUserHash, derivedChatSecret } from './chat-identity';
import {
  findConversationId,
  insertMessage,
  latestConversations,
  messagesAfter,
  upsertConversation,
  type MessageRow,
} from './chat-repository';

export interface ChatDeps {
  db: Db;
  settings: ChatSettings;
  sessionSecret: string;
}

/** Who writes: the session's customer when signed in, else the session itself. */
export interface ChatVisitor {
  sessionId: string;
  customerId: number | null;
}

/** A shopper types; a script would flood the operators. Both hold across instances. */
const PER_VISITOR: RateLimit = { bucket: 'chat:visitor', limit: 20, windowSeconds: 600 };
const PER_ADDRESS: RateLimit = { bucket: 'chat:address', limit: 120, windowSeconds: 3600 };
const HISTORY = 200;

const visitorKey = (visitor: ChatVisitor) =>
  visitor.customerId === null ? `session:${visitor.sessionId}` : `customer:${visitor.customerId}`;

const secretOf = (deps: ChatDeps) => deps.settings.secret ?? derivedChatSecret(deps.sessionSecret);

const toMessage = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  author: row.author,
  text: row.body,
  at: new Date(row.created_at).toISOString(),
});

async function customerOf(deps: ChatDeps, visitor: ChatVisitor) {
  return visitor.customerId === null ? null : findCustomer(deps.db, visitor.customerId);
}

/** What the widget needs: the provider, and the signed-in customer with the hash that vouches for them. */
export async function chatConfig(deps: ChatDeps, visitor: ChatVisitor): Promise<ChatConfig> {
  const customer = await customerOf(deps, visitor);
  const user = customer
    ? {
        id: String(customer.id),
        name: [customer.first_name, customer.last_name].filter(Boolean).join(' ') || 'Покупатель',
        phone: customer.phone,
        email: customer.email,
        hash: chatUserHash(secretOf(deps), customer.id),
      }
    : null;
  return deps.settings.provider === 'jivo'
    ? { provider: 'jivo', widgetId: deps.settings.widgetId, user }
    : { provider: 'builtin', user };
}

export async function visitorMessages(deps: ChatDeps, visitor: ChatVisitor, after = 0): Promise<ChatMessage[]> {
  const id = await findConversationId(deps.db, visitorKey(visitor));
  return id === null ? [] : (await messagesAfter(deps.db, id, after, HISTORY)).map(toMessage);
}

export async function sendVisitorMessage(
  deps: ChatDeps,
  visitor: ChatVisitor,
  address: string,
  text: string,
): Promise<ChatMessage> {
  const body = text.trim();
  if (!body) throw invalid('validation', 'Напишите сообщение.');
  const key = visitorKey(visitor);
  await enforceLimits(
    deps.db,
    [
      { limit: PER_VISITOR, key },
      { limit: PER_ADDRESS, key: address },
    ],
    'rate_limited',
    (wait) => `Слишком много сообщений. Попробуйте ${wait}.`,
  );
  const customer = await customerOf(deps, visitor);
  const displayName = customer ? customer.first_name || customer.phone : null;
  const conversationId = await upsertConversation(deps.db, { key, customerId: visitor.customerId, displayName });
  const row = await insertMessage(deps.db, conversationId, 'shopper', body);
  return toMessage(row!);
}

/** The operator's side (the local operator page): conversations, newest first, and replies. */
export async function operatorConversations(db: Db, limit = 50) {
  const rows = await latestConversations(db, limit);
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      name: row.display_name ?? (row.customer_id === null ? 'Гость' : `Покупатель ${row.customer_id}`),
      messages: (await messagesAfter(db, Number(row.id), 0, 20)).map(toMessage),
    })),
  );
}

export async function operatorReply(db: Db, conversationId: number, text: string): Promise<ChatMessage> {
  const body = text.trim();
  if (!body) throw invalid('validation', 'Напишите ответ.');
  const row = await insertMessage(db, conversationId, 'operator', body);
  if (!row) throw notFound('conversation_not_found', 'Разговор не найден.');
  return toMessage(row);
}
