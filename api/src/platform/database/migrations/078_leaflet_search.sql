-- Search reads the instructions: each product's «Показания» (weight A) and its category (weight B) as a stored,
-- GIN-indexed `leaflet_document` of word keys, searched for any everyday word a query holds beside the names and
-- the complaint dictionary (api/src/modules/catalog/search/leaflet-query.ts).
--
-- A key is the word's russian stem with a fleeting vowel taken out: the stemmer gives «грибок» but «грибк» for
-- «грибка», «ногот» for «ноготь» but «ногт» for «ногтей», «кашел» for «кашель» but «кашл» for «кашля». A stem of five
-- letters or more ending in consonant, «о» or «е», consonant loses that vowel, and «ь» goes everywhere, so both forms
-- of each word share one key. Shorter stems stay as they are: «бол» (боль) and «бел» (белый) must not meet. Stems,
-- not a lemmatising dictionary: PGlite cannot load hunspell's files, and the rule is reviewed like code
-- (api/test/catalog/search-leaflets.test.ts; docs/catalogue.md says why).

CREATE FUNCTION leaflet_key(lexeme text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN length(lexeme) >= 5
                THEN regexp_replace(replace(lexeme, 'ь', ''),
                                    '([бвгджзйклмнпрстфхцчшщ])[ое]([бвгджзйклмнпрстфхцчшщ])$', '\1\2')
                ELSE replace(lexeme, 'ь', '') END
  $$;

-- The keys of a text's words as a `simple` document: each key a word of its own, with a position, so a weight sticks.
CREATE FUNCTION leaflet_keys(body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT to_tsvector('simple', coalesce(string_agg(leaflet_key(l.lexeme), ' '), ''))
      FROM unnest(tsvector_to_array(to_tsvector('russian', catalog_normalize(body)))) AS l(lexeme)
  $$;

-- Every key some product's instructions or category hold: whether a query's word is worth looking for is asked of
-- these few hundred rows, never of products (an EXISTS over products for a word no product holds was planned as a
-- sequential scan at 100,000 products). Keys are added with the products that hold them and stay when the last such
-- product goes, like search_terms; an emptied catalogue empties it.
CREATE TABLE leaflet_terms (
  term text COLLATE "C" PRIMARY KEY
);

CREATE FUNCTION leaflet_terms_add(document tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO leaflet_terms (term) SELECT DISTINCT t FROM unnest(tsvector_to_array(document)) AS t ON CONFLICT DO NOTHING
$$;

-- The forms each distinct indication document comes in, for children or not: whether some product indicated for
-- a complaint has the form a query asks for («мазь от грибка»), asked of these rows for the same reason.
CREATE TABLE indication_forms (
  indication_document tsvector NOT NULL,
  form_type           text     NOT NULL,
  for_children        boolean  NOT NULL,
  PRIMARY KEY (indication_document, form_type, for_children)
);

ALTER TABLE products ADD COLUMN leaflet_document tsvector NOT NULL DEFAULT ''::tsvector;

CREATE OR REPLACE FUNCTION products_fill_indications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  indications text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  indications := product_indications(NEW.info_sections);
  NEW.indication_document :=
    setweight(to_tsvector('russian', catalog_normalize(indications)), 'A') ||
    setweight(to_tsvector('russian', catalog_normalize(category_name)), 'B');
  NEW.leaflet_document := setweight(leaflet_keys(indications), 'A') || setweight(leaflet_keys(category_name), 'B');
  NEW.for_children := product_for_children(NEW.name, NEW.info_sections, category_name);
  -- inserts are collected once per statement (products_collect_leaflet_terms)
  IF TG_OP = 'UPDATE' AND NEW.leaflet_document IS DISTINCT FROM OLD.leaflet_document THEN
    PERFORM leaflet_terms_add(NEW.leaflet_document);
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.indication_document, NEW.for_children) IS DISTINCT FROM (OLD.indication_document, OLD.for_children) THEN
    INSERT INTO indication_forms VALUES (NEW.indication_document, NEW.form_type, NEW.for_children) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION products_collect_leaflet_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaflet_terms (term)
  SELECT DISTINCT t FROM new_products n, unnest(tsvector_to_array(n.leaflet_document)) AS t
  ON CONFLICT DO NOTHING;
  INSERT INTO indication_forms SELECT DISTINCT indication_document, form_type, for_children FROM new_products
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER products_collect_leaflet_terms AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_collect_leaflet_terms();
ALTER TABLE products ENABLE ALWAYS TRIGGER products_collect_leaflet_terms;

-- An emptied catalogue empties the lexicons with search_terms (migration 010's trigger).
CREATE OR REPLACE FUNCTION products_clear_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_terms, leaflet_terms, indication_forms;
  RETURN NULL;
END $$;

-- Databases seeded before this migration.
UPDATE products SET info_sections = info_sections;
INSERT INTO leaflet_terms (term)
SELECT DISTINCT t FROM products p, unnest(tsvector_to_array(p.leaflet_document)) AS t ON CONFLICT DO NOTHING;
INSERT INTO indication_forms SELECT DISTINCT indication_document, form_type, for_children FROM products
ON CONFLICT DO NOTHING;

CREATE INDEX products_leaflet_document_idx ON products USING gin (leaflet_document);
