import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Store } from '@reduxjs/toolkit';
import { BrowserRouter, StaticRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { regionSegment, splitRegionPrefix, withRegion } from '@apteka/contracts';
// through the shared package: a relative import bundled a second copy of the scheduling code into each remote
import { runAhead } from '@apteka/ui';
import { loadLinkedPages } from './lazy-page';
import { StoreProvider } from '../lifecycles/store-provider';

/** The same routes again under one leading region segment: '/catalog/*' -> '/moskva-14/catalog/*'. */
export function prefixRoutes(routes: RouteObject[], prefix: string): RouteObject[] {
  const join = (path: string) =>
    path === '/' ? prefix : path.startsWith('/') ? `${prefix}${path}` : `${prefix}/${path}`;
  return routes.map((route) => (route.path === undefined ? route : { ...route, path: join(route.path) }));
}

/**
 * Renders the remote's routes so that each matches both bare ('/catalog') and with the leading region
 * segment ('/moskva-14/catalog'). The segment is recognised by splitRegionPrefix
 * (contracts), so '/catalog/catalog' is never mistaken for a region.
 */
export function RegionAwareRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { region } = splitRegionPrefix(pathname);
  const prefix = region ? regionSegment(region) : null;
  const active = useMemo(() => (prefix ? prefixRoutes(routes, prefix) : routes), [routes, prefix]);
  return useRoutes(active);
}

/** Builds in-remote hrefs that keep the region segment the current URL carries, if any. */
export function useRegionPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { region } = splitRegionPrefix(pathname);
  return (path: string) => withRegion(path, region);
}

/** The page address a server render draws (path and query); unset in the browser, whose address it is. */
export const ServerLocationContext = createContext<string | null>(null);

/**
 * A remote's root: its own Redux store around a browser router of its routes (each also matched
 * under a leading region segment), a static one at the server's address in a server render. `children` render
 * inside the store, outside the router.
 */
export function RemoteRouter({
  store,
  routes,
  children,
}: {
  store: Store;
  routes: RouteObject[];
  children?: ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      {children}
      <PageRouter>
        <RegionAwareRoutes routes={routes} />
        <LinkedPagesAhead routes={routes} />
      </PageRouter>
    </StoreProvider>
  );
}

/**
 * Once the page is quiet after a page of the remote is shown, loads the code of the remote's pages its links lead
 * to (a listing's product page): moving to one then waits only for its data.
 */
function LinkedPagesAhead({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useEffect(() => runAhead('linkedPages', () => void loadLinkedPages(routes, document)), [routes, pathname]);
  return null;
}

function PageRouter({ children }: { children: ReactNode }) {
  const serverLocation = useContext(ServerLocationContext);
  if (serverLocation !== null) return <StaticRouter location={serverLocation}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}
