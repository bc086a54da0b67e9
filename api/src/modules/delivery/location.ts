import type { Brand, Delivery, Location, Region } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import type { SessionData } from '../../platform/session';
import { chainOf, findStore } from '../pharmacies';
import { sessionRegion } from '../regions';

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

export async function buildLocation(db: Queryable, session: SessionData, brand: Brand): Promise<Location> {
  const { region } = await sessionRegion(db, session, brand);
  const store = session.storeId === null ? null : await findStore(db, chainOf(brand), session.storeId, session.storeId);
  const selectedRegion: Region = { ...region, isSelected: true };
  return {
    region: selectedRegion,
    pharmacy: store && store.regionId === region.id ? { id: store.id, name: store.name, address: store.address } : null,
    delivery: deliveryOf(session),
  };
}
