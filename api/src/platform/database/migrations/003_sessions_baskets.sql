-- Visitor sessions, shared by all API instances. `data` holds region, delivery mode, store, courier address,
-- basket and customer ids (see api/src/sessions/session-data.ts).
CREATE TABLE sessions (
  id         text        PRIMARY KEY,
  data       jsonb       NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_idx ON sessions(expires_at);

CREATE TABLE baskets (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id  text        REFERENCES sessions(id) ON DELETE SET NULL,
  customer_id integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX baskets_session_idx ON baskets(session_id);
CREATE INDEX baskets_customer_idx ON baskets(customer_id);

CREATE TABLE basket_items (
  basket_id  uuid        NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  product_id integer     NOT NULL REFERENCES products(id),
  quantity   integer     NOT NULL CHECK (quantity > 0),
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (basket_id, product_id)
);
