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
  RETURN NEW;
END $$;

-- Databases seeded before this migration.
UPDATE products SET info_sections = info_sections;

CREATE INDEX products_leaflet_document_idx ON products USING gin (leaflet_document);
