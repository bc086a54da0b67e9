import type { Chain, ProductCard } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { invalid, notFound } from '../../platform/errors';
import { requireCustomer, type SessionData } from '../../platform/session';
import { productExists } from '../catalog';
import { favoriteProductIdsAmong, listFavoriteProducts, setFavoriteProduct } from './favorites-repository';

const MAX_CHECKED = 500;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'productGuids=12,0000…-…' -> ids and guids; a part that is neither is a 400 rather than silently skipped. */
function parseProductKeys(joined: string): { ids: number[]; guids: string[] } {
  const parts = joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw invalid('validation', 'Не указаны товары.');
  if (parts.length > MAX_CHECKED)
    throw invalid('too_many_products', `Можно проверить не больше ${MAX_CHECKED} товаров за раз.`);
  const keys = { ids: [] as number[], guids: [] as string[] };
  for (const part of parts) {
    const id = Number(part);
    if (/^\d{1,10}$/.test(part) && id >= 1 && id <= 2147483647) keys.ids.push(id);
    else if (GUID.test(part)) keys.guids.push(part.toLowerCase());
    else throw invalid('validation', `Неверный код товара: ${part.slice(0, 40)}.`);
  }
  return keys;
}

/** The signed-in shopper's favourite products as cards of the session's region, chain and delivery mode. */
export async function favoriteProductCards(db: Queryable, session: SessionData, chain: Chain): Promise<ProductCard[]> {
  const customerId = requireCustomer(session, 'увидеть избранные товары');
  return listFavoriteProducts(db, customerId, { regionId: session.regionId, chain, mode: session.deliveryMode });
}

/** Adds a product to the shopper's favourites or removes it; the number of favourites afterwards. */
export async function markFavoriteProduct(
  db: Queryable,
  session: SessionData,
  productId: number,
  isFavorite: boolean,
): Promise<number> {
  const customerId = requireCustomer(session, 'добавлять товары в избранное');
  if (!(await productExists(db, productId))) throw notFound('not_found', 'Товар не найден.');
  return setFavoriteProduct(db, customerId, productId, isFavorite);
}

/** Which of the listed products (ids or guids joined by commas) are among the shopper's favourites. */
export async function favoriteIdsAmong(db: Queryable, session: SessionData, productKeys: string): Promise<number[]> {
  const customerId = requireCustomer(session, 'увидеть избранные товары');
  return favoriteProductIdsAmong(db, customerId, parseProductKeys(productKeys));
}
