/**
 * A card order holds its goods while the shopper pays. Unpaid after the configured time (20 minutes by default),
 * it is cancelled with its reason and its units go back to the shelves. Every instance sweeps once a minute; rows
 * another instance is sweeping are skipped, so none is cancelled twice.
 */
import type { Db } from '../../platform/database/types';
import { transitionOrder } from './order-transitions';
import { lockStaleUnpaidOrders } from './orders-repository';

export const DEFAULT_UNPAID_MINUTES = 20;
const BATCH = 100;

export const unpaidReason = (minutes: number) =>
  `Заказ не оплачен за ${minutes} минут: резерв товаров снят. Оформите заказ ещё раз.`;

/** Cancels the card orders unpaid for longer than `minutes`; answers how many. */
export async function expireUnpaidOrders(db: Db, minutes: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await lockStaleUnpaidOrders(tx, cutoff, BATCH);
      for (const id of ids) await transitionOrder(tx, id, 'canceled', { cancelComment: unpaidReason(minutes) });
      return ids.length;
    });
    expired += batch;
    if (batch < BATCH) return expired;
  }
}

/** The sweep every minute in the background of an instance; stops with the app. */
export function sweepUnpaidOrders(db: Db, minutes: number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    expireUnpaidOrders(db, minutes).catch(onError);
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
