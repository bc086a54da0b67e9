import { ReadCache } from '../../platform/cache/read-cache';
import type { Queryable } from '../../platform/database/types';

/** Aliases are stored lower-cased with single spaces ('г москва', 'мо', 'ленинградская обл'). */
export const normalizeRegionName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Our region for an administrative-region name, full or abbreviated (Московская обл -> 14), or null. */
export async function regionIdByAlias(db: Queryable, name: string): Promise<number | null> {
  const { rows } = await db.query<{ region_id: number }>('SELECT region_id FROM region_aliases WHERE alias = $1', [
    normalizeRegionName(name),
  ]);
  return rows[0]?.region_id ?? null;
}

/** How long and for how many addresses each process keeps the region of an IP address (seeded data, asked per page). */
const IP_REGIONS_KEPT_MS = 60_000;
const IP_REGIONS_KEPT = 10_000;
const keptIpRegions = new WeakMap<Queryable, ReadCache<number | null>>();

async function readRegionIdByIp(db: Queryable, ip: number): Promise<number | null> {
  const { rows } = await db.query<{ region_id: number }>(
    `SELECT region_id FROM ip_region_ranges WHERE range_start <= $1 AND range_end >= $1
      ORDER BY range_start DESC LIMIT 1`,
    [ip],
  );
  return rows[0]?.region_id ?? null;
}

/** The region an IPv4 address (as a number) falls into, from the seeded range table. */
export function regionIdByIp(db: Queryable, ip: number): Promise<number | null> {
  let kept = keptIpRegions.get(db);
  if (!kept) keptIpRegions.set(db, (kept = new ReadCache(IP_REGIONS_KEPT_MS, IP_REGIONS_KEPT)));
  return kept.get(String(ip), () => readRegionIdByIp(db, ip));
}
