export const DEFAULT_REGION_ID = 14;
export const SECOND_MAIN_REGION_ID = 27;
/** Regions listed first, in this order; every other region follows in its natural order. */
export const REGION_ORDER: readonly number[] = [14, 27, 16, 29, 10, 15, 4, 18];
export const DEFAULT_TIMEZONE_OFFSET = 3;

export function orderRegions<T extends { id: number }>(regions: readonly T[]): T[] {
  const rank = (id: number) => {
    const i = REGION_ORDER.indexOf(id);
    return i === -1 ? REGION_ORDER.length : i;
  };
  return regions
    .map((region, index) => ({ region, index }))
    .sort((a, b) => rank(a.region.id) - rank(b.region.id) || a.index - b.index)
    .map(({ region }) => region);
}
