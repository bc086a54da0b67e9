-- The catalogue's read model (migrations 043, 067, 071) per chain: a chain's storefront shows stock in its own
-- chain's pharmacies and dark stores only, so an Озерки pharmacy holding a product does not make it "in stock" on
-- Самсон-Фарма's store. An offer is one (region, chain, product): every chain has a row for every product priced in
-- the region, also where it has no store there; such a product is then sold but not in stock, the same answer as
-- where the chain's stores hold none of it. Prices are the region's, the same for every chain.

-- The chains, one place for the database to know them (the API's list is checked against it by a test). A chain
-- added here needs `SELECT catalog_offers_rebuild()` to get its offers.
CREATE TABLE chains (chain text PRIMARY KEY);
INSERT INTO chains (chain) VALUES ('samson'), ('ozerki'), ('stoletov'), ('superapteka');
ALTER TABLE stores DROP CONSTRAINT stores_chain_known;
ALTER TABLE stores ADD CONSTRAINT stores_chain_fkey FOREIGN KEY (chain) REFERENCES chains (chain);

-- The rows are rebuilt below; the table's key and its indexes lead with (region, chain), what every read names.
TRUNCATE catalog_offers;
ALTER TABLE catalog_offers ADD COLUMN chain text NOT NULL REFERENCES chains (chain);
ALTER TABLE catalog_offers DROP CONSTRAINT catalog_offers_pkey;
ALTER TABLE catalog_offers ADD PRIMARY KEY (region_id, chain, product_id);
DROP INDEX catalog_offers_category_idx, catalog_offers_popular_idx, catalog_offers_special_idx,
           catalog_offers_trade_name_idx, catalog_offers_brand_idx, catalog_offers_manufacturer_idx,
           catalog_offers_substance_idx;
CREATE INDEX catalog_offers_category_idx ON catalog_offers (region_id, chain, category_id, in_stock DESC, popularity DESC, product_id);
CREATE INDEX catalog_offers_popular_idx ON catalog_offers (region_id, chain, in_stock DESC, popularity DESC, product_id);
CREATE INDEX catalog_offers_special_idx ON catalog_offers (region_id, chain, category_id) WHERE special IS NOT NULL;
CREATE INDEX catalog_offers_trade_name_idx ON catalog_offers (region_id, chain, trade_name);
CREATE INDEX catalog_offers_brand_idx ON catalog_offers (region_id, chain, brand_id);
CREATE INDEX catalog_offers_manufacturer_idx ON catalog_offers (region_id, chain, manufacturer_id);
CREATE INDEX catalog_offers_substance_idx ON catalog_offers (region_id, chain, substance_id);
-- catalog_offers_product_idx (product_id) stays: a product's change or withdrawal reaches its offers in every region
-- and chain through it; no listing reads it.

-- Re-sums the stock of the given (region, chain, product) triples from that chain's stores of that region. The rows
-- are locked in product order first, the order in which an order placement takes its lines, so concurrent writers
-- cannot deadlock on them.
DROP FUNCTION catalog_offers_restock(integer[], integer[]);
CREATE FUNCTION catalog_offers_restock(touched_region integer[], touched_chain text[], touched_product integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalog_offers o
    JOIN unnest(touched_region, touched_chain, touched_product) AS w(region_id, chain, product_id)
      ON o.region_id = w.region_id AND o.chain = w.chain AND o.product_id = w.product_id
   ORDER BY o.product_id, o.region_id, o.chain
     FOR UPDATE OF o;
  UPDATE catalog_offers o
     SET pharmacies = s.pharmacies, units = s.units, dark_units = s.dark_units
    FROM (SELECT DISTINCT * FROM unnest(touched_region, touched_chain, touched_product) AS x(region_id, chain, product_id)) w
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE NOT st.is_dark_store)::int AS pharmacies,
             COALESCE(sum(sk.quantity) FILTER (WHERE NOT st.is_dark_store), 0)::int AS units,
             COALESCE(sum(sk.quantity) FILTER (WHERE st.is_dark_store), 0)::int AS dark_units
        FROM stock sk JOIN stores st ON st.id = sk.store_id
       WHERE sk.product_id = w.product_id AND st.region_id = w.region_id AND st.chain = w.chain AND sk.quantity > 0
    ) s
   WHERE o.region_id = w.region_id AND o.chain = w.chain AND o.product_id = w.product_id
     AND (o.pharmacies, o.units, o.dark_units) IS DISTINCT FROM (s.pharmacies, s.units, s.dark_units);
END $$;

-- Offers of every chain for the given (region, product) pairs from their prices, for products on sale, with their
-- stock.
CREATE OR REPLACE FUNCTION catalog_offers_offer(pairs_region integer[], pairs_product integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_offers (region_id, chain, product_id, category_id, brand_id, manufacturer_id, substance_id, trade_name,
                              country, form_type, is_prescription, popularity, base, special, price)
  SELECT pp.region_id, c.chain, p.id, p.category_id, p.brand_id, p.manufacturer_id, p.substance_id, p.trade_name, p.country,
         p.form_type, p.is_prescription, p.popularity, pp.base, pp.special, COALESCE(pp.special, pp.base)
    FROM (SELECT DISTINCT * FROM unnest(pairs_region, pairs_product) AS x(region_id, product_id)) w
    JOIN product_prices pp ON pp.region_id = w.region_id AND pp.product_id = w.product_id
    JOIN products p ON p.id = pp.product_id
   CROSS JOIN chains c
   WHERE p.withdrawn_at IS NULL
  ON CONFLICT (region_id, chain, product_id) DO UPDATE
     SET base = excluded.base, special = excluded.special, price = excluded.price;
  PERFORM catalog_offers_restock(array_agg(w.region_id), array_agg(c.chain), array_agg(w.product_id))
     FROM unnest(pairs_region, pairs_product) AS w(region_id, product_id) CROSS JOIN chains c;
END $$;

-- The whole table from every price of a product on sale, each chain's stock summed apart. Rows are written region
-- by region, chain by chain, category by category: a listing then reads a few neighbouring pages, and the room
-- left on each page (fillfactor) keeps stock updates on the same page.
DROP FUNCTION catalog_offers_rebuild();
DROP FUNCTION catalog_offers_rebuild_from_prices();
CREATE FUNCTION catalog_offers_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE catalog_offers;
  INSERT INTO catalog_offers (region_id, chain, product_id, category_id, brand_id, manufacturer_id, substance_id, trade_name,
                              country, form_type, is_prescription, popularity, base, special, price, pharmacies, units, dark_units)
  SELECT pp.region_id, c.chain, p.id, p.category_id, p.brand_id, p.manufacturer_id, p.substance_id, p.trade_name, p.country,
         p.form_type, p.is_prescription, p.popularity, pp.base, pp.special, COALESCE(pp.special, pp.base),
         COALESCE(s.pharmacies, 0), COALESCE(s.units, 0), COALESCE(s.dark_units, 0)
    FROM product_prices pp
    JOIN products p ON p.id = pp.product_id
   CROSS JOIN chains c
    LEFT JOIN (
      SELECT st.region_id, st.chain, sk.product_id,
             count(*) FILTER (WHERE NOT st.is_dark_store)::int AS pharmacies,
             COALESCE(sum(sk.quantity) FILTER (WHERE NOT st.is_dark_store), 0)::int AS units,
             COALESCE(sum(sk.quantity) FILTER (WHERE st.is_dark_store), 0)::int AS dark_units
        FROM stock sk JOIN stores st ON st.id = sk.store_id
       WHERE sk.quantity > 0
       GROUP BY st.region_id, st.chain, sk.product_id
    ) s ON s.region_id = pp.region_id AND s.chain = c.chain AND s.product_id = pp.product_id
   WHERE p.withdrawn_at IS NULL
   ORDER BY pp.region_id, c.chain, p.category_id, p.popularity DESC, p.id;
$$;

-- Prices: a changed or removed price changes or withdraws the offers of every chain; their statements (migration
-- 043) name no chain and so reach them all.

-- Stock: any change re-sums the touched (region, chain, product) triples: a sale in an Озерки pharmacy touches
-- Озерки's offer only.
CREATE OR REPLACE FUNCTION catalog_offers_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_offers_restock(array_agg(st.region_id), array_agg(st.chain), array_agg(c.product_id))
     FROM changed_rows c JOIN stores st ON st.id = c.store_id;
  RETURN NULL;
END $$;

-- Stores: a store moving region, passing to another chain or becoming a dark store changes the sums of everything
-- it holds, where it was and where it is.
CREATE OR REPLACE FUNCTION catalog_offers_stores_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_offers_restock(array_agg(x.region_id), array_agg(x.chain), array_agg(x.product_id))
     FROM (SELECT DISTINCT r.region_id, r.chain, sk.product_id
             FROM (SELECT id, region_id, chain FROM old_rows UNION SELECT id, region_id, chain FROM new_rows) r
             JOIN stock sk ON sk.store_id = r.id) x;
  RETURN NULL;
END $$;

-- Change notifications (migration 071): an offer is now one of a chain, compared with its own row before.
CREATE OR REPLACE FUNCTION notify_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_offers_changed(ARRAY(
    SELECT DISTINCT n.product_id FROM new_offers n JOIN old_offers o USING (region_id, chain, product_id)
     WHERE (n.price, n.base, n.special, n.pharmacies, n.dark_units > 0, n.in_stock)
           IS DISTINCT FROM (o.price, o.base, o.special, o.pharmacies, o.dark_units > 0, o.in_stock)));
  RETURN NULL;
END;
$$;

-- Databases seeded before this migration.
SELECT catalog_offers_rebuild();
