-- Failures of apps' server renderers (each app version's server bundle runs in a process of its own on every
-- instance), counted per minute, app, version and reason across instances: `npm run registry -- status` shows the
-- last hour's per version.
CREATE TABLE renderer_failures (
  app text NOT NULL,
  version text NOT NULL,
  reason text NOT NULL,
  minute timestamptz NOT NULL,
  failures integer NOT NULL,
  last_message text NOT NULL,
  PRIMARY KEY (app, version, reason, minute)
);
CREATE INDEX renderer_failures_minute ON renderer_failures (minute);
