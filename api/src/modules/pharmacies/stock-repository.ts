import type { Queryable } from '../../platform/database/types';
import { chainStores, type Chain } from './store-chains';

/** The chain's store of the region, of the right kind (dark or not), holding the most units of a product, at least `quantity`. */
export async function bestStockedStore(
  db: Queryable,
  chain: Chain,
  regionId: number,
  dark: boolean,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const { rows } = await db.query<{ store_id: number }>(
    `SELECT s.store_id FROM stock s JOIN ${chainStores('$5')} st ON st.id = s.store_id
      WHERE st.region_id = $1 AND st.is_dark_store = $2 AND s.product_id = $3 AND s.quantity >= $4
      ORDER BY s.quantity DESC, s.store_id LIMIT 1`,
    [regionId, dark, productId, quantity, chain],
  );
  return rows[0]?.store_id ?? null;
}

/**
 * Takes units off a shelf with a conditional update that never goes below zero, so two shoppers cannot both take
 * the last unit; false (and nothing taken) when the shelf holds fewer.
 */
export async function takeUnits(db: Queryable, storeId: number, productId: number, quantity: number): Promise<boolean> {
  const taken = await db.query(
    'UPDATE stock SET quantity = quantity - $3 WHERE store_id = $1 AND product_id = $2 AND quantity >= $3',
    [storeId, productId, quantity],
  );
  return taken.affectedRows > 0;
}

export async function returnUnits(db: Queryable, storeId: number, productId: number, quantity: number): Promise<void> {
  await db.query('UPDATE stock SET quantity = quantity + $3 WHERE store_id = $1 AND product_id = $2', [
    storeId,
    productId,
    quantity,
  ]);
}
