/**
 * Links may carry a leading region segment, '/{slug}-{id}', e.g. '/moskva-14/catalog/lekarstva'.
 * Such a path belongs to the same owner as the path without it.
 */
const REGION_SEGMENT = /^\/([a-z][a-z0-9-]*?)-(\d+)(?=\/|$)/;
/** Region ids are PostgreSQL integers: a larger number names no region, so its segment is no region segment. */
const MAX_REGION_ID = 2147483647;

export interface SplitPath {
  region: { slug: string; id: number } | null;
  /** the path without the region segment, always starting with '/' */
  path: string;
}

export function splitRegionPrefix(pathname: string): SplitPath {
  const match = REGION_SEGMENT.exec(pathname);
  const id = Number(match?.[2]);
  if (!match || id > MAX_REGION_ID) return { region: null, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { region: { slug: match[1]!, id }, path: rest === '' ? '/' : rest };
}

export function regionSegment(region: { slug: string; id: number }): string {
  return `/${region.slug}-${region.id}`;
}

/** The link helper: prepend the region segment unless the target has no regions. */
export function withRegion(path: string, region: { slug: string; id: number } | null, noRegions = false): string {
  if (noRegions || !region) return path;
  const { path: bare } = splitRegionPrefix(path);
  return `${regionSegment(region)}${bare === '/' ? '/' : bare}`;
}
