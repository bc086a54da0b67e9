-- Each remote version's health as shoppers meet it, per minute, so `npm run registry -- status` and the canary judge
-- compare a canary with the current version on the same minutes. One row per minute, app, version and kind of page
-- (and per error fingerprint): a busy store adds rows by the minute, never by the visit. Nothing about the shopper.

-- What remotes threw in browsers: the fingerprint (a hash of the remote, the scrubbed message and the top frames'
-- files), how it was caught, and the last scrubbed message as a sample.
CREATE TABLE remote_errors (
  app         text NOT NULL,
  version     text NOT NULL,
  page_type   text NOT NULL,
  fingerprint text NOT NULL,
  minute      timestamptz NOT NULL,
  errors      integer NOT NULL,
  source      text NOT NULL,
  message     text NOT NULL,
  PRIMARY KEY (app, version, minute, page_type, fingerprint)
);
CREATE INDEX remote_errors_minute ON remote_errors (minute);

-- Page views and adds to the basket of a sample of sessions; weighted_views scales them to every shopper (each
-- view counts 1 / the share of sessions that reported it).
CREATE TABLE page_counts (
  app            text NOT NULL,
  version        text NOT NULL,
  page_type      text NOT NULL,
  minute         timestamptz NOT NULL,
  views          integer NOT NULL,
  adds           integer NOT NULL,
  weighted_views double precision NOT NULL,
  PRIMARY KEY (app, version, minute, page_type)
);
CREATE INDEX page_counts_minute ON page_counts (minute);
