import type { OrderStatus } from '@apteka/contracts/schemas';
import type { Transaction } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import { appendStatus, findOrderRow, type OrderRow } from './orders-repository';
import { creditFirstOrderBonus, refundBonus } from '../basket/coupons-repository';
import { canTransition, RECEIVED, RELEASES_STOCK } from './order-status';

export const ownerOfOrder = (row: Pick<OrderRow, 'customer_id' | 'session_id'>) =>
  row.customer_id !== null ? `customer:${row.customer_id}` : `session:${row.session_id}`;

export const qrTextFor = (orderId: number) => `APTEKA-ORDER-${orderId}`;

/**
 * Moves a locked order to the next status inside the caller's transaction, with what the status brings:
 * cancellation returns units to the shelves and bonuses to the account; receipt credits the first-order bonus.
 */
export async function transitionOrder(
  tx: Transaction,
  orderId: number,
  to: OrderStatus,
  extra: { cancelComment?: string } = {},
): Promise<OrderRow> {
  const row = await findOrderRow(tx, orderId, true);
  if (!row) throw new HttpError(404, 'order_not_found', 'Заказ не найден.');
  if (!canTransition(row.status, to)) {
    throw new HttpError(409, 'transition_not_allowed', `Заказ в статусе «${row.status}» нельзя перевести в «${to}».`);
  }
  await tx.query(
    `UPDATE orders SET status = $2, updated_at = now(), cancel_comment = coalesce($3, cancel_comment),
            payment_status = CASE WHEN $2 IN ('canceled', 'canceled_by_store') AND NOT payed THEN 'canceled' ELSE payment_status END,
            qr_text = CASE WHEN $2 = 'pickupable' AND receiving_method = 'deliverypickup' THEN coalesce(qr_text, $4) ELSE qr_text END
      WHERE id = $1`,
    [orderId, to, extra.cancelComment ?? null, qrTextFor(orderId)],
  );
  await appendStatus(tx, orderId, to);
  if (RELEASES_STOCK.includes(to)) {
    await tx.query(
      `UPDATE stock s SET quantity = s.quantity + i.quantity FROM order_items i
        WHERE i.order_id = $1 AND s.store_id = i.store_id AND s.product_id = i.product_id`,
      [orderId],
    );
    await refundBonus(tx, ownerOfOrder(row), Math.round(row.bonus_amount / 100));
  }
  if (RECEIVED.includes(to)) await creditFirstOrderBonus(tx, ownerOfOrder(row));
  return { ...row, status: to };
}
