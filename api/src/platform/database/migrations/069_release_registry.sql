-- The release registry: which version of the shell and of each remote every API instance serves, what was
-- published, and every move with who made it. It lives in the database so that every instance follows one registry
-- (a move notifies them all on the channel 'registry_moved'). A move is made against the app's revision: a move
-- against a stale revision is refused.
CREATE TABLE registry_apps (
  app            text PRIMARY KEY CHECK (app IN ('shell', 'content', 'catalog', 'basket', 'account', 'pharmacies')),
  current_version text,
  canary_version  text,
  canary_percent  numeric(5, 2) CHECK (canary_percent >= 0 AND canary_percent <= 100),
  revision        integer NOT NULL DEFAULT 0,
  moved_at        timestamptz,
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL))
);
INSERT INTO registry_apps (app) VALUES ('shell'), ('content'), ('catalog'), ('basket'), ('account'), ('pharmacies');

-- A published build: immutable. entry_key is the origin key of its manifest (a remote) or its page (the shell);
-- the server bundle's key and SHA-384 are what an instance checks before it runs the bundle.
CREATE TABLE registry_versions (
  app                  text NOT NULL REFERENCES registry_apps (app),
  version              text NOT NULL,
  seq                  bigserial NOT NULL,
  entry_key            text NOT NULL,
  server_bundle_key    text,
  server_bundle_sha384 text,
  build_info           jsonb NOT NULL,
  published_at         timestamptz NOT NULL DEFAULT now(),
  published_by         text NOT NULL,
  team                 text,
  token_id             text,
  ci_run_url           text,
  PRIMARY KEY (app, version),
  CHECK ((server_bundle_key IS NULL) = (server_bundle_sha384 IS NULL))
);

-- Every file of a published build: its path in the build, its key in the origin and its SHA-384 (base64).
CREATE TABLE registry_files (
  app     text NOT NULL,
  version text NOT NULL,
  path    text NOT NULL,
  key     text NOT NULL,
  sha384  text NOT NULL,
  size    integer NOT NULL,
  PRIMARY KEY (app, version, path),
  FOREIGN KEY (app, version) REFERENCES registry_versions (app, version)
);

CREATE TABLE registry_moves (
  id             bigserial PRIMARY KEY,
  app            text NOT NULL REFERENCES registry_apps (app),
  action         text NOT NULL CHECK (action IN ('deploy', 'canary', 'release', 'rollback')),
  from_version   text,
  to_version     text NOT NULL,
  canary_version text,
  canary_percent numeric(5, 2),
  revision       integer NOT NULL,
  moved_at       timestamptz NOT NULL DEFAULT now(),
  moved_by       text NOT NULL,
  team           text,
  token_id       text,
  ci_run_url     text,
  reason         text
);
CREATE INDEX registry_moves_app ON registry_moves (app, id);

-- Product teams' deploy tokens, each for one app. Only a SHA-256 of the secret is kept: the secret is shown once.
CREATE TABLE deploy_tokens (
  id            text PRIMARY KEY,
  scope         text NOT NULL REFERENCES registry_apps (app),
  team          text NOT NULL,
  secret_sha256 text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  created_by    text NOT NULL,
  revoked_at    timestamptz,
  last_used_at  timestamptz
);
