-- Remotes that failed to load in shoppers' browsers, by version: `npm run registry -- status` shows the last hour's
-- count per version, so a canary that breaks for some shoppers is seen before it reaches everyone.
CREATE TABLE remote_load_failures (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  message text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_load_failures_at ON remote_load_failures (at);
