-- What the built-in SMS and mail providers "send": kept here so that local and test runs (and every API instance)
-- can read codes and links back; a real provider records what it handed over too, with its answer.
CREATE TABLE outbox_messages (
  id         bigserial   PRIMARY KEY,
  channel    text        NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient  text        NOT NULL,
  subject    text,
  body       text        NOT NULL,
  attachments text[]     NOT NULL DEFAULT '{}',
  provider   text        NOT NULL,
  delivered  boolean     NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, id DESC);
