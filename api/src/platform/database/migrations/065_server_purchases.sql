-- The browser's analytics client id when the order was placed (from the _ga cookie), so a purchase the server
-- reports is credited to the same visitor as the browser's own event.
ALTER TABLE orders ADD COLUMN analytics_client_id text;

-- Purchases the server reports when the acquirer's payment notification arrives (a shopper who closed the tab on
-- the acquirer's page still counts). One row per order: the transaction id that deduplicates it with the
-- browser's event. Rows are claimed for sending by one instance at a time.
CREATE TABLE analytics_purchases (
  order_id      integer     PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  payload       jsonb       NOT NULL,
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz,
  attempts      integer     NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  last_error    text
);
CREATE INDEX analytics_purchases_unsent ON analytics_purchases (recorded_at) WHERE sent_at IS NULL;
