import type { Order } from '@apteka/contracts';
import type { OrderStatus } from '@apteka/contracts/schemas';
import type { Queryable } from '../../platform/database/types';
import { CUSTOMER_CANCELLABLE } from './order-status';
import { orderSignature } from './order-signature';

export interface OrderRow {
  id: number;
  session_id: string;
  customer_id: number | null;
  region_id: number;
  status: OrderStatus;
  receiving_method: 'deliverypickup' | 'deliverycourier';
  store_id: number | null;
  store_name: string | null;
  store_address: string | null;
  courier_address: { address?: string } | null;
  time_slot: string | null;
  recipient_name: string;
  phone: string;
  email: string | null;
  comment: string | null;
  payment_method: 'card' | 'receipt';
  payed: boolean;
  payment_status: 'payed' | 'not_payed' | 'canceled';
  goods_amount: number;
  discount_amount: number;
  coupon: string | null;
  coupon_amount: number;
  bonus_amount: number;
  delivery_amount: number;
  total_amount: number;
  is_dark_store: boolean;
  qr_text: string | null;
  reserve_until: Date | string | null;
  reserve_extended: boolean;
  cancel_comment: string | null;
  created_at: Date | string;
}

const ORDER_COLUMNS = `o.*, s.name AS store_name, s.address AS store_address`;

export async function findOrderRow(db: Queryable, id: number, lock = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    lock
      ? 'SELECT o.*, NULL::text AS store_name, NULL::text AS store_address FROM orders o WHERE o.id = $1 FOR UPDATE'
      : `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN stores s ON s.id = o.store_id WHERE o.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findOrderByKey(db: Queryable, sessionId: string, key: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM orders WHERE session_id = $1 AND idempotency_key = $2',
    [sessionId, key],
  );
  return rows[0]?.id ?? null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The order as the API shows it. */
export async function loadOrder(db: Queryable, id: number, secret: string): Promise<Order | null> {
  const row = await findOrderRow(db, id);
  if (!row) return null;
  const items = await db.query<{
    product_id: number;
    name: string;
    slug: string;
    image: string;
    quantity: number;
    base: number;
    special: number | null;
  }>(
    'SELECT product_id, name, slug, image, quantity, base, special FROM order_items WHERE order_id = $1 ORDER BY product_id',
    [id],
  );
  const history = await db.query<{ status: string; at: Date | string }>(
    'SELECT status, at FROM order_status_history WHERE order_id = $1 ORDER BY seq',
    [id],
  );
  return toOrder(row, items.rows, history.rows, secret);
}

export function toOrder(
  row: OrderRow,
  items: Array<{
    product_id: number;
    name: string;
    slug: string;
    image: string;
    quantity: number;
    base: number;
    special: number | null;
  }>,
  history: Array<{ status: string; at: Date | string }>,
  secret: string,
): Order {
  const pickup = row.receiving_method === 'deliverypickup';
  const waitingForMoney = row.payment_method === 'card' && !row.payed;
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
    canCancel: CUSTOMER_CANCELLABLE.includes(row.status),
    canPay: waitingForMoney && row.status === 'wait_payment',
    canExtendReserve: pickup && !row.reserve_extended && ['assembly', 'pickupable'].includes(row.status),
    cancelComment: row.cancel_comment,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function appendStatus(db: Queryable, orderId: number, status: OrderStatus): Promise<void> {
  await db.query(
    `INSERT INTO order_status_history (order_id, status, seq)
     VALUES ($1, $2, (SELECT coalesce(max(seq), 0) + 1 FROM order_status_history WHERE order_id = $1))`,
    [orderId, status],
  );
}

export async function orderIdsOf(
  db: Queryable,
  sessionId: string,
  statuses: readonly OrderStatus[],
  include: boolean,
  limit: number,
  offset: number,
) {
  const { rows } = await db.query<{ id: number; total: number }>(
    `SELECT id, count(*) OVER ()::integer AS total FROM orders
      WHERE session_id = $1 AND (status = ANY($2::text[])) = $3
      ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [sessionId, [...statuses], include, limit, offset],
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}
