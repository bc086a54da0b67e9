import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/database/types';
import { conflict } from '../../platform/errors';
import { nextStatus } from './order-status';
import { lockOrder, transitionOrder } from './order-transitions';
import { orderFacts } from './order-view';

/** Moves an order one step along as its pharmacy would; returns the new status. */
export async function advanceOrder(db: Db, orderId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    const next = nextStatus(orderFacts(row));
    if (next === null) {
      throw conflict(
        'no_next_status',
        row.status === 'wait_payment' ? 'Заказ ждёт оплаты.' : 'Заказ уже в конечном статусе.',
      );
    }
    await transitionOrder(tx, orderId, next);
    return next;
  });
}

/** Proves a caller of the local-only advance endpoint knows the store's secret (the CLI reads it from DATA_DIR). */
export const devToken = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('dev-orders-advance').digest('hex');
