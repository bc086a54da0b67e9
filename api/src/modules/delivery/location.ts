import type { Delivery, Location, Region } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { findRegion, type RegionRecord } from '../regions/regions-repository';
import { findStore } from '../pharmacies/stores-repository';
import type { SessionData } from '../../platform/session/session-data';

export function deliveryOf(session: SessionData): Delivery {
  const isCourier = session.deliveryMode === 'courier';
  return {
    id: isCourier ? 'deliverycourier' : 'deliverypickup',
    name: isCourier ? 'Доставка' : 'Самовывоз',
    priority: isCourier ? 2 : 1,
    isCourier,
    isPickup: !isCourier,
    isSelected: true,
    address: isCourier ? session.courierAddress : null,
  };
}

/** The session's region; when it vanished from the catalogue, the brand's default one. */
export async function sessionRegion(
  db: Queryable,
  session: SessionData,
  fallbackRegionId: number,
): Promise<RegionRecord> {
  const record = (await findRegion(db, session.regionId)) ?? (await findRegion(db, fallbackRegionId));
  if (!record) throw new Error(`no region ${session.regionId} nor default ${fallbackRegionId}`);
  return record;
}

export async function buildLocation(db: Queryable, session: SessionData, fallbackRegionId: number): Promise<Location> {
  const { region } = await sessionRegion(db, session, fallbackRegionId);
  const store = session.storeId === null ? null : await findStore(db, session.storeId, session.storeId);
  const selectedRegion: Region = { ...region, isSelected: true };
  return {
    region: selectedRegion,
    pharmacy: store && store.regionId === region.id ? { id: store.id, name: store.name, address: store.address } : null,
    delivery: deliveryOf(session),
  };
}
