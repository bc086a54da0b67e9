/**
 * The shopper's delivery choices, kept in the session: the city, pickup or courier, the pickup pharmacy, the
 * courier address; and what the basket looks like under each choice.
 */
import {
  SINGLE_CITY_BRANDS,
  type Brand,
  type CourierAddressInput,
  type DeliveryCostRules,
  type DeliveryState,
  type Location,
  type ProductAvailability,
} from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { SessionAccess, SessionData } from '../../platform/session';
import { sessionBasketLines, sessionBasketWanted } from '../basket';
import { assertProductsExist } from '../catalog';
import { availabilityLabel, chainOf, findStore, productsForCourier, productsInStore } from '../pharmacies';
import { courierCost, findRegion, sessionRegion } from '../regions';
import { normalizeCourierAddress } from './courier-address';
import { deliveryState, timeSlotsFor } from './delivery-state';
import { buildLocation } from './location';
import { CUTOFF_HOURS, DAY_WINDOWS, NIGHT_CUTOFF, NIGHT_SURCHARGE, NIGHT_WINDOWS } from './timeslots';

const storeNotFound = () => notFound('store_not_found', 'Аптека не найдена. Выберите аптеку из списка.');

/** The session, its region and the chain whose pharmacies the storefront serves it from. */
async function sessionWithRegion(db: Queryable, brand: Brand, access: SessionAccess) {
  const session = await access.session();
  return { session, region: await sessionRegion(db, session.data, brand), chain: chainOf(brand) };
}

/**
 * Chooses the delivery city. A pharmacy or courier address of another city is forgotten, and a city without
 * courier delivery switches the session to pickup.
 */
export async function chooseRegion(
  db: Queryable,
  brand: Brand,
  access: SessionAccess,
  regionId: number,
): Promise<Location> {
  const record = await findRegion(db, regionId);
  if (!record) throw notFound('region_not_found', 'Такой регион не найден. Выберите город из списка.');
  const { region } = record;
  if (region.disabled) {
    throw conflict(
      'region_disabled',
      `Доставка в ${region.skloneniya.name_vin} временно недоступна. Выберите другой город.`,
    );
  }
  const singleCity = SINGLE_CITY_BRANDS[brand];
  if (singleCity !== undefined && region.id !== singleCity) {
    throw conflict('region_unavailable', 'Этот магазин работает только в одном городе.');
  }

  const { data } = await access.session();
  const patch: Partial<SessionData> = { regionId: region.id };
  if (data.regionId !== region.id) {
    const store = data.storeId === null ? null : await findStore(db, chainOf(brand), data.storeId, null);
    if (!store || store.regionId !== region.id) patch.storeId = null;
    patch.courierAddress = null;
  }
  if (!region.hasCourierDelivery) patch.deliveryMode = 'pickup';
  const updated = await access.updateSession(patch);
  return buildLocation(db, updated.data, brand);
}

export async function currentLocation(db: Queryable, brand: Brand, access: SessionAccess): Promise<Location> {
  return buildLocation(db, (await access.session()).data, brand);
}

export async function currentDelivery(db: Queryable, brand: Brand, access: SessionAccess): Promise<DeliveryState> {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  return deliveryState(db, chain, session.data, region);
}

/** Pickup from a pharmacy; with `save` false only the answer is shown and the session is left as it was. */
export async function choosePickup(db: Queryable, brand: Brand, access: SessionAccess, save: boolean) {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  const data = save ? (await access.updateSession({ deliveryMode: 'pickup' })).data : session.data;
  return deliveryState(db, chain, data, region);
}

/**
 * Courier delivery, optionally to a new address (checked against the city) and with its time slots. Refused where
 * the city has no couriers and while the basket holds prescription goods, which only a pharmacy may hand out.
 */
export async function chooseCourier(
  db: Queryable,
  brand: Brand,
  access: SessionAccess,
  choice: { address?: CourierAddressInput; isSet?: boolean; withTimeslots?: boolean },
): Promise<DeliveryState> {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  if (!region.region.hasCourierDelivery) {
    throw conflict(
      'courier_unavailable',
      `Доставка курьером по ${region.region.skloneniya.name_dat} пока недоступна. Выберите аптеку для самовывоза.`,
    );
  }
  const lines = await sessionBasketLines(db, session.data, region, chain);
  if (lines.length > 0) {
    const wanted = lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
    const byCourier = await productsForCourier(db, chain, region.region.id, wanted);
    if (byCourier.some((item) => item.status === 'not_available_delivery')) {
      throw conflict(
        'courier_prescription',
        'Рецептурные препараты в корзине можно получить только в аптеке. Выберите самовывоз.',
      );
    }
  }
  const courierAddress = choice.address
    ? await normalizeCourierAddress(db, choice.address, region)
    : session.data.courierAddress;
  const next = { ...session.data, deliveryMode: 'courier' as const, courierAddress };
  const data =
    choice.isSet === false ? next : (await access.updateSession({ deliveryMode: 'courier', courierAddress })).data;
  const state = await deliveryState(db, chain, data, region);
  if (choice.withTimeslots && data.courierAddress) state.timeslots = await timeSlotsFor(db, chain, data, region);
  return state;
}

/** The pickup pharmacy (which switches to pickup); it must be the chain's, in the session's city. */
export async function choosePharmacy(
  db: Queryable,
  brand: Brand,
  access: SessionAccess,
  storeId: number,
  save: boolean,
): Promise<DeliveryState> {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  const store = await findStore(db, chain, storeId, null);
  if (!store) throw storeNotFound();
  if (store.regionId !== region.region.id) {
    throw conflict(
      'store_other_region',
      `Эта аптека не в ${region.region.skloneniya.name_gde}. Смените город или выберите другую аптеку.`,
    );
  }
  const data = save ? (await access.updateSession({ storeId: store.id, deliveryMode: 'pickup' })).data : session.data;
  return deliveryState(db, chain, data, region);
}

/** Whether one of the chain's pharmacies has one unit of each product. */
export async function productsAtPharmacy(db: Queryable, brand: Brand, storeId: number, productIds: number[]) {
  const store = await findStore(db, chainOf(brand), storeId, null);
  if (!store) throw storeNotFound();
  await assertProductsExist(db, productIds);
  const wanted = productIds.map((productId) => ({ productId, quantity: 1 }));
  return { items: await productsInStore(db, store.id, store.regionId, wanted) };
}

/** Whether each product can be brought by courier to an address of the session's city. */
export async function productsToAddress(
  db: Queryable,
  brand: Brand,
  access: SessionAccess,
  address: CourierAddressInput,
  productIds: number[],
) {
  const { region, chain } = await sessionWithRegion(db, brand, access);
  await normalizeCourierAddress(db, address, region);
  await assertProductsExist(db, productIds);
  const wanted = productIds.map((productId) => ({ productId, quantity: 1 }));
  return { items: await productsForCourier(db, chain, region.region.id, wanted) };
}

const basketAvailability = (items: ProductAvailability[]) => {
  const available = items.filter((item) => item.status === 'in_stock' || item.status === 'available_darkstore').length;
  return { total: items.length, available, label: availabilityLabel(available, items.length), items };
};

/** The session's basket in a pharmacy (the chosen one unless named), in the basket's quantities. */
export async function basketAtPharmacy(
  db: Queryable,
  brand: Brand,
  access: SessionAccess,
  storeId: number | undefined,
) {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  const chosen = storeId ?? session.data.storeId;
  if (chosen === null) throw invalid('store_required', 'Сначала выберите аптеку.');
  const store = await findStore(db, chain, chosen, null);
  if (!store) throw storeNotFound();
  const wanted = await sessionBasketWanted(db, session.data, region, chain);
  return basketAvailability(wanted.length ? await productsInStore(db, store.id, store.regionId, wanted) : []);
}

/** The session's basket for courier delivery to the session's address. */
export async function basketToAddress(db: Queryable, brand: Brand, access: SessionAccess) {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  if (!session.data.courierAddress?.house) {
    throw conflict('courier_address_required', 'Укажите адрес доставки с номером дома.');
  }
  const wanted = await sessionBasketWanted(db, session.data, region, chain);
  return basketAvailability(wanted.length ? await productsForCourier(db, chain, region.region.id, wanted) : []);
}

export async function courierTimeSlots(db: Queryable, brand: Brand, access: SessionAccess) {
  const { session, region, chain } = await sessionWithRegion(db, brand, access);
  return timeSlotsFor(db, chain, session.data, region);
}

/** A region's courier prices and windows, and the cost for a goods sum (kopecks). */
export async function deliveryCostRules(db: Queryable, regionId: number, amount: number): Promise<DeliveryCostRules> {
  const record = await findRegion(db, regionId);
  if (!record || record.region.disabled) throw notFound('region_not_found', 'Такой регион не найден.');
  const cost = courierCost(record, amount);
  const night = record.region.hasNightDelivery;
  return {
    regionId: record.region.id,
    amount,
    cost,
    freeFrom: record.courierFreeFrom,
    leftToFree: Math.max(0, record.courierFreeFrom - amount),
    nightCost: night ? cost + NIGHT_SURCHARGE : null,
    rules: [
      { from: 0, to: record.courierFreeFrom - 1, cost: record.courierCost },
      { from: record.courierFreeFrom, to: null, cost: 0 },
    ],
    windows: [
      ...DAY_WINDOWS.map(([from, to]) => ({ from, to, isNight: false })),
      ...(night ? NIGHT_WINDOWS.map(([from, to]) => ({ from, to, isNight: true })) : []),
    ],
    cutoffHours: CUTOFF_HOURS,
    nightCutoff: night ? NIGHT_CUTOFF : null,
  };
}
