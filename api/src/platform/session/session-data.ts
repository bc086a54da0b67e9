import {
  DEFAULT_REGION_ID,
  SINGLE_CITY_BRANDS,
  type Brand,
  type CourierAddress,
  type DeliveryMode,
} from '@apteka/contracts';

/** What a visitor's session remembers (the `data` column of `sessions`). */
export interface SessionData {
  regionId: number;
  deliveryMode: DeliveryMode;
  storeId: number | null;
  courierAddress: CourierAddress | null;
  basketId: string | null;
  customerId: number | null;
}

export const defaultRegionId = (brand: Brand): number => SINGLE_CITY_BRANDS[brand] ?? DEFAULT_REGION_ID;

export function defaultSessionData(brand: Brand): SessionData {
  return {
    regionId: defaultRegionId(brand),
    deliveryMode: 'pickup',
    storeId: null,
    courierAddress: null,
    basketId: null,
    customerId: null,
  };
}

const isPositiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The column is JSON written by older code or by hand: keep what is well-formed, default the rest. */
export function normalizeSessionData(raw: unknown, brand: Brand): SessionData {
  const fallback = defaultSessionData(brand);
  if (typeof raw !== 'object' || raw === null) return fallback;
  const data = raw as Record<string, unknown>;
  const singleCity = SINGLE_CITY_BRANDS[brand];
  const regionId = isPositiveInt(data.regionId) ? data.regionId : fallback.regionId;
  return {
    regionId: singleCity ?? regionId,
    deliveryMode: data.deliveryMode === 'courier' ? 'courier' : 'pickup',
    storeId: isPositiveInt(data.storeId) ? data.storeId : null,
    courierAddress:
      typeof data.courierAddress === 'object' && data.courierAddress !== null
        ? (data.courierAddress as CourierAddress)
        : null,
    basketId: typeof data.basketId === 'string' ? data.basketId : null,
    customerId: isPositiveInt(data.customerId) ? data.customerId : null,
  };
}
