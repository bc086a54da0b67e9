import type { Queryable } from '../../platform/database/types';
import type { ServerPurchase } from './purchase-sink';

export interface PurchaseRow {
  order_id: number;
  payload: ServerPurchase;
  recorded_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
}

/** Records the purchase of an order once; false when it was already recorded. */
export async function insertPurchase(db: Queryable, orderId: number, payload: ServerPurchase): Promise<boolean> {
  const { rows } = await db.query<{ order_id: number }>(
    `INSERT INTO analytics_purchases (order_id, payload) VALUES ($1, $2)
     ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
    [orderId, JSON.stringify(payload)],
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` unsent purchases for a minute: another instance skips them meanwhile, and one whose sender
 * died is claimed again after the minute. Purchases that failed `maxAttempts` times are left for a person to see.
 */
export async function claimUnsent(db: Queryable, limit: number, maxAttempts: number): Promise<PurchaseRow[]> {
  const { rows } = await db.query<PurchaseRow>(
    `UPDATE analytics_purchases SET claimed_until = now() + interval '1 minute', attempts = attempts + 1
      WHERE order_id IN (
        SELECT order_id FROM analytics_purchases
         WHERE sent_at IS NULL AND attempts < $2 AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY recorded_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING order_id, payload, recorded_at, sent_at, attempts, last_error`,
    [limit, maxAttempts],
  );
  return rows;
}

export async function markSent(db: Queryable, orderId: number): Promise<void> {
  await db.query(
    'UPDATE analytics_purchases SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE order_id = $1',
    [orderId],
  );
}

export async function markFailed(db: Queryable, orderId: number, error: string): Promise<void> {
  await db.query('UPDATE analytics_purchases SET claimed_until = NULL, last_error = $2 WHERE order_id = $1', [
    orderId,
    error.slice(0, 500),
  ]);
}

export async function latestPurchases(db: Queryable, limit: number): Promise<PurchaseRow[]> {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT order_id, payload, recorded_at, sent_at, attempts, last_error
       FROM analytics_purchases ORDER BY recorded_at DESC, order_id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
