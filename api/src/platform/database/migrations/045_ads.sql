-- Advertising of the built-in ad provider: campaigns of an advertiser (client name, active period, optional
-- regions) and their creatives, each with its ORD marking token (erid) and placement. A listing creative promotes
-- one product; a top banner may link to one. Prescription products are never advertised: the provider's queries
-- filter them out, whatever a creative names.

CREATE TABLE ad_campaigns (
  id          integer     PRIMARY KEY,
  client_name text        NOT NULL,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  -- null: every region
  region_ids  integer[],
  priority    integer     NOT NULL DEFAULT 0,
  CHECK (starts_at < ends_at)
);

CREATE TABLE ad_creatives (
  id                 integer PRIMARY KEY,
  campaign_id        integer NOT NULL REFERENCES ad_campaigns(id) ON DELETE CASCADE,
  placement          text    NOT NULL CHECK (placement IN ('top_banner', 'listing')),
  -- ORD marking token (erid), copied by 'Скопировать ID рекламы'
  token              text    NOT NULL UNIQUE,
  title              text    NOT NULL,
  text               text,
  image              text,
  link               text,
  -- the promoted product: required for a listing tile
  product_id         integer REFERENCES products(id) ON DELETE CASCADE,
  -- shown only on this category and below it; null: anywhere
  target_category_id integer REFERENCES categories(id) ON DELETE CASCADE,
  position           integer NOT NULL DEFAULT 0,
  CHECK (placement <> 'listing' OR product_id IS NOT NULL)
);
CREATE INDEX ad_creatives_placement_idx ON ad_creatives (placement, position, id);
CREATE INDEX ad_creatives_campaign_idx ON ad_creatives (campaign_id);
