-- Search by complaint: what each product is indicated for, as a stored, GIN-indexed document (russian
-- configuration: the «Показания» section of its instructions weighted A, its category, which is its therapeutic
-- group, weighted B), whether its own texts say it is for children, and the complaint dictionary's tables. The
-- dictionary's rows come from api/src/modules/catalog/search/complaint-dictionary.ts, written by the seed.

CREATE FUNCTION product_indications(sections jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(s->>'text', ' '), '') FROM jsonb_array_elements(sections) s WHERE s->>'title' = 'Показания' $$;

-- A product is for children when its name, indications or usage say so and its contraindications do not rule out
-- childhood altogether («детский возраст» without «(для отдельных форм)», «возраст до 18 лет»).
CREATE FUNCTION product_for_children(product_name text, sections jsonb, category_name text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT (catalog_normalize(product_name) ~ '(детск|для детей|малыш)'
            OR catalog_normalize(category_name) ~ '(для детей|малыш)'
            OR EXISTS (SELECT 1 FROM jsonb_array_elements(sections) s
                        WHERE s->>'title' IN ('Показания', 'Способ применения и дозы')
                          AND catalog_normalize(s->>'text') ~ '(дет[еия]|ребен)'))
       AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(sections) s
                        WHERE s->>'title' = 'Противопоказания'
                          AND catalog_normalize(s->>'text') ~ '(детский возраст([,.;]|$)|возраст до 1[2-8] лет)')
  $$;

ALTER TABLE products ADD COLUMN indication_document tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE products ADD COLUMN for_children boolean NOT NULL DEFAULT false;

CREATE FUNCTION products_fill_indications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  NEW.indication_document :=
    setweight(to_tsvector('russian', catalog_normalize(product_indications(NEW.info_sections))), 'A') ||
    setweight(to_tsvector('russian', catalog_normalize(category_name)), 'B');
  NEW.for_children := product_for_children(NEW.name, NEW.info_sections, category_name);
  RETURN NEW;
END $$;

CREATE TRIGGER products_fill_indications BEFORE INSERT OR UPDATE OF info_sections, category_id, name ON products
  FOR EACH ROW EXECUTE FUNCTION products_fill_indications();
-- The seed runs with session_replication_role = replica; the document must be filled anyway.
ALTER TABLE products ENABLE ALWAYS TRIGGER products_fill_indications;

-- Databases seeded before this migration.
UPDATE products SET info_sections = info_sections;

CREATE INDEX products_indication_document_idx ON products USING gin (indication_document);

-- The words of the complaint dictionary by their russian stem: what each one means in a query.
--   kind 'complaint': ref names a complaint of search_complaints; kind 'form': ref names a group of release forms
--   of the dictionary file («капли»); kind 'age': ref 'children'; kind 'filler': a lead-in («средство», «сбить»)
--   that means nothing alone.
CREATE TABLE search_vocabulary (
  lexeme text NOT NULL,
  kind   text NOT NULL CHECK (kind IN ('complaint', 'form', 'age', 'filler')),
  ref    text NOT NULL DEFAULT '',
  PRIMARY KEY (lexeme, kind, ref)
);

-- One complaint: the end of its heading («от кашля») and the tsquery (stems, weights A and B) of the products
-- indicated for it; version is the dictionary file's hash, so a changed file is written again.
CREATE TABLE search_complaints (
  id          text    PRIMARY KEY,
  heading     text    NOT NULL,
  indications tsquery NOT NULL,
  weak        boolean NOT NULL DEFAULT false,
  version     text    NOT NULL
);

