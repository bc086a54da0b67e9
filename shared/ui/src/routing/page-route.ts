import { matchRoutes, type RouteObject } from 'react-router-dom';
import { splitRegionPrefix } from '@apteka/contracts';

/**
 * The pattern of the route that draws an address (`/catalog/product/*` for a product page), with or without a
 * region segment and a query string; undefined where no route of `routes` matches.
 */
export function pageRouteOf(routes: RouteObject[], url: string): string | undefined {
  const { path } = splitRegionPrefix(url.split('?')[0] ?? '');
  return matchRoutes(routes, path)?.at(-1)?.route.path;
}
