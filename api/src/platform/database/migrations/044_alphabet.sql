-- The alphabetical directories (trade names, brands, manufacturers, active substances) of a region.

-- The letter a name is filed under: its first character in upper case ('ё' under 'Е'), '0-9' for a digit, NULL for
-- anything else. Spelled out with translate() so that it does not depend on the database's collation or ctype.
CREATE FUNCTION alphabet_initial(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN name IS NULL OR name = '' THEN NULL
    WHEN strpos('0123456789', left(name, 1)) > 0 THEN '0-9'
    WHEN strpos('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZ',
                translate(left(name, 1), 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяЁabcdefghijklmnopqrstuvwxyz',
                                         'АБВГДЕЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЕABCDEFGHIJKLMNOPQRSTUVWXYZ')) > 0
      THEN translate(left(name, 1), 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяЁabcdefghijklmnopqrstuvwxyz',
                                    'АБВГДЕЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЕABCDEFGHIJKLMNOPQRSTUVWXYZ')
  END
$$;

-- A region's trade names (letters and names, read from the index alone) and the products of one trade name.
CREATE INDEX catalog_offers_trade_name_idx ON catalog_offers (region_id, trade_name);
-- Whether a brand, manufacturer or substance has offers in a region, and how many: one index probe each.
CREATE INDEX catalog_offers_brand_idx ON catalog_offers (region_id, brand_id);
CREATE INDEX catalog_offers_manufacturer_idx ON catalog_offers (region_id, manufacturer_id);
CREATE INDEX catalog_offers_substance_idx ON catalog_offers (region_id, substance_id);
