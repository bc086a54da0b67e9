import type { Queryable } from '../../platform/database/types';
import { forbidden, notFound } from '../../platform/errors';
import type { SessionAccess } from '../../platform/session';
import { isOrderSignature } from './order-signature';
import { findOrderRow, type OrderRow } from './orders-repository';

const NOT_FOUND = 'Заказ не найден.';

/**
 * The order, when the visitor's session placed it or the request holds its signature (the link in the order's
 * messages); another session's order is not found, so ids cannot be probed.
 */
export async function readableOrder(
  db: Queryable,
  secret: string,
  access: SessionAccess,
  orderId: number,
  signature: string | undefined,
): Promise<OrderRow> {
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound('order_not_found', NOT_FOUND);
  if (signature !== undefined) {
    if (!isOrderSignature(orderId, signature, secret)) {
      throw forbidden('bad_signature', 'Ссылка на заказ недействительна.');
    }
    return row;
  }
  const { id: sessionId, data } = await access.session();
  const owns = data.customerId !== null ? row.customer_id === data.customerId : row.session_id === sessionId;
  if (!owns) throw notFound('order_not_found', NOT_FOUND);
  return row;
}
