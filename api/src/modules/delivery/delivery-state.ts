import type { DeliveryState, TimeSlotList } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { conflict } from '../../platform/errors';
import type { SessionData } from '../../platform/session';
import { isFavoriteStore } from '../account';
import { sessionBasketGoodsAmount } from '../basket';
import { findStore, type Chain } from '../pharmacies';
import type { RegionRecord } from '../regions';
import { deliveryOf } from './location';
import { generateTimeSlots } from './timeslots';

export async function timeSlotsFor(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  region: RegionRecord,
  now = new Date(),
): Promise<TimeSlotList> {
  if (session.deliveryMode !== 'courier' || !session.courierAddress) {
    throw conflict(
      'courier_address_required',
      'Интервалы доставки появятся, когда вы выберете доставку курьером и укажете адрес.',
    );
  }
  const amount = await sessionBasketGoodsAmount(db, session, region, chain);
  return { timeZone: region.region.timeZone, slots: generateTimeSlots(region.region, region, amount, now) };
}

export async function deliveryState(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  region: RegionRecord,
): Promise<DeliveryState> {
  const store = session.storeId === null ? null : await findStore(db, chain, session.storeId, session.storeId);
  const ownStore = store && store.regionId === region.region.id ? store : null;
  if (ownStore) ownStore.isFavorite = await isFavoriteStore(db, session.customerId, ownStore.id);
  return { delivery: deliveryOf(session), store: ownStore };
}
