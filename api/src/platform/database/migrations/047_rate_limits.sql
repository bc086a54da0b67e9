-- Counters of abuse limits (SMS codes per phone, per address, per session, sign-in guesses, error reports, forms).
-- They live in the database so that every API instance counts against the same numbers. A window opens with the
-- first hit of a key and lasts the limit's length; the row is reset by the first hit after it ended.
CREATE TABLE rate_limit_counters (
  bucket     text        NOT NULL,
  key        text        NOT NULL,
  hits       integer     NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limit_counters_expiry ON rate_limit_counters (expires_at);
