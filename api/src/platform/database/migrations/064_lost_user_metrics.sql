-- Browsers whose analytics counter never started (blocked or failed): how many shoppers the counters miss, by device.
CREATE TABLE lost_user_metrics (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL,
  device_type text NOT NULL,
  ip_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lost_user_metrics_created_at ON lost_user_metrics (created_at);
