import type { Chain, DeliveryMode, ProductCard } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { rankedCardsSql, toCard, type CardRow } from '../catalog';

const FAVORITE_TABLES = {
  store: { table: 'favorite_stores', column: 'store_id' },
  product: { table: 'favorite_products', column: 'product_id' },
} as const;

/** Adds or removes one favourite of a customer; the number of that kind of favourites afterwards. */
async function setFavorite(
  db: Queryable,
  kind: keyof typeof FAVORITE_TABLES,
  customerId: number,
  id: number,
  isFavorite: boolean,
): Promise<number> {
  const { table, column } = FAVORITE_TABLES[kind];
  if (isFavorite) {
    await db.query(`INSERT INTO ${table} (customer_id, ${column}) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      customerId,
      id,
    ]);
  } else {
    await db.query(`DELETE FROM ${table} WHERE customer_id = $1 AND ${column} = $2`, [customerId, id]);
  }
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE customer_id = $1`, [
    customerId,
  ]);
  return rows[0]?.n ?? 0;
}

export function setFavoriteStore(
  db: Queryable,
  customerId: number,
  storeId: number,
  isFavorite: boolean,
): Promise<number> {
  return setFavorite(db, 'store', customerId, storeId, isFavorite);
}

export function setFavoriteProduct(
  db: Queryable,
  customerId: number,
  productId: number,
  isFavorite: boolean,
): Promise<number> {
  return setFavorite(db, 'product', customerId, productId, isFavorite);
}

/** Which of the given products (by id or by guid) the customer keeps as favourites, by id. */
export async function favoriteProductIdsAmong(
  db: Queryable,
  customerId: number,
  keys: { ids: number[]; guids: string[] },
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM favorite_products f JOIN products p ON p.id = f.product_id
      WHERE f.customer_id = $1 AND (p.id = ANY($2::int[]) OR p.guid::text = ANY($3::text[]))
      ORDER BY p.id`,
    [customerId, keys.ids, keys.guids],
  );
  return rows.map((row) => row.id);
}

/** The most favourite products a list shows. */
export const FAVORITE_PRODUCTS_SHOWN = 500;

/** The customer's favourite products as cards of the region, the latest added first. */
export async function listFavoriteProducts(
  db: Queryable,
  customerId: number,
  context: { regionId: number; chain: Chain; mode: DeliveryMode },
): Promise<ProductCard[]> {
  const ranked = `SELECT product_id FROM favorite_products WHERE customer_id = $2 ORDER BY created_at DESC, product_id DESC LIMIT ${FAVORITE_PRODUCTS_SHOWN}`;
  const { rows } = await db.query<CardRow>(rankedCardsSql('$1', '$3', ranked), [
    context.regionId,
    customerId,
    context.chain,
  ]);
  return rows.map((row) => toCard(row, context.mode));
}

export async function isFavoriteStore(db: Queryable, customerId: number | null, storeId: number): Promise<boolean> {
  if (customerId === null) return false;
  const { rows } = await db.query('SELECT 1 FROM favorite_stores WHERE customer_id = $1 AND store_id = $2', [
    customerId,
    storeId,
  ]);
  return rows.length > 0;
}

/** Forgets a deleted customer's favourite products and pharmacies. */
export async function deleteFavoritesOf(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM favorite_products WHERE customer_id = $1', [customerId]);
  await db.query('DELETE FROM favorite_stores WHERE customer_id = $1', [customerId]);
}
