import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import { findOrderRow } from './orders-repository';
import { nextStatus } from './order-status';
import { transitionOrder } from './order-transitions';

/** Moves an order one step along as its pharmacy would; returns the new status. */
export async function advanceOrder(db: Db, orderId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, orderId, true);
    if (!row) throw new HttpError(404, 'order_not_found', 'Заказ не найден.');
    const next = nextStatus({
      status: row.status,
      pickup: row.receiving_method === 'deliverypickup',
      paymentMethod: row.payment_method,
      payed: row.payed,
      isDarkStore: row.is_dark_store,
    });
    if (next === null) {
      throw new HttpError(
        409,
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
