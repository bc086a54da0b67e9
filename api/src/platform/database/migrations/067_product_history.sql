-- A product's history: withdrawn from sale (its page answers 410, nothing offers it any more), and the slugs it
-- was known by before (their addresses lead to its current one). Both are kept by the database itself, so every
-- writer (the API, the seed, an import, plain SQL) keeps them right.

ALTER TABLE products ADD COLUMN withdrawn_at timestamptz;

-- Old slugs of renamed products. A slug is never current and old at once: it leaves this table when a product
-- takes it again, so an address never points two ways.
CREATE TABLE product_slug_history (
  old_slug   text        PRIMARY KEY,
  product_id integer     NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  renamed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_slug_history_product_idx ON product_slug_history (product_id);

-- A rename keeps the slug the product leaves (unless another product has it by the end of the statement) and
-- frees the slug it takes. Row by row: a transition table cannot go with a column list, and renames are few.
CREATE FUNCTION products_slug_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_slug_history WHERE old_slug = NEW.slug;
  INSERT INTO product_slug_history (old_slug, product_id, renamed_at)
  SELECT OLD.slug, NEW.id, now()
   WHERE NOT EXISTS (SELECT 1 FROM products WHERE slug = OLD.slug)
  ON CONFLICT (old_slug) DO UPDATE SET product_id = excluded.product_id, renamed_at = excluded.renamed_at;
  RETURN NULL;
END $$;

CREATE TRIGGER products_slug_renamed AFTER UPDATE OF slug ON products
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION products_slug_renamed();

-- A new product's slug is current from now on: whatever product it named before keeps only its own.
CREATE FUNCTION products_slug_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_slug_history h USING new_products n WHERE h.old_slug = n.slug;
  RETURN NULL;
END $$;

CREATE TRIGGER products_slug_taken AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_slug_taken();

-- The seed runs with session_replication_role = replica; its writes must keep the history too.
ALTER TABLE products ENABLE ALWAYS TRIGGER products_slug_renamed;
ALTER TABLE products ENABLE ALWAYS TRIGGER products_slug_taken;

-- The catalogue's read model (migration 043) holds offers of products on sale only: listings, search, suggestions,
-- the alphabetical directories, the shelves around a product page, promotions' goods and ads all read it.

-- Offers for the given (region, product) pairs from their prices, for products on sale, with their stock.
CREATE FUNCTION catalog_offers_offer(pairs_region integer[], pairs_product integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_offers (region_id, product_id, category_id, brand_id, manufacturer_id, substance_id, trade_name, country,
                              form_type, is_prescription, popularity, base, special, price)
  SELECT pp.region_id, p.id, p.category_id, p.brand_id, p.manufacturer_id, p.substance_id, p.trade_name, p.country,
         p.form_type, p.is_prescription, p.popularity, pp.base, pp.special, COALESCE(pp.special, pp.base)
    FROM (SELECT DISTINCT * FROM unnest(pairs_region, pairs_product) AS x(region_id, product_id)) w
    JOIN product_prices pp ON pp.region_id = w.region_id AND pp.product_id = w.product_id
    JOIN products p ON p.id = pp.product_id
   WHERE p.withdrawn_at IS NULL
  ON CONFLICT (region_id, product_id) DO UPDATE
     SET base = excluded.base, special = excluded.special, price = excluded.price;
  PERFORM catalog_offers_restock(pairs_region, pairs_product);
END $$;

CREATE OR REPLACE FUNCTION catalog_offers_prices_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_offers_offer(array_agg(region_id), array_agg(product_id)) FROM new_rows;
  RETURN NULL;
END $$;

-- The whole table, as migration 043 builds it from every price, less the offers of withdrawn products (few:
-- the partial index finds them).
CREATE INDEX products_withdrawn_idx ON products (id) WHERE withdrawn_at IS NOT NULL;
ALTER FUNCTION catalog_offers_rebuild() RENAME TO catalog_offers_rebuild_from_prices;
CREATE FUNCTION catalog_offers_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT catalog_offers_rebuild_from_prices();
  DELETE FROM catalog_offers o USING products p WHERE p.withdrawn_at IS NOT NULL AND o.product_id = p.id;
$$;

-- Withdrawing a product takes its offers away; restoring it offers it again wherever it has a price.
CREATE FUNCTION products_withdrawn_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.withdrawn_at IS NOT NULL THEN
    DELETE FROM catalog_offers WHERE product_id = NEW.id;
  ELSE
    -- region by region: the prices' key leads with the region
    PERFORM catalog_offers_offer(array_agg(pp.region_id), array_agg(pp.product_id))
       FROM regions r JOIN product_prices pp ON pp.region_id = r.id AND pp.product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER products_withdrawn_changed AFTER UPDATE OF withdrawn_at ON products
  FOR EACH ROW WHEN ((OLD.withdrawn_at IS NULL) <> (NEW.withdrawn_at IS NULL)) EXECUTE FUNCTION products_withdrawn_changed();
ALTER TABLE products ENABLE ALWAYS TRIGGER products_withdrawn_changed;
