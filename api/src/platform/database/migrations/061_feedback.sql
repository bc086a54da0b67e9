-- What shoppers send through the site's forms: kept here and mailed to the shop's mailbox.

CREATE TABLE feedback_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('message', 'callback', 'mp-link', 'jj', 'podbor-analoga', 'charity')),
  fields jsonb NOT NULL,
  phone text,
  email text,
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  client_address text NOT NULL,
  mailed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_requests_created ON feedback_requests (created_at DESC);

CREATE TABLE feedback_attachments (
  request_id bigint NOT NULL REFERENCES feedback_requests (id) ON DELETE CASCADE,
  position integer NOT NULL,
  file_name text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (request_id, position)
);

-- E-mail subscriptions with double opt-in: a row is confirmed only from the signed link of the confirmation letter.
CREATE TABLE mailing_subscriptions (
  email text PRIMARY KEY,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
