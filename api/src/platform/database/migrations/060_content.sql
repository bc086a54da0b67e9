-- Editorial content imported from Markdown files (npm run content:import). Each row keeps the hash of the file it
-- came from, so an unchanged file changes nothing; a file that disappears unpublishes its row (kept for history).

CREATE TABLE article_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  position integer NOT NULL,
  published boolean NOT NULL DEFAULT true
);

CREATE TABLE authors (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  position text NOT NULL,
  credentials text NOT NULL,
  bio_html text NOT NULL,
  source_hash text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE articles (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  published_on date NOT NULL,
  author_id integer NOT NULL REFERENCES authors (id),
  category_id integer NOT NULL REFERENCES article_categories (id),
  tags text[] NOT NULL,
  summary text NOT NULL,
  products text[] NOT NULL,
  body_html text NOT NULL,
  toc jsonb NOT NULL,
  reading_minutes integer NOT NULL,
  source_hash text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_published_newest ON articles (published_on DESC, id DESC) WHERE published;
CREATE INDEX articles_category ON articles (category_id, published_on DESC) WHERE published;
CREATE INDEX articles_author ON articles (author_id, published_on DESC) WHERE published;
CREATE INDEX articles_tags ON articles USING gin (tags);

CREATE TABLE promotions (
  slug text PRIMARY KEY,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('discount', 'gift', 'bundle', 'partners', 'special', 'lenses')),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  -- null: every region
  region_ids integer[],
  discount integer,
  products text[] NOT NULL,
  categories text[] NOT NULL,
  partner text,
  summary text NOT NULL,
  body_html text NOT NULL,
  source_hash text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on)
);
CREATE INDEX promotions_running ON promotions (ends_on, starts_on) WHERE published;

CREATE TABLE news (
  slug text PRIMARY KEY,
  id integer NOT NULL UNIQUE,
  title text NOT NULL,
  published_on date NOT NULL,
  summary text NOT NULL,
  body_html text NOT NULL,
  source_hash text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_newest ON news (published_on DESC) WHERE published;

CREATE TABLE info_pages (
  slug text PRIMARY KEY,
  -- where it is served: /basic-pages/<slug> unless the file says otherwise
  path text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL,
  -- null: every brand
  brands text[],
  body_html text NOT NULL,
  toc jsonb NOT NULL,
  source_hash text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
