-- Catalogue search: a stored full-text document per product (russian configuration), a normalised name for
-- exact/prefix ranking, a lexicon of known words for typo correction (pg_trgm), per-session search history
-- and recently viewed products.

CREATE FUNCTION catalog_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace(lower(coalesce(value, '')), 'ё', 'е') $$;

ALTER TABLE products ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION products_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  substance_name text;
  brand_name text;
  manufacturer_name text;
BEGIN
  SELECT name INTO substance_name FROM substances WHERE id = NEW.substance_id;
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  SELECT name INTO manufacturer_name FROM manufacturers WHERE id = NEW.manufacturer_id;
  NEW.search_name := catalog_normalize(NEW.name);
  NEW.search_document :=
    setweight(to_tsvector('russian', catalog_normalize(NEW.name)), 'A') ||
    setweight(to_tsvector('russian', catalog_normalize(substance_name)), 'B') ||
    setweight(to_tsvector('russian', catalog_normalize(brand_name)), 'B') ||
    setweight(to_tsvector('russian', catalog_normalize(manufacturer_name)), 'C') ||
    setweight(to_tsvector('russian', catalog_normalize(NEW.medform || ' ' || NEW.form_type || ' ' || NEW.country)), 'D');
  RETURN NEW;
END $$;

CREATE TRIGGER products_fill_search BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_fill_search();
-- The seed runs with session_replication_role = replica (no FK checks); the document must be filled anyway.
ALTER TABLE products ENABLE ALWAYS TRIGGER products_fill_search;

-- Every word shoppers may mean: from names, substances, brands and manufacturers. Typos, transliteration and
-- wrong-layout input are corrected to the nearest of these by trigram similarity.
CREATE TABLE search_terms (
  term      text    PRIMARY KEY,
  frequency integer NOT NULL DEFAULT 1
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

CREATE FUNCTION search_terms_add(source text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (term, frequency)
  SELECT word, count(*) FROM regexp_split_to_table(catalog_normalize(source), '[^а-яa-z0-9]+') AS word
   WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
   GROUP BY word
  ON CONFLICT (term) DO UPDATE SET frequency = search_terms.frequency + excluded.frequency
$$;

CREATE FUNCTION products_collect_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(string_agg(n.name || ' ' || coalesce(s.name, '') || ' ' || b.name || ' ' || m.name, ' '))
     FROM new_products n
     LEFT JOIN substances s ON s.id = n.substance_id
     JOIN brands b ON b.id = n.brand_id
     JOIN manufacturers m ON m.id = n.manufacturer_id;
  RETURN NULL;
END $$;

CREATE TRIGGER products_collect_terms AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_collect_terms();
ALTER TABLE products ENABLE ALWAYS TRIGGER products_collect_terms;

CREATE FUNCTION products_clear_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_terms;
  RETURN NULL;
END $$;
CREATE TRIGGER products_clear_terms AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION products_clear_terms();
ALTER TABLE products ENABLE ALWAYS TRIGGER products_clear_terms;

-- Databases seeded before this migration.
UPDATE products SET name = name;
SELECT search_terms_add(string_agg(p.name || ' ' || coalesce(s.name, '') || ' ' || b.name || ' ' || m.name, ' '))
  FROM products p
  LEFT JOIN substances s ON s.id = p.substance_id
  JOIN brands b ON b.id = p.brand_id
  JOIN manufacturers m ON m.id = p.manufacturer_id;

CREATE INDEX products_search_document_idx ON products USING gin (search_document);
CREATE INDEX products_search_name_trgm_idx ON products USING gin (search_name gin_trgm_ops);
CREATE INDEX products_category_popularity_idx ON products (category_id, popularity DESC, id);
CREATE INDEX products_popularity_idx ON products (popularity DESC, id);
CREATE INDEX product_prices_special_idx ON product_prices (region_id, product_id) WHERE special IS NOT NULL;

CREATE TABLE search_history (
  session_id  text        NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  query       text        NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, query)
);
CREATE INDEX search_history_recent_idx ON search_history (session_id, searched_at DESC);

CREATE TABLE product_views (
  session_id text        NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  product_id integer     NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  viewed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, product_id)
);
CREATE INDEX product_views_recent_idx ON product_views (session_id, viewed_at DESC);
