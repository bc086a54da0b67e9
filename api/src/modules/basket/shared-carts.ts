/** 'Поделиться корзиной': a snapshot of the lines under its own id that another visitor can take into their basket. */
import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import type { Db, Queryable } from '../../platform/database/types';
import { notFound, unprocessable } from '../../platform/errors';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { addToBasket } from './baskets-repository';
import { viewCart } from './basket-service';
import type { SessionBasket } from './session-basket';
import { saveSharedCart, sharedCartLines } from './shared-carts-repository';

export async function shareBasket(db: Queryable, basket: SessionBasket): Promise<{ id: string }> {
  const id = await saveSharedCart(db, basket.basketId);
  if (!id) throw unprocessable('basket_empty', 'Корзина пуста: делиться пока нечем.');
  return { id };
}

async function sharedLines(db: Queryable, id: string, regionId: number) {
  const lines = await sharedCartLines(db, id, regionId);
  if (lines.length === 0) throw notFound('shared_cart_not_found', 'Ссылка на корзину устарела или неверна.');
  return lines;
}

/** Plenty for shoppers opening links they were sent; walking through ids stops here, on every instance. */
export const SHARED_CART_READS: RateLimit = { bucket: 'shared-cart:session', limit: 60, windowSeconds: 15 * 60 };

/** A shared basket with the prices of the visitor's region. */
export async function sharedCart(db: Db, basket: SessionBasket, id: string) {
  await enforceLimits(
    db,
    [{ limit: SHARED_CART_READS, key: basket.sessionId }],
    'too_many_requests',
    (wait) => `Слишком много открытых ссылок на корзины. Попробуйте ${wait}.`,
  );
  return { id, items: await sharedLines(db, id, basket.region.region.id) };
}

/** Adds a shared basket's goods to the visitor's own basket, all or none. */
export async function takeSharedCart(db: Db, basket: SessionBasket, id: string) {
  const lines = await sharedLines(db, id, basket.region.region.id);
  await db.transaction(async (tx) => {
    for (const line of lines) await addToBasket(tx, basket.basketId, line.productId, line.quantity, MAX_LINE_QUANTITY);
  });
  return viewCart(db, basket);
}
