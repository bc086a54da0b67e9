import type { CourierAddress, DeliveryMode, ProductCard } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { rankedCardsSql, toCard, type CardRow } from '../catalog/product-cards';

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
  context: { regionId: number; mode: DeliveryMode },
): Promise<ProductCard[]> {
  const ranked = `SELECT product_id FROM favorite_products WHERE customer_id = $2 ORDER BY created_at DESC, product_id DESC LIMIT ${FAVORITE_PRODUCTS_SHOWN}`;
  const { rows } = await db.query<CardRow>(rankedCardsSql('$1', ranked), [context.regionId, customerId]);
  return rows.map((row) => toCard(row, context.mode));
}

export interface FavoriteAddressRow {
  id: number;
  region_id: number;
  address: CourierAddress;
}

export async function listFavoriteAddresses(
  db: Queryable,
  customerId: number,
  regionId: number | null,
): Promise<FavoriteAddressRow[]> {
  const { rows } = await db.query<FavoriteAddressRow>(
    `SELECT id, region_id, address FROM favorite_addresses
      WHERE customer_id = $1 AND ($2::int IS NULL OR region_id = $2) ORDER BY created_at DESC, id DESC`,
    [customerId, regionId],
  );
  return rows;
}

export async function addFavoriteAddress(
  db: Queryable,
  customerId: number,
  regionId: number,
  address: CourierAddress,
): Promise<FavoriteAddressRow> {
  const { rows } = await db.query<FavoriteAddressRow>(
    `INSERT INTO favorite_addresses (customer_id, region_id, address) VALUES ($1, $2, $3::jsonb)
     RETURNING id, region_id, address`,
    [customerId, regionId, JSON.stringify(address)],
  );
  return rows[0]!;
}

export async function deleteFavoriteAddress(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const result = await db.query('DELETE FROM favorite_addresses WHERE id = $1 AND customer_id = $2', [id, customerId]);
  return result.affectedRows > 0;
}
