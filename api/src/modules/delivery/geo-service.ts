/** Where the shopper is: the city of their IP address, address suggestions and the address at a map point. */
import { SINGLE_CITY_BRANDS, type AddressSuggestion, type Brand, type RegionDetection } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { ipv4ToNumber } from '../../platform/net/ipv4';
import { defaultRegionId, type SessionData } from '../../platform/session';
import { findRegion, regionIdByIp } from '../regions';
import type { AddressProvider } from './address-suggest';

/** The city of an IP address for the first-visit question; the brand's default city when unknown or disabled. */
export async function detectRegion(db: Queryable, brand: Brand, ipAddress: string): Promise<RegionDetection> {
  const fallbackRegion = defaultRegionId(brand);
  const singleCity = SINGLE_CITY_BRANDS[brand];
  const ip = ipv4ToNumber(ipAddress);
  const found = singleCity ?? (ip === null ? null : await regionIdByIp(db, ip));
  const record = found === null ? null : await findRegion(db, found);
  const usable = record && !record.region.disabled ? record : await findRegion(db, fallbackRegion);
  if (!usable) throw new Error(`default region ${fallbackRegion} is missing`);
  return { region: usable.region, detected: usable === record };
}

/** Address suggestions in a city (the session's unless named). */
export async function suggestAddresses(
  db: Queryable,
  provider: AddressProvider,
  session: SessionData,
  request: { q: string; regionId?: number; count?: number },
) {
  const record = await findRegion(db, request.regionId ?? session.regionId);
  if (!record) throw notFound('region_not_found', 'Такой регион не найден.');
  const query = request.q.trim();
  const suggestions = query ? await provider.suggest(query, record.region, request.count ?? 7) : [];
  return { query, suggestions };
}

export async function addressAt(provider: AddressProvider, lat: number, lon: number): Promise<AddressSuggestion> {
  const found = await provider.reverse(lat, lon);
  if (!found) throw notFound('address_not_found', 'Здесь не нашлось адреса. Укажите точку ближе к дому.');
  return found;
}
