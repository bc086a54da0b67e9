import type { Queryable } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { countProducts, productIdsOfGuids } from './products-repository';

/** Refuses ids that name no product, so a typo is a 404 rather than a silent 'нет в наличии'. */
export async function assertProductsExist(db: Queryable, productIds: number[]): Promise<void> {
  const wanted = new Set(productIds).size;
  const found = await countProducts(db, productIds);
  if (found !== wanted) throw notFound('product_not_found', `Не найдено товаров: ${wanted - found}. Обновите корзину.`);
}

/** The ids of products named by guid; any guid that names none is a 404. */
export async function productIdsByGuids(db: Queryable, guids: string[]): Promise<number[]> {
  const ids = await productIdsOfGuids(db, guids);
  if (ids.length !== new Set(guids).size) {
    throw notFound('product_not_found', 'Некоторые товары не найдены. Обновите корзину.');
  }
  return ids;
}
