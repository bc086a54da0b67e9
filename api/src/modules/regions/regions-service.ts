import { orderRegions, SINGLE_CITY_BRANDS, type Brand, type Region } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import type { SessionData } from '../../platform/session';
import { listRegions } from './regions-repository';
import { sessionRegion } from './session-region';

/** The delivery cities a brand offers, main ones first, the session's one marked selected. */
export async function regionsOffered(db: Queryable, brand: Brand, session: SessionData): Promise<Region[]> {
  const singleCity = SINGLE_CITY_BRANDS[brand];
  const regions = (await listRegions(db))
    .map(({ region }) => ({ ...region, isSelected: region.id === session.regionId }))
    .filter((region) => singleCity === undefined || region.id === singleCity);
  return orderRegions(regions);
}

export async function currentRegion(db: Queryable, brand: Brand, session: SessionData): Promise<Region> {
  const { region } = await sessionRegion(db, session, brand);
  return { ...region, isSelected: true };
}
