-- Delivery and pharmacies: region detection, courier addresses, favourites and pharmacy reviews.

-- IPv4 ranges (as integers, both ends inclusive) of the seed's small geo table; unknown addresses fall back to
-- the default region.
CREATE TABLE ip_region_ranges (
  range_start bigint  NOT NULL,
  range_end   bigint  NOT NULL CHECK (range_end >= range_start),
  region_id   integer NOT NULL REFERENCES regions(id),
  PRIMARY KEY (range_start)
);

-- Houses with coordinates per enabled region: the built-in address-suggestion provider answers from here.
CREATE TABLE address_houses (
  id        integer PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions(id),
  street    text    NOT NULL,
  house     text    NOT NULL,
  -- lower-cased 'street house' for prefix and substring search
  search    text    NOT NULL,
  lat       double precision NOT NULL,
  lon       double precision NOT NULL
);
CREATE INDEX address_houses_region_idx ON address_houses(region_id, search);
CREATE INDEX address_houses_search_trgm_idx ON address_houses USING gin (search gin_trgm_ops);

CREATE TABLE store_reviews (
  id          serial  PRIMARY KEY,
  store_id    integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  customer_id integer,
  author      text    NOT NULL,
  rating      integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text        text    NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_reviews_store_idx ON store_reviews(store_id, created_at DESC);

CREATE TABLE favorite_stores (
  customer_id integer NOT NULL,
  store_id    integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, store_id)
);

CREATE TABLE favorite_addresses (
  id          serial  PRIMARY KEY,
  customer_id integer NOT NULL,
  region_id   integer NOT NULL REFERENCES regions(id),
  address     jsonb   NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favorite_addresses_customer_idx ON favorite_addresses(customer_id, region_id);
