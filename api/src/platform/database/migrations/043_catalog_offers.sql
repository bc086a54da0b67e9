-- The catalogue's read model: one row per product sold in a region (a row of product_prices) with everything a
-- listing filters, sorts and counts by, and the region's stock summed up. Listings, facets, search results and
-- product cards read it instead of aggregating `stock` per product per request. It is derived data, kept in step
-- by statement-level triggers in the writing transaction, so a sold-out product leaves "in stock" when the order
-- that took the last unit commits.

CREATE TABLE catalog_offers (
  region_id       integer NOT NULL,
  product_id      integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id     integer NOT NULL,
  brand_id        integer NOT NULL,
  manufacturer_id integer NOT NULL,
  substance_id    integer,
  trade_name      text    NOT NULL,
  country         text    NOT NULL,
  form_type       text    NOT NULL,
  is_prescription boolean NOT NULL,
  popularity      integer NOT NULL,
  base            integer NOT NULL,
  special         integer,
  -- what the shopper pays now: the special price when there is one
  price           integer NOT NULL,
  -- pharmacies (not dark stores) of the region holding at least one unit, and their units
  pharmacies      integer NOT NULL DEFAULT 0,
  units           integer NOT NULL DEFAULT 0,
  -- units in the region's dark stores
  dark_units      integer NOT NULL DEFAULT 0,
  in_stock        boolean GENERATED ALWAYS AS (pharmacies > 0 OR dark_units > 0) STORED,
  PRIMARY KEY (region_id, product_id)
) WITH (fillfactor = 90);
-- Category pages and selections: the region's offers of a few categories, best sellers first.
CREATE INDEX catalog_offers_category_idx ON catalog_offers (region_id, category_id, in_stock DESC, popularity DESC, product_id);
CREATE INDEX catalog_offers_popular_idx ON catalog_offers (region_id, in_stock DESC, popularity DESC, product_id);
CREATE INDEX catalog_offers_special_idx ON catalog_offers (region_id, category_id) WHERE special IS NOT NULL;
CREATE INDEX catalog_offers_product_idx ON catalog_offers (product_id);

-- Analogues and other release forms look products up by substance and trade name.
CREATE INDEX IF NOT EXISTS products_trade_name_idx ON products (trade_name);

-- Re-sums the stock of the given (region, product) pairs into their offers. The rows are locked in product order
-- first, the order in which an order placement takes its lines, so concurrent writers cannot deadlock on them.
CREATE FUNCTION catalog_offers_restock(pairs_region integer[], pairs_product integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalog_offers o
    JOIN unnest(pairs_region, pairs_product) AS w(region_id, product_id) ON o.region_id = w.region_id AND o.product_id = w.product_id
   ORDER BY o.product_id, o.region_id
     FOR UPDATE OF o;
  UPDATE catalog_offers o
     SET pharmacies = s.pharmacies, units = s.units, dark_units = s.dark_units
    FROM (SELECT DISTINCT * FROM unnest(pairs_region, pairs_product) AS x(region_id, product_id)) w
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE NOT st.is_dark_store)::int AS pharmacies,
             COALESCE(sum(sk.quantity) FILTER (WHERE NOT st.is_dark_store), 0)::int AS units,
             COALESCE(sum(sk.quantity) FILTER (WHERE st.is_dark_store), 0)::int AS dark_units
        FROM stock sk JOIN stores st ON st.id = sk.store_id
       WHERE sk.product_id = w.product_id AND st.region_id = w.region_id AND sk.quantity > 0
    ) s
   WHERE o.region_id = w.region_id AND o.product_id = w.product_id
     AND (o.pharmacies, o.units, o.dark_units) IS DISTINCT FROM (s.pharmacies, s.units, s.dark_units);
END $$;

-- Rebuilds the whole table (the seed calls it once at the end instead of firing triggers row batch by batch).
-- Rows are written region by region, category by category: a listing then reads a few neighbouring pages, and
-- the room left on each page (fillfactor) keeps stock updates on the same page.
CREATE FUNCTION catalog_offers_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE catalog_offers;
  INSERT INTO catalog_offers (region_id, product_id, category_id, brand_id, manufacturer_id, substance_id, trade_name, country,
                              form_type, is_prescription, popularity, base, special, price, pharmacies, units, dark_units)
  SELECT pp.region_id, p.id, p.category_id, p.brand_id, p.manufacturer_id, p.substance_id, p.trade_name, p.country,
         p.form_type, p.is_prescription, p.popularity, pp.base, pp.special, COALESCE(pp.special, pp.base),
         COALESCE(s.pharmacies, 0), COALESCE(s.units, 0), COALESCE(s.dark_units, 0)
    FROM product_prices pp
    JOIN products p ON p.id = pp.product_id
    LEFT JOIN (
      SELECT st.region_id, sk.product_id,
             count(*) FILTER (WHERE NOT st.is_dark_store)::int AS pharmacies,
             COALESCE(sum(sk.quantity) FILTER (WHERE NOT st.is_dark_store), 0)::int AS units,
             COALESCE(sum(sk.quantity) FILTER (WHERE st.is_dark_store), 0)::int AS dark_units
        FROM stock sk JOIN stores st ON st.id = sk.store_id
       WHERE sk.quantity > 0
       GROUP BY st.region_id, sk.product_id
    ) s ON s.region_id = pp.region_id AND s.product_id = pp.product_id
   ORDER BY pp.region_id, p.category_id, p.popularity DESC, p.id;
$$;

-- Prices: a new price adds an offer, a changed one updates it, a removed one withdraws it.
CREATE FUNCTION catalog_offers_prices_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_offers (region_id, product_id, category_id, brand_id, manufacturer_id, substance_id, trade_name, country,
                              form_type, is_prescription, popularity, base, special, price)
  SELECT n.region_id, p.id, p.category_id, p.brand_id, p.manufacturer_id, p.substance_id, p.trade_name, p.country,
         p.form_type, p.is_prescription, p.popularity, n.base, n.special, COALESCE(n.special, n.base)
    FROM new_rows n JOIN products p ON p.id = n.product_id
  ON CONFLICT (region_id, product_id) DO UPDATE
     SET base = excluded.base, special = excluded.special, price = excluded.price;
  PERFORM catalog_offers_restock(array_agg(region_id), array_agg(product_id)) FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_offers_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_offers o SET base = n.base, special = n.special, price = COALESCE(n.special, n.base)
    FROM new_rows n WHERE o.region_id = n.region_id AND o.product_id = n.product_id;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_offers_prices_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_offers o USING old_rows d WHERE o.region_id = d.region_id AND o.product_id = d.product_id;
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_offers_prices_inserted AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_prices_inserted();
CREATE TRIGGER catalog_offers_prices_updated AFTER UPDATE ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_prices_updated();
CREATE TRIGGER catalog_offers_prices_deleted AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_prices_deleted();

-- Stock: any change re-sums the touched (region, product) pairs.
CREATE FUNCTION catalog_offers_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_offers_restock(array_agg(st.region_id), array_agg(c.product_id))
     FROM changed_rows c JOIN stores st ON st.id = c.store_id;
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_offers_stock_inserted AFTER INSERT ON stock
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_stock_changed();
CREATE TRIGGER catalog_offers_stock_updated AFTER UPDATE ON stock
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_stock_changed();
CREATE TRIGGER catalog_offers_stock_deleted AFTER DELETE ON stock
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_stock_changed();

-- Products: the listing columns follow the product.
CREATE FUNCTION catalog_offers_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_offers o
     SET category_id = n.category_id, brand_id = n.brand_id, manufacturer_id = n.manufacturer_id, substance_id = n.substance_id,
         trade_name = n.trade_name, country = n.country, form_type = n.form_type, is_prescription = n.is_prescription,
         popularity = n.popularity
    FROM new_rows n
   WHERE o.product_id = n.id
     AND (o.category_id, o.brand_id, o.manufacturer_id, o.substance_id, o.trade_name, o.country, o.form_type, o.is_prescription, o.popularity)
         IS DISTINCT FROM (n.category_id, n.brand_id, n.manufacturer_id, n.substance_id, n.trade_name, n.country, n.form_type, n.is_prescription, n.popularity);
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_offers_products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_products_updated();

-- Stores: a store moving region or becoming a dark store changes the sums of everything it holds.
CREATE FUNCTION catalog_offers_stores_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_offers_restock(array_agg(x.region_id), array_agg(x.product_id))
     FROM (SELECT DISTINCT r.region_id, sk.product_id
             FROM (SELECT id, region_id FROM old_rows UNION SELECT id, region_id FROM new_rows) r
             JOIN stock sk ON sk.store_id = r.id) x;
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_offers_stores_updated AFTER UPDATE ON stores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_stores_updated();

-- Databases seeded before this migration.
SELECT catalog_offers_rebuild();
