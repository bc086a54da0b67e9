import type { Cart, PlaceOrderBody } from '@apteka/contracts';
import type { Db, Transaction } from '../../platform/database/types';
import { conflict, unprocessable } from '../../platform/errors';
import { spendBonus } from '../account';
import { basketLines, buildCart, clearBasket, lockBasket, type Fulfilment } from '../basket';
import { bestStockedStore, takeUnits, type Chain } from '../pharmacies';
import type { RegionRecord } from '../regions';
import { RESERVE_DAYS } from './order-status';
import { qrTextFor } from './order-transitions';
import { appendStatus, findOrderByKey, insertOrder, insertOrderItem, setFirstStatus } from './orders-repository';

export interface PlacementContext {
  sessionId: string;
  customerId: number | null;
  basketId: string;
  /** whose stores serve the order: the storefront's chain */
  chain: Chain;
  region: RegionRecord;
  /** courier address from the request or the session */
  courierAddress: string | null;
  /** added to the courier cost for the chosen slot (a night window), kopecks */
  deliverySurcharge: number;
  /** the browser's analytics client id, kept with the order for the purchase the server reports */
  analyticsClientId: string | null;
}

const UNAVAILABLE = (name: string) =>
  `Товар «${name}» закончился или его стало меньше, чем в корзине. Измените количество или уберите его из корзины.`;
/** A 'deleted' line: the product is not sold in the region, or it was withdrawn from sale. */
const NOT_SOLD = (name: string) => `Товар «${name}» здесь больше не продаётся. Уберите его из корзины.`;

/** Which store's shelf serves a line: the chosen pharmacy, else the chain's best-stocked store of the region, of the right kind. */
async function sourceStore(
  tx: Transaction,
  f: Fulfilment,
  productId: number,
  quantity: number,
  dark: boolean,
): Promise<number | null> {
  if (!dark && f.mode === 'pickup') return f.storeId;
  return bestStockedStore(tx, f.chain, f.regionId, dark, productId, quantity);
}

function checkBasket(cart: Cart, body: PlaceOrderBody) {
  if (cart.items.length === 0)
    throw unprocessable('basket_empty', 'Корзина пуста: добавьте товары, чтобы оформить заказ.');
  if (cart.hasPrescription && body.receivingMethod === 'deliverycourier') {
    throw unprocessable(
      'prescription_pickup_only',
      'В корзине есть рецептурные товары: их можно получить только в аптеке.',
    );
  }
  if (cart.prepaymentRequired && body.paymentMethod !== 'card') {
    throw unprocessable('prepayment_required', 'В корзине есть товары с предоплатой: оплатите заказ картой онлайн.');
  }
  const bad = cart.items.find((item) => !['in_stock', 'available_darkstore'].includes(item.status));
  if (bad) throw conflict('line_unavailable', bad.status === 'deleted' ? NOT_SOLD(bad.name) : UNAVAILABLE(bad.name));
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
    await lockBasket(tx, ctx.basketId);
    const existing = await findOrderByKey(tx, ctx.sessionId, body.idempotencyKey);
    if (existing !== null) return { orderId: existing, created: false };

    const courier = body.receivingMethod === 'deliverycourier';
    const f: Fulfilment = {
      chain: ctx.chain,
      regionId: ctx.region.region.id,
      mode: courier ? 'courier' : 'pickup',
      storeId: courier ? null : storeId,
    };
    const cart = await buildCart(tx, ctx.basketId, ctx.customerId, f, ctx.region);
    checkBasket(cart, body);

    const sources = new Map<number, number>();
    const lines = (await basketLines(tx, ctx.basketId, f)).sort((a, b) => a.productId - b.productId);
    for (const line of lines) {
      const source = await sourceStore(tx, f, line.productId, line.quantity, line.isDarkStore);
      if (source === null || !(await takeUnits(tx, source, line.productId, line.quantity))) {
        throw conflict('line_unavailable', UNAVAILABLE(line.name));
      }
      sources.set(line.productId, source);
    }
    const isDarkStore = cart.prepaymentRequired;
    const pickup = !courier;
    const orderId = await insertOrder(tx, {
      sessionId: ctx.sessionId,
      customerId: ctx.customerId,
      regionId: ctx.region.region.id,
      body,
      storeId: pickup ? storeId : null,
      courierAddress: courier ? ctx.courierAddress : null,
      totals:
        ctx.deliverySurcharge === 0
          ? cart.totals
          : {
              ...cart.totals,
              delivery: cart.totals.delivery + ctx.deliverySurcharge,
              total: cart.totals.total + ctx.deliverySurcharge,
            },
      coupon: cart.coupon?.applied ? cart.coupon.code : null,
      isDarkStore,
      reserveDays: pickup ? RESERVE_DAYS : null,
      analyticsClientId: ctx.analyticsClientId,
    });
    if (
      ctx.customerId !== null &&
      !(await spendBonus(tx, ctx.customerId, cart.bonus.applied, 'order_spend', orderId))
    ) {
      throw conflict('bonus_changed', 'Бонусов на счёте стало меньше. Проверьте сумму заказа ещё раз.');
    }
    for (const line of cart.items) {
      await insertOrderItem(tx, orderId, {
        productId: line.productId,
        storeId: sources.get(line.productId)!,
        name: line.name,
        slug: line.slug,
        image: line.image,
        quantity: line.quantity,
        base: line.price!.base,
        special: line.price!.special,
      });
    }
    await appendStatus(tx, orderId, 'created');
    const next = body.paymentMethod === 'card' ? 'wait_payment' : isDarkStore ? 'wait_darkstore' : 'assembly';
    await setFirstStatus(tx, orderId, next, pickup && body.paymentMethod === 'receipt' ? qrTextFor(orderId) : null);
    await appendStatus(tx, orderId, next);
    await clearBasket(tx, ctx.basketId);
    return { orderId, created: true };
  });
}
