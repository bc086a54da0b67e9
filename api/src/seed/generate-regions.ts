/** Rows of `regions` and `region_aliases` from the region data. */
import type { RegionData } from './data/regions';

export function regionRows(regions: RegionData[]) {
  return regions.map((r) => ({
    id: r.id,
    name: r.name,
    name2: r.name2,
    additionly_name: r.additionlyName,
    slug: r.slug,
    name_gde: r.nameGde,
    name_vin: r.nameVin,
    name_dat: r.nameDat,
    name_rod: r.nameRod,
    disabled: r.disabled,
    has_courier_delivery: r.hasCourierDelivery,
    has_night_delivery: r.hasNightDelivery,
    has_prescription: r.hasPrescription,
    phone: r.phone,
    time_zone: r.timeZone,
    time_by_zone: r.timeByZone,
    region_codes: r.regionCodes,
    region_kladr: r.regionKladr,
    centre_lat: r.lat,
    centre_lon: r.lon,
    bound_south: r.bounds[0],
    bound_west: r.bounds[1],
    bound_north: r.bounds[2],
    bound_east: r.bounds[3],
    courier_cost: r.courierCost,
    courier_free_from: r.courierFreeFrom,
  }));
}

/**
 * Aliases are stored LOWER-CASED (Russian lower-casing, 'г москва', 'мо', 'спб'), so the primary key keeps them
 * unique regardless of case and a lookup is `WHERE alias = lower($1)` (trim and collapse spaces first).
 */
export function normalizeAlias(alias: string): string {
  return alias.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function aliasRows(regions: RegionData[]): { alias: string; region_id: number }[] {
  const seen = new Map<string, number>();
  for (const region of regions) {
    for (const alias of region.aliases) {
      const key = normalizeAlias(alias);
      const previous = seen.get(key);
      if (previous !== undefined && previous !== region.id)
        throw new Error(`alias "${alias}" maps to ${previous} and ${region.id}`);
      seen.set(key, region.id);
    }
  }
  return [...seen].map(([alias, region_id]) => ({ alias, region_id }));
}
