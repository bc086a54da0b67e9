import type { Db, Queryable } from '../../platform/database/types';
import { findOrderRow, orderItems } from '../orders';
import type { PurchaseSink, ServerPurchase } from './purchase-sink';
import { claimUnsent, insertPurchase, latestPurchases, markFailed, markSent } from './purchases-repository';

const rubles = (kopecks: number) => Math.round(kopecks) / 100;
const BATCH = 20;
const MAX_ATTEMPTS = 10;
export const SWEEP_MS = 30_000;

/**
 * Records the purchase of an order whose money arrived, in the payment's own transaction, once per order. The
 * browser's analytics client id from placement credits it to the shopper's visit.
 */
export async function recordPaidPurchase(tx: Queryable, orderId: number): Promise<boolean> {
  const order = await findOrderRow(tx, orderId);
  if (!order) return false;
  const items = await orderItems(tx, orderId);
  const payload: ServerPurchase = {
    client_id: order.analytics_client_id ?? `order.${orderId}`,
    transaction_id: String(orderId),
    currency: 'RUB',
    value: rubles(order.total_amount),
    shipping: rubles(order.delivery_amount),
    ...(order.coupon ? { coupon: order.coupon } : {}),
    items: items.map((item) => {
      const paid = item.special ?? item.base;
      return {
        item_id: String(item.product_id),
        item_name: item.name,
        price: rubles(paid),
        ...(paid < item.base ? { discount: rubles(item.base - paid) } : {}),
        quantity: item.quantity,
      };
    }),
  };
  return insertPurchase(tx, orderId, payload);
}

/** Sends what is recorded and not sent yet, a batch at a time; answers how many went. */
export async function deliverServerPurchases(db: Db, sink: PurchaseSink): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimUnsent(db, BATCH, MAX_ATTEMPTS);
    for (const row of batch) {
      try {
        await sink.send(row.payload);
        await markSent(db, row.order_id);
        sent += 1;
      } catch (error) {
        await markFailed(db, row.order_id, error instanceof Error ? error.message : String(error));
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

/** Every instance sends what is pending every 30 s; claims keep two from sending the same purchase. */
export function sweepServerPurchases(db: Db, sink: PurchaseSink, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    deliverServerPurchases(db, sink).catch(onError);
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export interface AnalyticsDeps {
  db: Db;
}

/** The latest recorded purchases, newest first, for the local operator page. */
export async function recordedPurchases(deps: AnalyticsDeps, limit: number) {
  const rows = await latestPurchases(deps.db, limit);
  return rows.map((row) => ({
    orderId: row.order_id,
    transactionId: row.payload.transaction_id,
    value: row.payload.value,
    items: row.payload.items.length,
    recordedAt: new Date(row.recorded_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
