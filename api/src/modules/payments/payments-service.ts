import type { Db, Queryable } from '../../platform/database/types';
import { conflict, notFound } from '../../platform/errors';
import { canPay, findOrderRow, markOrderPaid, orderFacts, unpaidReason } from '../orders';
import { recordPaidPurchase } from '../analytics';
import { saveCard } from './saved-cards-repository';
import type { Acquirer } from './acquirer';
import { findPayment, pendingPaymentId, recordNotification, setPaymentStatus } from './payments-repository';

/** Starts (or resumes) paying an order that waits for its money; returns the hosted page's address. */
export async function startPayment(
  db: Queryable,
  acquirer: Acquirer,
  orderId: number,
  unpaidMinutes: number,
): Promise<string> {
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound('order_not_found', 'Заказ не найден.');
  if (!canPay(orderFacts(row))) {
    if (row.status === 'canceled' && row.cancel_comment === unpaidReason(unpaidMinutes)) {
      throw conflict('payment_expired', 'Время на оплату истекло: заказ отменён, резерв снят. Оформите заказ ещё раз.');
    }
    throw conflict('not_payable', 'Этот заказ не ждёт оплаты.');
  }
  const paymentId = await pendingPaymentId(db, orderId, row.total_amount);
  const { redirectUrl } = await acquirer.createPayment({ paymentId, orderId, amount: row.total_amount });
  return redirectUrl;
}

export interface PaymentNotification {
  notificationId: string;
  paymentId: string;
  orderId: number;
  status: 'succeeded' | 'declined';
  amount: number;
  card?: { token: string; brand: string; last4: string; expires: string };
}

export type NotificationOutcome = 'processed' | 'refunded' | 'duplicate' | 'unknown_payment';

/**
 * Applies a verified notification once: the id is recorded in the same transaction as its effect. A success
 * for the right amount marks the order paid, moves it on from wait_payment and gives a pickup order its QR. A
 * success for an order that no longer waits for money (cancelled unpaid) is refunded before the transaction
 * commits: if the acquirer refuses, nothing is recorded and its retry comes back here.
 */
export async function applyNotification(
  db: Db,
  n: PaymentNotification,
  refund: (input: { paymentId: string; amount: number }) => Promise<void>,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    if (!(await recordNotification(tx, n.notificationId, n.paymentId))) return 'duplicate';
    const payment = await findPayment(tx, n.paymentId, true);
    if (!payment || payment.order_id !== n.orderId || payment.amount !== n.amount) return 'unknown_payment';
    if (payment.status !== 'pending') return 'processed';
    if (n.status === 'succeeded') {
      const order = await findOrderRow(tx, n.orderId, true);
      if (order && !order.payed && !canPay(orderFacts(order))) {
        await setPaymentStatus(tx, n.paymentId, 'refunded');
        await refund({ paymentId: n.paymentId, amount: n.amount });
        return 'refunded';
      }
    }
    await setPaymentStatus(tx, n.paymentId, n.status);
    if (n.status === 'succeeded') {
      await markOrderPaid(tx, n.orderId);
      // counted even when the shopper never comes back from the acquirer's page
      await recordPaidPurchase(tx, n.orderId);
      // A card the shopper asked to remember is kept for the order's customer; an anonymous order keeps none.
      const order = n.card ? await findOrderRow(tx, n.orderId) : null;
      if (n.card && order?.customer_id != null) await saveCard(tx, order.customer_id, n.card);
    }
    return 'processed';
  });
}
