-- Canaries the platform judges. A team starts one with `npm run deploy:remote -- <app> --canary 5 --steps`; every
-- instance runs the judge, one at a time (the lease), which steps the canary up while it is as healthy as the current
-- version and ends it when it is clearly worse, each time as a move of the registry made by 'platform'.

-- Each app's rollout policy; an app without a row gets the documented defaults (docs/deploying.md).
CREATE TABLE rollout_policies (
  app                   text PRIMARY KEY REFERENCES registry_apps (app) CHECK (app <> 'shell'),
  -- the canary's shares, in order; after the last one a healthy canary is released to everyone
  steps                 numeric(5, 2)[] NOT NULL,
  step_minutes          integer NOT NULL CHECK (step_minutes BETWEEN 1 AND 1440),
  -- page views of the canary before any judgement
  min_views             integer NOT NULL CHECK (min_views >= 0),
  -- limits; null: not judged on that figure
  max_errors_per_1000   double precision CHECK (max_errors_per_1000 >= 0),
  max_errors_vs_current double precision CHECK (max_errors_vs_current >= 1),
  max_lcp_vs_current    double precision CHECK (max_lcp_vs_current >= 1),
  max_inp_vs_current    double precision CHECK (max_inp_vs_current >= 1),
  min_adds_vs_current   double precision CHECK (min_adds_vs_current BETWEEN 0 AND 1),
  webhook_url           text,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  updated_by            text NOT NULL
);

-- A canary under a policy: its shares and minutes are fixed when it starts. It is the judge's while the app's last
-- move is its start or a move of the platform's; any other move (a person's release, rollback or share) takes it over.
CREATE TABLE canary_rollouts (
  id               bigserial PRIMARY KEY,
  app              text NOT NULL REFERENCES registry_apps (app),
  version          text NOT NULL,
  steps            numeric(5, 2)[] NOT NULL,
  step_minutes     integer NOT NULL,
  started_revision integer NOT NULL,
  started_at       timestamptz NOT NULL DEFAULT now(),
  started_by       text NOT NULL,
  ended_at         timestamptz,
  outcome          text CHECK (outcome IN ('released', 'rolled_back', 'taken_over')),
  CHECK ((ended_at IS NULL) = (outcome IS NULL))
);
CREATE UNIQUE INDEX canary_rollouts_running ON canary_rollouts (app) WHERE ended_at IS NULL;

-- Every move the judge made, with the figures that decided it: the same JSON its webhook receives.
CREATE TABLE canary_judgements (
  id       bigserial PRIMARY KEY,
  rollout  bigint NOT NULL REFERENCES canary_rollouts (id),
  move_id  bigint NOT NULL REFERENCES registry_moves (id),
  decision text NOT NULL CHECK (decision IN ('step', 'release', 'rollback')),
  record   jsonb NOT NULL,
  at       timestamptz NOT NULL DEFAULT now()
);

-- Who judges now: an instance holds the lease while it judges (a row, so it holds on PGlite and across a pool).
CREATE TABLE canary_judge_lease (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  holder   text,
  until    timestamptz NOT NULL
);
INSERT INTO canary_judge_lease (holder, until) VALUES (NULL, '-infinity');
