import type { OrderStatus } from '@apteka/contracts/schemas';
import type { Transaction } from '../../platform/database/types';
import { conflict, notFound } from '../../platform/errors';
import { creditFirstOrderBonus, refundBonus } from '../account';
import { orderFacts } from './order-view';
import { canTransition, RECEIVED, RELEASES_STOCK, statusAfterPayment } from './order-status';
import {
  appendStatus,
  findOrderRow,
  returnOrderUnits,
  setOrderPaid,
  updateOrderStatus,
  type OrderRow,
} from './orders-repository';

export const qrTextFor = (orderId: number) => `APTEKA-ORDER-${orderId}`;

/** The order, locked until the transaction ends; not found is the shopper's 'Заказ не найден.' */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const row = await findOrderRow(tx, orderId, true);
  if (!row) throw notFound('order_not_found', 'Заказ не найден.');
  return row;
}

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
  const row = await lockOrder(tx, orderId);
  if (!canTransition(row.status, to)) {
    throw conflict('transition_not_allowed', `Заказ в статусе «${row.status}» нельзя перевести в «${to}».`);
  }
  await updateOrderStatus(tx, orderId, to, extra.cancelComment ?? null, qrTextFor(orderId));
  await appendStatus(tx, orderId, to);
  if (RELEASES_STOCK.includes(to)) {
    await returnOrderUnits(tx, orderId);
    // Bonuses are whole rubles; the order keeps what they paid in kopecks.
    if (row.customer_id !== null) await refundBonus(tx, row.customer_id, Math.round(row.bonus_amount / 100), orderId);
  }
  if (RECEIVED.includes(to) && row.customer_id !== null) await creditFirstOrderBonus(tx, row.customer_id, orderId);
  return { ...row, status: to };
}

/** Records the money of an order: paid, moved on from 'wait_payment', a pickup order gets its QR code. */
export async function markOrderPaid(tx: Transaction, orderId: number): Promise<void> {
  const order = await findOrderRow(tx, orderId, true);
  if (!order || order.payed) return;
  const next = statusAfterPayment(orderFacts(order));
  await setOrderPaid(tx, orderId, next, qrTextFor(orderId));
  if (next !== order.status) await appendStatus(tx, orderId, next);
}
