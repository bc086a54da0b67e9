import type { Db } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import { findOrderRow } from '../orders/orders-repository';
import { appendStatus } from '../orders/orders-repository';
import { qrTextFor } from '../orders/order-transitions';
import type { Acquirer } from './acquirer';

/** Starts (or resumes) paying an order that waits for its money; returns the hosted page's address. */
export async function startPayment(db: Db, acquirer: Acquirer, orderId: number): Promise<string> {
  const row = await findOrderRow(db, orderId);
  if (!row) throw new HttpError(404, 'order_not_found', 'Заказ не найден.');
  if (row.payment_method !== 'card' || row.payed || row.status !== 'wait_payment') {
    throw new HttpError(409, 'not_payable', 'Этот заказ не ждёт оплаты.');
  }
  const { rows } = await db.query<{ id: string }>(
    `WITH pending AS (SELECT id FROM payments WHERE order_id = $1 AND status = 'pending' AND amount = $2 ORDER BY created_at DESC LIMIT 1),
          created AS (INSERT INTO payments (order_id, amount) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM pending) RETURNING id)
     SELECT id::text FROM pending UNION ALL SELECT id::text FROM created`,
    [orderId, row.total_amount],
  );
  const paymentId = rows[0]!.id;
  const { redirectUrl } = await acquirer.createPayment({ paymentId, orderId, amount: row.total_amount });
  return redirectUrl;
}

export interface PaymentNotification {
  notificationId: string;
  paymentId: string;
  orderId: number;
  status: 'succeeded' | 'declined';
  amount: number;
}

export type NotificationOutcome = 'processed' | 'duplicate' | 'unknown_payment';

/**
 * Applies a verified notification once: the id is recorded in the same transaction as its effect. A success
 * for the right amount marks the order paid, moves it on from wait_payment and gives a pickup order its QR.
 */
export async function applyNotification(db: Db, n: PaymentNotification): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx.query(
      'INSERT INTO payment_notifications (id, payment_id) VALUES ($1, $2::uuid) ON CONFLICT (id) DO NOTHING',
      [n.notificationId, n.paymentId],
    );
    if (fresh.affectedRows === 0) return 'duplicate';
    const { rows } = await tx.query<{ order_id: number; amount: number; status: string }>(
      'SELECT order_id, amount, status FROM payments WHERE id = $1::uuid FOR UPDATE',
      [n.paymentId],
    );
    const payment = rows[0];
    if (!payment || payment.order_id !== n.orderId || payment.amount !== n.amount) return 'unknown_payment';
    if (payment.status !== 'pending') return 'processed';
    await tx.query('UPDATE payments SET status = $2 WHERE id = $1::uuid', [n.paymentId, n.status]);
    if (n.status !== 'succeeded') return 'processed';
    const order = await findOrderRow(tx, n.orderId, true);
    if (!order || order.payed) return 'processed';
    const next = order.status === 'wait_payment' ? (order.is_dark_store ? 'wait_darkstore' : 'assembly') : order.status;
    await tx.query(
      `UPDATE orders SET payed = true, payment_status = 'payed', status = $2, updated_at = now(),
              qr_text = CASE WHEN receiving_method = 'deliverypickup' THEN coalesce(qr_text, $3) ELSE qr_text END
        WHERE id = $1`,
      [n.orderId, next, qrTextFor(n.orderId)],
    );
    if (next !== order.status) await appendStatus(tx, n.orderId, next);
    return 'processed';
  });
}
