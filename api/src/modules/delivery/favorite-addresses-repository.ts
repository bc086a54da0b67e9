import type { CourierAddress } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

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
