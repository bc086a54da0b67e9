-- Reference and catalogue data. Money is integer kopecks everywhere.

CREATE TABLE regions (
  id                   integer PRIMARY KEY,
  name                 text    NOT NULL,
  name2                text    NOT NULL,
  additionly_name      text,
  slug                 text    NOT NULL UNIQUE,
  name_gde             text    NOT NULL,
  name_vin             text    NOT NULL,
  name_dat             text    NOT NULL,
  name_rod             text    NOT NULL,
  disabled             boolean NOT NULL DEFAULT false,
  has_courier_delivery boolean NOT NULL DEFAULT true,
  has_night_delivery   boolean NOT NULL DEFAULT false,
  has_prescription     boolean NOT NULL DEFAULT true,
  phone                text    NOT NULL,
  time_zone            text    NOT NULL,
  time_by_zone         integer NOT NULL,
  region_codes         text[]  NOT NULL DEFAULT '{}',
  region_kladr         text[]  NOT NULL DEFAULT '{}',
  centre_lat           double precision NOT NULL,
  centre_lon           double precision NOT NULL,
  bound_south          double precision NOT NULL,
  bound_west           double precision NOT NULL,
  bound_north          double precision NOT NULL,
  bound_east           double precision NOT NULL,
  -- courier rules: free delivery from this basket total, otherwise cost
  courier_cost         integer NOT NULL DEFAULT 29900,
  courier_free_from    integer NOT NULL DEFAULT 300000
);

-- Administrative-region names (full and abbreviated) mapped to a region id.
CREATE TABLE region_aliases (
  alias     text    PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions(id)
);

CREATE TABLE stores (
  id                integer PRIMARY KEY,
  region_id         integer NOT NULL REFERENCES regions(id),
  name              text    NOT NULL,
  address           text    NOT NULL,
  lat               double precision NOT NULL,
  lon               double precision NOT NULL,
  phone             text    NOT NULL,
  metro             text,
  is_around_the_clock boolean NOT NULL DEFAULT false,
  has_optics        boolean NOT NULL DEFAULT false,
  has_optic_email   boolean NOT NULL DEFAULT false,
  is_dark_store     boolean NOT NULL DEFAULT false,
  -- seven entries, Monday first: {"open":"08:00","close":"22:00"} or {"open":null,"close":null}
  opening_hours     jsonb   NOT NULL
);
CREATE INDEX stores_region_idx ON stores(region_id);

CREATE TABLE categories (
  id        integer PRIMARY KEY,
  parent_id integer REFERENCES categories(id),
  name      text    NOT NULL,
  slug      text    NOT NULL,
  path      text[]  NOT NULL,
  position  integer NOT NULL DEFAULT 0,
  UNIQUE (parent_id, slug)
);
CREATE INDEX categories_parent_idx ON categories(parent_id);

CREATE TABLE substances (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);

CREATE TABLE brands (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);

CREATE TABLE manufacturers (
  id      integer PRIMARY KEY,
  name    text NOT NULL UNIQUE,
  slug    text NOT NULL UNIQUE,
  country text NOT NULL
);

CREATE TABLE products (
  id               integer PRIMARY KEY,
  guid             uuid    NOT NULL UNIQUE,
  slug             text    NOT NULL UNIQUE,
  name             text    NOT NULL,
  trade_name       text    NOT NULL,
  substance_id     integer REFERENCES substances(id),
  brand_id         integer NOT NULL REFERENCES brands(id),
  manufacturer_id  integer NOT NULL REFERENCES manufacturers(id),
  category_id      integer NOT NULL REFERENCES categories(id),
  country          text    NOT NULL,
  medform          text    NOT NULL,
  form_type        text    NOT NULL,
  dosage           text,
  units_in_package integer,
  valid_months     integer NOT NULL,
  is_prescription  boolean NOT NULL DEFAULT false,
  is_medicine      boolean NOT NULL DEFAULT true,
  -- goods that only a dark store holds: prepayment applies
  is_dark_store_only boolean NOT NULL DEFAULT false,
  popularity       integer NOT NULL DEFAULT 0,
  image            text    NOT NULL,
  video_url        text,
  description      text    NOT NULL,
  -- ordered sections: [{"title": "...", "text": "..."}]
  info_sections    jsonb   NOT NULL DEFAULT '[]'
);
CREATE INDEX products_category_idx ON products(category_id);
CREATE INDEX products_substance_idx ON products(substance_id);
CREATE INDEX products_brand_idx ON products(brand_id);
CREATE INDEX products_manufacturer_idx ON products(manufacturer_id);

-- A product's price in a region; no row means the product is not sold there.
CREATE TABLE product_prices (
  product_id integer NOT NULL REFERENCES products(id),
  region_id  integer NOT NULL REFERENCES regions(id),
  base       integer NOT NULL CHECK (base > 0),
  special    integer CHECK (special IS NULL OR (special > 0 AND special < base)),
  PRIMARY KEY (region_id, product_id)
);

-- Units on the shelf of a store; reservations subtract from it in the same transaction.
CREATE TABLE stock (
  store_id   integer NOT NULL REFERENCES stores(id),
  product_id integer NOT NULL REFERENCES products(id),
  quantity   integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (store_id, product_id)
);
CREATE INDEX stock_product_idx ON stock(product_id);

CREATE TABLE slides (
  id                   integer PRIMARY KEY,
  type                 text    NOT NULL,
  name                 text    NOT NULL,
  image_base           text    NOT NULL,
  image_small          text    NOT NULL,
  link                 text    NOT NULL,
  promo_slug           text,
  analytics_brand      text,
  analytics_product    text,
  ord                  text,
  open_link_in_new_tab boolean NOT NULL DEFAULT false,
  position             integer NOT NULL DEFAULT 0
);

-- Which seed produced the data, so start-up seeds only an empty database.
CREATE TABLE seed_info (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  seed       integer NOT NULL,
  products   integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
