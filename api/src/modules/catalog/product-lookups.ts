import type { Queryable } from '../../platform/database/types';
import { notFound, unprocessable } from '../../platform/errors';
import { countProducts, productIdsOfGuids, productSaleState } from './products-repository';

const UNKNOWN_PRODUCT = 'Такой товар не найден.';

/** Refuses ids that name no product, so a typo is a 404 rather than a silent 'нет в наличии'. */
export async function assertProductsExist(db: Queryable, productIds: number[]): Promise<void> {
  const wanted = new Set(productIds).size;
  const found = await countProducts(db, productIds);
  if (found !== wanted) throw notFound('product_not_found', `Не найдено товаров: ${wanted - found}. Обновите корзину.`);
}

/** Refuses an id that names no product (404); a product withdrawn from sale still exists. */
export async function assertProductExists(db: Queryable, productId: number): Promise<void> {
  if ((await productSaleState(db, productId)) === null) throw notFound('product_not_found', UNKNOWN_PRODUCT);
}

/**
 * Refuses a product a basket or an order may not take: an id that names no product (404), or a product withdrawn
 * from sale (422, whatever its prices and stock still say).
 */
export async function assertProductOnSale(db: Queryable, productId: number): Promise<void> {
  const state = await productSaleState(db, productId);
  if (state === null) throw notFound('product_not_found', UNKNOWN_PRODUCT);
  if (state === 'withdrawn') {
    throw unprocessable('product_withdrawn', 'Товар снят с продажи: его нельзя положить в корзину или заказать.');
  }
}

/** The ids of products named by guid; any guid that names none is a 404. */
export async function productIdsByGuids(db: Queryable, guids: string[]): Promise<number[]> {
  const ids = await productIdsOfGuids(db, guids);
  if (ids.length !== new Set(guids).size) {
    throw notFound('product_not_found', 'Некоторые товары не найдены. Обновите корзину.');
  }
  return ids;
}
