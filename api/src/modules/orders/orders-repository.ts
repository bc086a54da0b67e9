/** The orders' tables: orders, their lines and status history. */
import type { PlaceOrderBody } from '@apteka/contracts';
import type { OrderStatus } from '@apteka/contracts/schemas';
import type { Queryable } from '../../platform/database/types';

export interface OrderRow {
  id: number;
  /** the browser's analytics client id at placement, for the purchase the server reports */
  analytics_client_id: string | null;
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

export async function appendStatus(db: Queryable, orderId: number, status: OrderStatus): Promise<void> {
  await db.query(
    `INSERT INTO order_status_history (order_id, status, seq)
     VALUES ($1, $2, (SELECT coalesce(max(seq), 0) + 1 FROM order_status_history WHERE order_id = $1))`,
    [orderId, status],
  );
}

/** Whose orders: a signed-in customer's (wherever placed), otherwise the session's. */
export interface OrdersOwner {
  sessionId: string;
  customerId: number | null;
}

const OWNED = `(CASE WHEN $1::integer IS NOT NULL THEN customer_id = $1::integer ELSE session_id = $2 END)`;

export async function orderIdsOf(
  db: Queryable,
  owner: OrdersOwner,
  statuses: readonly OrderStatus[],
  include: boolean,
  limit: number,
  offset: number,
) {
  const { rows } = await db.query<{ id: number; total: number }>(
    `SELECT id, count(*) OVER ()::integer AS total FROM orders
      WHERE ${OWNED} AND (status = ANY($3::text[])) = $4
      ORDER BY id DESC LIMIT $5 OFFSET $6`,
    [owner.customerId, owner.sessionId, [...statuses], include, limit, offset],
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

export interface OrderItemRow {
  product_id: number;
  name: string;
  slug: string;
  image: string;
  quantity: number;
  base: number;
  special: number | null;
}

export async function orderItems(db: Queryable, orderId: number): Promise<OrderItemRow[]> {
  const { rows } = await db.query<OrderItemRow>(
    'SELECT product_id, name, slug, image, quantity, base, special FROM order_items WHERE order_id = $1 ORDER BY product_id',
    [orderId],
  );
  return rows;
}

export async function statusHistory(
  db: Queryable,
  orderId: number,
): Promise<Array<{ status: string; at: Date | string }>> {
  const { rows } = await db.query<{ status: string; at: Date | string }>(
    'SELECT status, at FROM order_status_history WHERE order_id = $1 ORDER BY seq',
    [orderId],
  );
  return rows;
}

export async function hasAnyOrder(db: Queryable, owner: OrdersOwner): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM orders WHERE ${OWNED} LIMIT 1`, [owner.customerId, owner.sessionId]);
  return rows.length > 0;
}

/** Orders placed in a session before its shopper signed in become the customer's. */
export async function claimSessionOrders(db: Queryable, sessionId: string, customerId: number): Promise<void> {
  await db.query('UPDATE orders SET customer_id = $2 WHERE session_id = $1 AND customer_id IS NULL', [
    sessionId,
    customerId,
  ]);
}

export interface BoughtRow {
  product_id: number;
  name: string;
  slug: string;
  image: string;
  times: number;
  last_at: Date | string;
  base: number | null;
  special: number | null;
}

/**
 * What a customer's orders held, by product: how often and when last, newest first (cancelled orders aside), with
 * today's price in the region (none where it is not sold).
 */
export async function goodsBoughtBy(
  db: Queryable,
  customerId: number,
  regionId: number,
  limit: number,
): Promise<BoughtRow[]> {
  const { rows } = await db.query<BoughtRow>(
    `SELECT b.*, pr.base, pr.special FROM (
       SELECT i.product_id, (array_agg(i.name ORDER BY o.id DESC))[1] AS name, (array_agg(i.slug ORDER BY o.id DESC))[1] AS slug,
              (array_agg(i.image ORDER BY o.id DESC))[1] AS image, count(*)::integer AS times, max(o.created_at) AS last_at
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.customer_id = $1 AND o.status NOT IN ('canceled', 'canceled_by_store')
        GROUP BY i.product_id) b
       LEFT JOIN product_prices pr ON pr.product_id = b.product_id AND pr.region_id = $2
      ORDER BY b.last_at DESC, b.product_id LIMIT $3`,
    [customerId, regionId, limit],
  );
  return rows;
}

/** Takes personal data off a deleted customer's orders; the orders themselves stay for accounting. */
export async function anonymiseCustomerOrders(db: Queryable, customerId: number): Promise<void> {
  await db.query(
    `UPDATE orders SET recipient_name = '', phone = '', email = NULL, comment = NULL, analytics_client_id = NULL,
            courier_address = CASE WHEN courier_address IS NULL THEN NULL ELSE '{"address": null}'::jsonb END
      WHERE customer_id = $1`,
    [customerId],
  );
}

/** Orders placed with a phone whose status is not among `finished`. */
export async function countPhoneOrdersNotIn(
  db: Queryable,
  phone: string,
  finished: readonly OrderStatus[],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM orders WHERE phone = $1 AND NOT (status = ANY($2::text[]))',
    [phone, [...finished]],
  );
  return rows[0]?.n ?? 0;
}

export interface NewOrder {
  sessionId: string;
  customerId: number | null;
  regionId: number;
  body: PlaceOrderBody;
  storeId: number | null;
  courierAddress: string | null;
  totals: { goods: number; discount: number; coupon: number; bonus: number; delivery: number; total: number };
  coupon: string | null;
  isDarkStore: boolean;
  /** days a pickup order is kept at the pharmacy; null for courier orders */
  reserveDays: number | null;
  analyticsClientId: string | null;
}

/** Writes an order in status 'created'; its id. */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<number> {
  const { body, totals } = order;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (session_id, customer_id, idempotency_key, region_id, status, receiving_method, store_id, courier_address,
                         time_slot, recipient_name, phone, email, comment, payment_method, goods_amount, discount_amount, coupon,
                         coupon_amount, bonus_amount, delivery_amount, total_amount, is_dark_store, reserve_until,
                         analytics_client_id)
     VALUES ($1, $2, $3, $4, 'created', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
             CASE WHEN $22::integer IS NOT NULL THEN now() + make_interval(days => $22::integer) END, $23)
     RETURNING id`,
    [
      order.sessionId,
      order.customerId,
      body.idempotencyKey,
      order.regionId,
      body.receivingMethod,
      order.storeId,
      order.courierAddress === null ? null : JSON.stringify({ address: order.courierAddress }),
      body.timeSlot ?? null,
      body.name.trim(),
      body.phone,
      body.email ?? null,
      body.comment?.trim() || null,
      body.paymentMethod,
      totals.goods,
      totals.discount,
      order.coupon,
      totals.coupon,
      totals.bonus,
      totals.delivery,
      totals.total,
      order.isDarkStore,
      order.reserveDays,
      order.analyticsClientId,
    ],
  );
  return rows[0]!.id;
}

export interface NewOrderItem {
  productId: number;
  storeId: number;
  name: string;
  slug: string;
  image: string;
  quantity: number;
  base: number;
  special: number | null;
}

export async function insertOrderItem(db: Queryable, orderId: number, item: NewOrderItem): Promise<void> {
  await db.query(
    `INSERT INTO order_items (order_id, product_id, store_id, name, slug, image, quantity, base, special)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [orderId, item.productId, item.storeId, item.name, item.slug, item.image, item.quantity, item.base, item.special],
  );
}

/** Sets the status an order starts its life in after 'created', with its QR code when it has one already. */
export async function setFirstStatus(
  db: Queryable,
  orderId: number,
  status: OrderStatus,
  qrText: string | null,
): Promise<void> {
  await db.query('UPDATE orders SET status = $2, qr_text = $3 WHERE id = $1', [orderId, status, qrText]);
}

/**
 * Moves an order to a status: a cancellation of an unpaid order cancels its payment, a pickup order ready at the
 * pharmacy gets its QR code (unless it has one).
 */
export async function updateOrderStatus(
  db: Queryable,
  orderId: number,
  to: OrderStatus,
  cancelComment: string | null,
  qrText: string,
): Promise<void> {
  await db.query(
    `UPDATE orders SET status = $2, updated_at = now(), cancel_comment = coalesce($3, cancel_comment),
            payment_status = CASE WHEN $2 IN ('canceled', 'canceled_by_store') AND NOT payed THEN 'canceled' ELSE payment_status END,
            qr_text = CASE WHEN $2 = 'pickupable' AND receiving_method = 'deliverypickup' THEN coalesce(qr_text, $4) ELSE qr_text END
      WHERE id = $1`,
    [orderId, to, cancelComment, qrText],
  );
}

/** Puts every unit of an order back on the shelf it was taken from. */
export async function returnOrderUnits(db: Queryable, orderId: number): Promise<void> {
  await db.query(
    `UPDATE stock s SET quantity = s.quantity + i.quantity FROM order_items i
      WHERE i.order_id = $1 AND s.store_id = i.store_id AND s.product_id = i.product_id`,
    [orderId],
  );
}

/** Marks an order paid and moves it on; a pickup order gets its QR code (unless it has one). */
export async function setOrderPaid(db: Queryable, orderId: number, status: OrderStatus, qrText: string): Promise<void> {
  await db.query(
    `UPDATE orders SET payed = true, payment_status = 'payed', status = $2, updated_at = now(),
            qr_text = CASE WHEN receiving_method = 'deliverypickup' THEN coalesce(qr_text, $3) ELSE qr_text END
      WHERE id = $1`,
    [orderId, status, qrText],
  );
}

export async function extendReserveBy(db: Queryable, orderId: number, days: number): Promise<void> {
  await db.query(
    `UPDATE orders SET reserve_until = reserve_until + make_interval(days => $2::integer), reserve_extended = true,
            updated_at = now()
      WHERE id = $1`,
    [orderId, days],
  );
}

/** The lines of an order served by one store. */
export async function orderItemsAt(
  db: Queryable,
  orderId: number,
  storeId: number | null,
): Promise<Array<{ product_id: number; name: string; quantity: number }>> {
  const { rows } = await db.query<{ product_id: number; name: string; quantity: number }>(
    'SELECT product_id, name, quantity FROM order_items WHERE order_id = $1 AND store_id = $2 ORDER BY product_id',
    [orderId, storeId],
  );
  return rows;
}

/** Moves an order, and the lines one store served, to another store. */
export async function moveOrderToStore(
  db: Queryable,
  orderId: number,
  fromStoreId: number | null,
  toStoreId: number,
): Promise<void> {
  await db.query('UPDATE order_items SET store_id = $3 WHERE order_id = $1 AND store_id = $2', [
    orderId,
    fromStoreId,
    toStoreId,
  ]);
  await db.query('UPDATE orders SET store_id = $2, updated_at = now() WHERE id = $1', [orderId, toStoreId]);
}

/** Card orders still waiting for their money since before `cutoff`, locked; another instance skips them. */
export async function lockStaleUnpaidOrders(db: Queryable, cutoff: Date, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM orders
      WHERE status = 'wait_payment' AND NOT payed AND payment_method = 'card' AND created_at < $1::timestamptz
      ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [cutoff.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}
