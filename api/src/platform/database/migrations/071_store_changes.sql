-- Every instance keeps pages and catalogue reads for a while. A change of what a page shows tells every instance
-- at commit, on the `store_changed` channel, so each drops what it kept instead of showing it until it expires:
-- the table's name (goods, prices, categories, pharmacies, content, adverts: everything kept is dropped), or, for
-- the catalogue's offers, `catalog_offers:<product ids>` for the products whose price or availability a page shows
-- changed (an order that leaves a pharmacy holding some units changes nothing shown, and tells nothing). A statement
-- that changed no row tells nothing; PostgreSQL folds the same notification sent twice in a transaction into one.

CREATE FUNCTION notify_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    PERFORM pg_notify('store_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION notify_store_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  watched text;
  event text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'products', 'product_prices', 'categories', 'stores', 'slides', 'article_categories', 'authors', 'articles',
    'promotions', 'news', 'info_pages', 'ad_campaigns', 'ad_creatives'
  ] LOOP
    FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed
           FOR EACH STATEMENT EXECUTE FUNCTION notify_store_changed()',
        watched || '_store_changed_' || lower(event), event, watched,
        CASE event WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END);
    END LOOP;
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_store_truncated()',
      watched || '_store_changed_truncate', watched);
  END LOOP;
END;
$$;

-- The products whose offer a page shows differently now: a price, the pharmacies holding it, whether a dark store
-- does, whether it is in stock; too many to name (an import) is every product.
CREATE FUNCTION notify_offers_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  named text;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  named := array_to_string(ids, ',');
  PERFORM pg_notify('store_changed', 'catalog_offers:' || CASE WHEN length(named) > 7000 THEN '*' ELSE named END);
END;
$$;

CREATE FUNCTION notify_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_offers_changed(ARRAY(
    SELECT DISTINCT n.product_id FROM new_offers n JOIN old_offers o USING (region_id, product_id)
     WHERE (n.price, n.base, n.special, n.pharmacies, n.dark_units > 0, n.in_stock)
           IS DISTINCT FROM (o.price, o.base, o.special, o.pharmacies, o.dark_units > 0, o.in_stock)));
  RETURN NULL;
END;
$$;

CREATE FUNCTION notify_offers_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_offers_changed(ARRAY(SELECT DISTINCT product_id FROM changed_offers));
  RETURN NULL;
END;
$$;

CREATE TRIGGER catalog_offers_store_changed_update AFTER UPDATE ON catalog_offers
  REFERENCING NEW TABLE AS new_offers OLD TABLE AS old_offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offers_updated();
CREATE TRIGGER catalog_offers_store_changed_insert AFTER INSERT ON catalog_offers
  REFERENCING NEW TABLE AS changed_offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offers_added_or_removed();
CREATE TRIGGER catalog_offers_store_changed_delete AFTER DELETE ON catalog_offers
  REFERENCING OLD TABLE AS changed_offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offers_added_or_removed();
CREATE TRIGGER catalog_offers_store_changed_truncate AFTER TRUNCATE ON catalog_offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_store_truncated();
