-- Real-user speed: LCP, INP, CLS and TTFB that a sample of shoppers' browsers measured, per page type and per the
-- version of the app that drew the page, so a canary that makes the store slower is seen beside its version in
-- `npm run registry -- status`. Nothing about the shopper is kept. Samples older than a week are removed on the way.
CREATE TABLE speed_samples (
  id        bigserial PRIMARY KEY,
  at        timestamptz NOT NULL DEFAULT now(),
  app       text NOT NULL,
  version   text NOT NULL,
  page_type text NOT NULL,
  metric    text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  value     double precision NOT NULL CHECK (value >= 0)
);
CREATE INDEX speed_samples_at ON speed_samples (at);
CREATE INDEX speed_samples_version ON speed_samples (app, version, at);
