import type { Cart, PlaceOrderBody } from '@apteka/contracts';
import type { Db, Transaction } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import { basketLines, type Fulfilment } from '../basket/baskets-repository';
import { appendStatus, findOrderByKey } from './orders-repository';
import { spendBonus } from '../basket/coupons-repository';
import type { RegionRecord } from '../regions/regions-repository';
import { buildCart } from '../basket/cart-view';
import { qrTextFor } from './order-transitions';

export interface PlacementContext {
  sessionId: string;
  customerId: number | null;
  owner: string;
  basketId: string;
  region: RegionRecord;
  /** courier address from the request or the session */
  courierAddress: string | null;
}

export const RESERVE_DAYS = 3;

const UNAVAILABLE = (name: string) =>
  `Товар «${name}» закончился или его стало меньше, чем в корзине. Измените количество или уберите его из корзины.`;

/** Which store's shelf serves a line: the chosen pharmacy, else the region's best-stocked store of the right kind. */
async function sourceStore(
  tx: Transaction,
  f: Fulfilment,
  productId: number,
  quantity: number,
  dark: boolean,
): Promise<number | null> {
  if (!dark && f.mode === 'pickup') return f.storeId;
  const { rows } = await tx.query<{ store_id: number }>(
    `SELECT s.store_id FROM stock s JOIN stores st ON st.id = s.store_id
      WHERE st.region_id = $1 AND st.is_dark_store = $2 AND s.product_id = $3 AND s.quantity >= $4
      ORDER BY s.quantity DESC, s.store_id LIMIT 1`,
    [f.regionId, dark, productId, quantity],
  );
  return rows[0]?.store_id ?? null;
}

function checkBasket(cart: Cart, body: PlaceOrderBody) {
  if (cart.items.length === 0)
    throw new HttpError(422, 'basket_empty', 'Корзина пуста: добавьте товары, чтобы оформить заказ.');
  if (cart.hasPrescription && body.receivingMethod === 'deliverycourier') {
    throw new HttpError(
      422,
      'prescription_pickup_only',
      'В корзине есть рецептурные товары: их можно получить только в аптеке.',
    );
  }
  if (cart.prepaymentRequired && body.paymentMethod !== 'card') {
    throw new HttpError(
      422,
      'prepayment_required',
      'В корзине есть товары с предоплатой: оплатите заказ картой онлайн.',
    );
  }
  const bad = cart.items.find((item) => !['in_stock', 'available_darkstore'].includes(item.status));
  if (bad) throw new HttpError(409, 'line_unavailable', UNAVAILABLE(bad.name));
}

/**
 * Places the basket as an order in one transaction: the basket row is locked (a double click waits here and then
 * finds the first order by its idempotency key), each line's units are taken off a shelf with a conditional
 * update (never below zero, so two shoppers cannot both take the last unit), bonuses are spent, the order and
 * its first statuses are written and the basket is emptied. Any failure rolls all of it back.
 */
export async function placeOrder(
  db: Db,
  ctx: PlacementContext,
  body: PlaceOrderBody,
  storeId: number | null,
): Promise<{ orderId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM baskets WHERE id = $1::uuid FOR UPDATE', [ctx.basketId]);
    const existing = await findOrderByKey(tx, ctx.sessionId, body.idempotencyKey);
    if (existing !== null) return { orderId: existing, created: false };

    const courier = body.receivingMethod === 'deliverycourier';
    const f: Fulfilment = {
      regionId: ctx.region.region.id,
      mode: courier ? 'courier' : 'pickup',
      storeId: courier ? null : storeId,
    };
    const cart = await buildCart(tx, ctx.basketId, ctx.owner, f, ctx.region);
    checkBasket(cart, body);

    const reserved: Array<{ productId: number; storeId: number; quantity: number }> = [];
    const lines = (await basketLines(tx, ctx.basketId, f)).sort((a, b) => a.productId - b.productId);
    for (const line of lines) {
      const source = await sourceStore(tx, f, line.productId, line.quantity, line.isDarkStore);
      const taken =
        source === null
          ? { affectedRows: 0 }
          : await tx.query(
              'UPDATE stock SET quantity = quantity - $3 WHERE store_id = $1 AND product_id = $2 AND quantity >= $3',
              [source, line.productId, line.quantity],
            );
      if (taken.affectedRows === 0 || source === null)
        throw new HttpError(409, 'line_unavailable', UNAVAILABLE(line.name));
      reserved.push({ productId: line.productId, storeId: source, quantity: line.quantity });
    }
    if (!(await spendBonus(tx, ctx.owner, cart.bonus.applied))) {
      throw new HttpError(409, 'bonus_changed', 'Бонусов на счёте стало меньше. Проверьте сумму заказа ещё раз.');
    }

    const isDark = cart.prepaymentRequired;
    const pickup = !courier;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO orders (session_id, customer_id, idempotency_key, region_id, status, receiving_method, store_id, courier_address,
                           time_slot, recipient_name, phone, email, comment, payment_method, goods_amount, discount_amount, coupon,
                           coupon_amount, bonus_amount, delivery_amount, total_amount, is_dark_store, reserve_until)
       VALUES ($1, $2, $3, $4, 'created', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               CASE WHEN $22 THEN now() + make_interval(days => $23) END)
       RETURNING id`,
      [
        ctx.sessionId,
        ctx.customerId,
        body.idempotencyKey,
        ctx.region.region.id,
        body.receivingMethod,
        pickup ? storeId : null,
        courier ? JSON.stringify({ address: ctx.courierAddress }) : null,
        body.timeSlot ?? null,
        body.name.trim(),
        body.phone,
        body.email ?? null,
        body.comment?.trim() || null,
        body.paymentMethod,
        cart.totals.goods,
        cart.totals.discount,
        cart.coupon?.applied ? cart.coupon.code : null,
        cart.totals.coupon,
        cart.totals.bonus,
        cart.totals.delivery,
        cart.totals.total,
        isDark,
        pickup,
        RESERVE_DAYS,
      ],
    );
    const orderId = rows[0]!.id;
    for (const line of cart.items) {
      const source = reserved.find((r) => r.productId === line.productId)!;
      await tx.query(
        `INSERT INTO order_items (order_id, product_id, store_id, name, slug, image, quantity, base, special)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          orderId,
          line.productId,
          source.storeId,
          line.name,
          line.slug,
          line.image,
          line.quantity,
          line.price!.base,
          line.price!.special,
        ],
      );
    }
    await appendStatus(tx, orderId, 'created');
    const next = body.paymentMethod === 'card' ? 'wait_payment' : isDark ? 'wait_darkstore' : 'assembly';
    await tx.query('UPDATE orders SET status = $2, qr_text = $3 WHERE id = $1', [
      orderId,
      next,
      pickup && body.paymentMethod === 'receipt' ? qrTextFor(orderId) : null,
    ]);
    await appendStatus(tx, orderId, next);
    await tx.query('DELETE FROM basket_items WHERE basket_id = $1::uuid', [ctx.basketId]);
    await tx.query('UPDATE baskets SET coupon = NULL, bonus_requested = 0, updated_at = now() WHERE id = $1::uuid', [
      ctx.basketId,
    ]);
    return { orderId, created: true };
  });
}
