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

/** The region an IPv4 address (as a number) falls into, from the seeded range table. */
export async function regionIdByIp(db: Queryable, ip: number): Promise<number | null> {
  const { rows } = await db.query<{ region_id: number }>(
    `SELECT region_id FROM ip_region_ranges WHERE range_start <= $1 AND range_end >= $1
      ORDER BY range_start DESC LIMIT 1`,
    [ip],
  );
  return rows[0]?.region_id ?? null;
}
