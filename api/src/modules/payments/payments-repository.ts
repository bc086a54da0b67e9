import type { Queryable } from '../../platform/database/types';

export interface PaymentRow {
  order_id: number;
  amount: number;
  status: string;
}

/** The order's pending payment of this amount, or a new one: a shopper who pays again resumes the same payment. */
export async function pendingPaymentId(db: Queryable, orderId: number, amount: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `WITH pending AS (SELECT id FROM payments WHERE order_id = $1 AND status = 'pending' AND amount = $2 ORDER BY created_at DESC LIMIT 1),
          created AS (INSERT INTO payments (order_id, amount) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM pending) RETURNING id)
     SELECT id::text FROM pending UNION ALL SELECT id::text FROM created`,
    [orderId, amount],
  );
  return rows[0]!.id;
}

export async function findPayment(db: Queryable, paymentId: string, lock = false): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT order_id, amount, status FROM payments WHERE id = $1::uuid${lock ? ' FOR UPDATE' : ''}`,
    [paymentId],
  );
  return rows[0] ?? null;
}

export async function setPaymentStatus(db: Queryable, paymentId: string, status: string): Promise<void> {
  await db.query('UPDATE payments SET status = $2 WHERE id = $1::uuid', [paymentId, status]);
}

/** Records a notification id; false when it was recorded before (the acquirer sent it again). */
export async function recordNotification(db: Queryable, notificationId: string, paymentId: string): Promise<boolean> {
  const fresh = await db.query(
    'INSERT INTO payment_notifications (id, payment_id) VALUES ($1, $2::uuid) ON CONFLICT (id) DO NOTHING',
    [notificationId, paymentId],
  );
  return fresh.affectedRows > 0;
}
