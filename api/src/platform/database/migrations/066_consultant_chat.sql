-- The built-in consultant chat: one conversation per signed-in customer, or per session for a visitor who is not
-- signed in; messages from the shopper and from the operator.
CREATE TABLE chat_conversations (
  id           bigserial   PRIMARY KEY,
  visitor_key  text        NOT NULL UNIQUE,
  customer_id  integer,
  display_name text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_updated ON chat_conversations (updated_at DESC);

CREATE TABLE chat_messages (
  id              bigserial   PRIMARY KEY,
  conversation_id bigint      NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
  author          text        NOT NULL CHECK (author IN ('shopper', 'operator')),
  body            text        NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
