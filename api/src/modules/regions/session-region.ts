import type { Brand } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { defaultRegionId, type SessionData } from '../../platform/session';
import { findRegion, type RegionRecord } from './regions-repository';

/** The session's region; when it vanished from the catalogue, the brand's default one. */
export async function sessionRegion(db: Queryable, session: SessionData, brand: Brand): Promise<RegionRecord> {
  const fallbackRegionId = defaultRegionId(brand);
  const record = (await findRegion(db, session.regionId)) ?? (await findRegion(db, fallbackRegionId));
  if (!record) throw new Error(`no region ${session.regionId} nor default ${fallbackRegionId}`);
  return record;
}
