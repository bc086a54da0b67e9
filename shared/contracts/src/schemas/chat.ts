import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/**
 * The signed-in customer as the chat widget receives them; `hash` is an HMAC of the id with a secret only the
 * server and the chat service know, so the service can trust who writes.
 */
export const ChatUserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  hash: Type.String(),
});

export const ChatConfigSchema = Type.Union([
  Type.Object({ provider: Type.Literal('builtin'), user: Nullable(ChatUserSchema) }),
  Type.Object({ provider: Type.Literal('jivo'), widgetId: Type.String(), user: Nullable(ChatUserSchema) }),
]);

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  author: Type.Union([Type.Literal('shopper'), Type.Literal('operator')]),
  text: Type.String(),
  at: Type.String(),
});

export const ChatMessagesSchema = Type.Object({ messages: Type.Array(ChatMessageSchema) });
export const ChatMessagesQuerySchema = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
export const ChatMessageBodySchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

export type ChatUser = Static<typeof ChatUserSchema>;
export type ChatConfig = Static<typeof ChatConfigSchema>;
export type ChatMessage = Static<typeof ChatMessageSchema>;
export type ChatMessages = Static<typeof ChatMessagesSchema>;
