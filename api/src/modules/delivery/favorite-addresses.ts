/** A signed-in shopper's saved courier addresses. */
import type { Brand, CourierAddressInput, FavoriteAddress } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { requireCustomer, type SessionData } from '../../platform/session';
import { findRegion, sessionRegion } from '../regions';
import { normalizeCourierAddress } from './courier-address';
import {
  addFavoriteAddress,
  deleteFavoriteAddress,
  listFavoriteAddresses,
  type FavoriteAddressRow,
} from './favorite-addresses-repository';

async function toFavorites(db: Queryable, rows: FavoriteAddressRow[]): Promise<FavoriteAddress[]> {
  const cities = new Map<number, string>();
  for (const regionId of new Set(rows.map((row) => row.region_id))) {
    cities.set(regionId, (await findRegion(db, regionId))?.region.name ?? '');
  }
  return rows.map((row) => {
    const city = cities.get(row.region_id) ?? '';
    return {
      id: row.id,
      regionId: row.region_id,
      address: row.address,
      addressStructure: {
        region_with_type: `г ${city}`,
        city_with_type: `г ${city}`,
        street_with_type: null,
        house: row.address.house,
        flat: row.address.flat,
      },
    };
  });
}

export async function favoriteAddresses(db: Queryable, session: SessionData, regionId: number | null) {
  const customerId = requireCustomer(session, 'увидеть сохранённые адреса');
  return toFavorites(db, await listFavoriteAddresses(db, customerId, regionId));
}

/** Saves an address of the session's city, checked as a courier address is. */
export async function saveFavoriteAddress(
  db: Queryable,
  brand: Brand,
  session: SessionData,
  input: CourierAddressInput,
): Promise<FavoriteAddress> {
  const customerId = requireCustomer(session, 'сохранять адреса');
  const region = await sessionRegion(db, session, brand);
  const address = await normalizeCourierAddress(db, input, region);
  const row = await addFavoriteAddress(db, customerId, region.region.id, address);
  const [saved] = await toFavorites(db, [row]);
  return saved!;
}

/** Removes a saved address; the addresses left. */
export async function removeFavoriteAddress(db: Queryable, session: SessionData, id: number) {
  const customerId = requireCustomer(session, 'удалять сохранённые адреса');
  if (!(await deleteFavoriteAddress(db, customerId, id))) {
    throw notFound('address_not_found', 'Такого сохранённого адреса нет.');
  }
  return toFavorites(db, await listFavoriteAddresses(db, customerId, null));
}
