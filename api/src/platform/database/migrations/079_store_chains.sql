-- Each pharmacy and dark store belongs to one chain. A chain's storefront (each of its variants: the co-branded one,
-- the marketplace one) lists, books, takes orders for and shows stock in its own chain's stores only.

ALTER TABLE stores ADD COLUMN chain text;

-- Stores seeded before this migration name their chain: «Аптека Озерки, …», «Супераптека, …», «Склад экспресс-доставки
-- Столетов, …». The backfill moves no store and changes no stock, so the catalogue's sums are left alone.
ALTER TABLE stores DISABLE TRIGGER catalog_offers_stores_updated;
UPDATE stores SET chain = CASE
  WHEN name LIKE '%Самсон-Фарма%' THEN 'samson'
  WHEN name LIKE '%Озерки%' THEN 'ozerki'
  WHEN name LIKE '%Столетов%' THEN 'stoletov'
  WHEN name LIKE '%Супераптека%' THEN 'superapteka'
END;
ALTER TABLE stores ENABLE TRIGGER catalog_offers_stores_updated;

-- A store whose name names no chain stops the migration here rather than being shown by the wrong chain.
ALTER TABLE stores ALTER COLUMN chain SET NOT NULL;
ALTER TABLE stores ADD CONSTRAINT stores_chain_known CHECK (chain IN ('samson', 'ozerki', 'stoletov', 'superapteka'));

-- Every shopper's question is about one chain's stores of one region.
CREATE INDEX stores_chain_region_idx ON stores (chain, region_id);
