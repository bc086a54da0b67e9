import type { DeliveryState, TimeSlotList } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import { basketLines } from '../basket/baskets-repository';
import { findStore, isFavoriteStore } from '../pharmacies/stores-repository';
import type { RegionRecord } from '../regions/regions-repository';
import type { SessionData } from '../../platform/session/session-data';
import { deliveryOf } from './location';
import { generateTimeSlots } from './timeslots';
import type { WantedProduct } from '../pharmacies/availability';

/** The session basket's products and quantities (empty without a basket). */
export async function sessionBasket(db: Queryable, session: SessionData, regionId: number) {
  return session.basketId === null
    ? []
    : basketLines(db, session.basketId, {
        regionId,
        mode: session.deliveryMode,
        storeId: session.deliveryMode === 'pickup' ? session.storeId : null,
      });
}

export async function basketWanted(db: Queryable, session: SessionData, regionId: number): Promise<WantedProduct[]> {
  return (await sessionBasket(db, session, regionId)).map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
  }));
}

/** Goods total of the basket at the region's prices, kopecks (what free delivery is measured against). */
export async function basketAmount(db: Queryable, session: SessionData, regionId: number): Promise<number> {
  const lines = await sessionBasket(db, session, regionId);
  return lines.reduce(
    (sum, line) => sum + (line.price ? (line.price.special ?? line.price.base) * line.quantity : 0),
    0,
  );
}

export async function timeSlotsFor(
  db: Queryable,
  session: SessionData,
  region: RegionRecord,
  now = new Date(),
): Promise<TimeSlotList> {
  if (session.deliveryMode !== 'courier' || !session.courierAddress) {
    throw new HttpError(
      409,
      'courier_address_required',
      'Интервалы доставки появятся, когда вы выберете доставку курьером и укажете адрес.',
    );
  }
  const amount = await basketAmount(db, session, region.region.id);
  return { timeZone: region.region.timeZone, slots: generateTimeSlots(region.region, region, amount, now) };
}

export async function deliveryState(db: Queryable, session: SessionData, region: RegionRecord): Promise<DeliveryState> {
  const store = session.storeId === null ? null : await findStore(db, session.storeId, session.storeId);
  const ownStore = store && store.regionId === region.region.id ? store : null;
  if (ownStore) ownStore.isFavorite = await isFavoriteStore(db, session.customerId, ownStore.id);
  return { delivery: deliveryOf(session), store: ownStore };
}

export function requireCustomer(session: SessionData, action: string): number {
  if (session.customerId === null)
    throw new HttpError(401, 'auth_required', `Войдите в личный кабинет, чтобы ${action}.`);
  return session.customerId;
}
