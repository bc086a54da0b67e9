-- Every instance keeps pages and catalogue reads for a few seconds. A change of what a page shows (goods, prices,
-- stock, categories, pharmacies, content, adverts) tells every instance at commit, on the `store_changed` channel
-- with the table's name, so each drops what it kept instead of showing it until it expires. Statement-level: one
-- notification per statement, and PostgreSQL folds the same one sent twice in a transaction into one.

CREATE FUNCTION notify_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'products', 'product_prices', 'stock', 'catalog_offers', 'categories', 'stores', 'slides',
    'article_categories', 'authors', 'articles', 'promotions', 'news', 'info_pages', 'ad_campaigns', 'ad_creatives'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_store_changed()',
      watched || '_store_changed', watched);
  END LOOP;
END;
$$;
