-- A signed-in shopper's favourite products (the heart on a card, /lk/favorites). Customers live outside this
-- database, as for favourite pharmacies, so customer_id has no foreign key.
CREATE TABLE favorite_products (
  customer_id integer     NOT NULL,
  product_id  integer     NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id)
);
