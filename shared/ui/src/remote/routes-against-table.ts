import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_TABLE, type RemoteName } from '@apteka/contracts';

/** The path that is a remote's own not-found page: the addresses the shell hands it that none of its pages draws. */
export const NOT_FOUND_PATH = '*';

const segments = (path: string) => path.split('/').filter(Boolean);

const isNotFound = (route: RouteObject) => route.path === NOT_FOUND_PATH || route.path === `/${NOT_FOUND_PATH}`;

/** Every path the routes give, a nested route's joined to its parents' ('/lk' + 'orders' -> '/lk/orders'). */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const here = route.path === undefined || route.index ? [] : [own];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;

/** A path with optional segments ('/stock/:slug?') as every path it stands for ('/stock', '/stock/:slug'). */
function withoutOptionalSegments(path: string): string[] {
  return segments(path)
    .reduce<string[][]>(
      (variants, segment) =>
        segment.endsWith('?')
          ? [...variants, ...variants.map((variant) => [...variant, segment.slice(0, -1)])]
          : variants.map((variant) => [...variant, segment]),
      [[]],
    )
    .map((variant) => `/${variant.join('/')}`);
}

/**
 * Whether every address a route's path matches (React Router's: `:param` one segment, a last `*` the rest, maybe
 * none) is one a ROUTE_TABLE pattern matches (the same rules, `ownerOf`'s).
 */
export function patternCovers(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*') return true;
    const given = have[i];
    // the route's '*' may be any rest, which the table's next segment does not match
    if (given === undefined || given === '*') return false;
    if (part.startsWith(':')) continue;
    if (part !== given) return false;
  }
  return have.length === want.length;
}

/** Addresses that stand for what a table pattern matches: '/news/*' -> '/news', '/news/x'; '/authors/:id' -> '/authors/x'. */
function samplesOf(pattern: string): string[] {
  const parts = segments(pattern).map((part) => (part.startsWith(':') ? 'x' : part));
  if (parts.at(-1) !== '*') return [`/${parts.join('/')}`];
  const prefix = `/${parts.slice(0, -1).join('/')}`;
  return [prefix, `${prefix === '/' ? '' : prefix}/x`];
}

/**
 * Where a remote's routes and ROUTE_TABLE disagree, in words: a route the table does not give to this remote (the
 * shell would never hand it that address), or an address the table gives it that none of its pages draws (the
 * shopper would get its not-found page). The remote's own not-found route (a top-level `*`) is neither. Empty when they agree.
 */
export function routeMismatches({ name, routes }: { name: RemoteName; routes: readonly RouteObject[] }): string[] {
  const owned = ROUTE_TABLE.filter((route) => route.owner === name);
  // the remote's own not-found page takes any address the shell hands it: it is no page of the table's
  const strays = routePaths(routes.filter((route) => !isNotFound(route)))
    .flatMap(withoutOptionalSegments)
    .filter((path) => !owned.some((route) => patternCovers(route.pattern, path)))
    .map((path) => `the ${name} remote draws ${path}, which ROUTE_TABLE does not give to it`);
  const undrawn = owned.flatMap((route) =>
    samplesOf(route.pattern)
      .filter((address) => {
        const branch = matchRoutes([...routes], address);
        return !branch || isNotFound(branch[0]!.route);
      })
      .map((address) => `ROUTE_TABLE gives ${route.pattern} to the ${name} remote, whose pages do not draw ${address}`),
  );
  return [...strays, ...undrawn];
}
