/** An order as the API shows it. */
import type { Order } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { orderSignature } from './order-signature';
import { canCancel, canExtendReserve, canPay, type OrderFacts } from './order-status';
import { findOrderRow, orderItems, statusHistory, type OrderItemRow, type OrderRow } from './orders-repository';

export const orderFacts = (row: OrderRow): OrderFacts => ({
  status: row.status,
  pickup: row.receiving_method === 'deliverypickup',
  paymentMethod: row.payment_method,
  payed: row.payed,
  isDarkStore: row.is_dark_store,
  reserveExtended: row.reserve_extended,
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: Array<{ status: string; at: Date | string }>,
  secret: string,
): Order {
  const facts = orderFacts(row);
  return {
    id: row.id,
    extId: `SM-${row.id}`,
    status: row.status,
    statusHistory: history.map((h) => ({ status: h.status, at: new Date(h.at).toISOString() })),
    items: items.map((i) => ({
      productId: i.product_id,
      name: i.name,
      slug: i.slug,
      image: i.image,
      quantity: i.quantity,
      price: { base: i.base, special: i.special },
    })),
    receivingMethod: row.receiving_method,
    store:
      row.store_id !== null && row.store_name !== null
        ? { id: row.store_id, name: row.store_name, address: row.store_address ?? '' }
        : null,
    courierAddress: row.courier_address?.address ?? null,
    timeSlot: row.time_slot,
    recipientName: row.recipient_name,
    phone: row.phone,
    email: row.email,
    comment: row.comment,
    paymentMethod: row.payment_method,
    paySystemType: row.payment_method === 'card' ? 'Картой' : 'При получении',
    payed: row.payed,
    payment: { status: { code: row.payment_status } },
    goodsAmount: row.goods_amount,
    discountAmount: row.discount_amount,
    coupon: row.coupon,
    couponAmount: row.coupon_amount,
    bonusAmount: row.bonus_amount,
    deliveryAmount: row.delivery_amount,
    totalAmount: row.total_amount,
    qrText: row.qr_text,
    signature: orderSignature(row.id, secret),
    reserveUntil: iso(row.reserve_until),
    canCancel: canCancel(facts),
    canPay: canPay(facts),
    canExtendReserve: canExtendReserve(facts),
    cancelComment: row.cancel_comment,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadOrder(db: Queryable, id: number, secret: string): Promise<Order | null> {
  const row = await findOrderRow(db, id);
  if (!row) return null;
  return toOrder(row, await orderItems(db, id), await statusHistory(db, id), secret);
}
