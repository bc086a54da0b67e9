import type { Region } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

interface RegionRow {
  id: number;
  name: string;
  name2: string;
  additionly_name: string | null;
  slug: string;
  name_gde: string;
  name_vin: string;
  name_dat: string;
  name_rod: string;
  disabled: boolean;
  has_courier_delivery: boolean;
  has_night_delivery: boolean;
  has_prescription: boolean;
  phone: string;
  time_zone: string;
  time_by_zone: number;
  region_codes: string[];
  region_kladr: string[];
  centre_lat: number;
  centre_lon: number;
  bound_south: number;
  bound_west: number;
  bound_north: number;
  bound_east: number;
  courier_cost: number;
  courier_free_from: number;
}

/** A region plus the courier rules the API needs but the Region entity does not carry. */
export interface RegionRecord {
  region: Region;
  courierCost: number;
  courierFreeFrom: number;
}

function toRecord(row: RegionRow): RegionRecord {
  return {
    region: {
      id: row.id,
      name: row.name,
      name2: row.name2,
      additionlyName: row.additionly_name,
      slug: row.slug,
      skloneniya: { name_gde: row.name_gde, name_vin: row.name_vin, name_dat: row.name_dat, name_rod: row.name_rod },
      disabled: row.disabled,
      hasCourierDelivery: row.has_courier_delivery,
      hasNightDelivery: row.has_night_delivery,
      isSelected: false,
      phone: row.phone,
      hasPrescription: row.has_prescription,
      timeZone: row.time_zone,
      timeByZone: row.time_by_zone,
      regionCodes: [...row.region_codes],
      regionKladr: [...row.region_kladr],
      centre: { lat: row.centre_lat, lon: row.centre_lon },
      bounds: { south: row.bound_south, west: row.bound_west, north: row.bound_north, east: row.bound_east },
    },
    courierCost: row.courier_cost,
    courierFreeFrom: row.courier_free_from,
  };
}

/**
 * Regions are reference data only the seed writes, read several times for every page (the shopper's region, the
 * city of their address, the page's own): each process keeps them for a while instead, per database. An id not
 * among them is looked for again, at most once a second: a database seeded after its first read has them at once.
 */
export const REGIONS_KEPT_MS = 60_000;
const MISSED_REGION_REREAD_MS = 1_000;

interface KeptRegions {
  readAt: number;
  regions: Promise<Map<number, RegionRecord>>;
}
const keptRegions = new WeakMap<Queryable, KeptRegions>();

function readRegions(db: Queryable): KeptRegions {
  const regions = db
    .query<RegionRow>('SELECT * FROM regions ORDER BY id')
    .then(({ rows }) => new Map(rows.map((row) => [row.id, toRecord(row)])));
  const kept = { readAt: Date.now(), regions };
  keptRegions.set(db, kept);
  // a failed read is not kept
  regions.catch(() => keptRegions.get(db) === kept && keptRegions.delete(db));
  return kept;
}

function keptFor(db: Queryable): KeptRegions {
  const kept = keptRegions.get(db);
  return kept && Date.now() - kept.readAt < REGIONS_KEPT_MS ? kept : readRegions(db);
}

export async function listRegions(db: Queryable): Promise<RegionRecord[]> {
  return [...(await keptFor(db).regions).values()];
}

export async function findRegion(db: Queryable, id: number): Promise<RegionRecord | null> {
  const kept = keptFor(db);
  const found = (await kept.regions).get(id);
  if (found || Date.now() - kept.readAt < MISSED_REGION_REREAD_MS) return found ?? null;
  return (await readRegions(db).regions).get(id) ?? null;
}
