import { useState, type ReactElement } from 'react';
import { useDispatch, useSelector, type UseDispatch, type UseSelector } from 'react-redux';
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps, RemoteName } from '@apteka/contracts';
import { createRemoteStore, pageStore, type RemoteStoreOptions } from '@apteka/api-client';
// the page's shared copy (the shell's), as every remote's pages use it
import { NotFoundPage } from '@apteka/ui';
import { loadEveryPage, loadPageOf } from '../routing/lazy-page';
import { RemoteRouter } from '../routing/region-routes';
import { NOT_FOUND_PATH, routeMismatches } from './routes-against-table';

/** What a remote's store needs of its RTK Query api. */
export interface RemoteApi<Path extends string = string, R extends Reducer = Reducer> {
  reducerPath: Path;
  reducer: R;
  middleware: Middleware;
}

/** The Redux store of a remote whose server state lives in `A`. */
export type RemoteStore<A extends RemoteApi> = ReturnType<typeof createRemoteStore<A['reducerPath'], A['reducer']>>;

export interface RemoteOptions<A extends RemoteApi> {
  name: RemoteName;
  /** the remote's RTK Query api: its store holds this api's state and nothing else */
  api: A;
  /** the remote's pages, each matched bare and under a leading region segment; exactly the table's routes for it */
  routes: RouteObject[];
  /** the remote's build version (`__APP_VERSION__`): this package is shared, so a constant compiled here is not it */
  version: string;
  /**
   * Pages that a page of the routes chooses itself by the address, which the routes therefore do not show (the
   * account's sections under `/lk/*`): loaded with the routes' own lazy pages.
   */
  nestedPages?: { at(pathname: string): Promise<void>; every(): Promise<void> };
  /**
   * The remote's answers asked ahead of its pages, in the browser only: from the moment its app is loaded (handed a
   * getter, since the page's store is made when first needed), and as it mounts, before the page's code loads.
   */
  answersAhead?: {
    whenLoaded?(dispatch: () => NoInfer<RemoteStore<A>['dispatch']>): unknown;
    beforeMount?(dispatch: NoInfer<RemoteStore<A>['dispatch']>, href: string): void;
  };
}

export interface RootProps<S> extends Partial<RemoteMountProps> {
  /** a store of the caller's own (a server render's, a test's); the page's store otherwise */
  store?: S;
}

/** A remote, wired: what its browser lifecycles (`remoteLifecycles`) and its server render (`serverRender`) take. */
export interface RemoteDefinition<A extends RemoteApi> extends RemoteOptions<A> {
  /** the remote's pages and, last, its not-found page for any other address the shell hands it */
  routes: RouteObject[];
  makeStore(options?: RemoteStoreOptions): RemoteStore<A>;
  /** the page's one store of the remote, kept across single-spa remounts, started from the server's state */
  getPageStore(apiBase?: string): RemoteStore<A>;
  /** the remote's root: its store around its router */
  Root: (props: RootProps<RemoteStore<A>>) => ReactElement;
  /** the hooks typed for the remote's store */
  useAppDispatch: UseDispatch<RemoteStore<A>['dispatch']>;
  useAppSelector: UseSelector<ReturnType<RemoteStore<A>['getState']>>;
  /** loads the code of the page at an address (before a mount, so it draws or hydrates in one pass) */
  loadPageAt(pathname: string): Promise<void>;
  /** loads every page's code: a server render draws any of them in one pass */
  loadPages(): Promise<void>;
}

/**
 * One remote, wired as every other: its own store around its RTK Query api, its root (that store around a router of
 * its routes, with its not-found page for the rest), and what loads its pages' code. Its routes must be exactly what
 * ROUTE_TABLE gives it: a development build, and so every test of the remote, fails at once where they are not
 * (`routeMismatches`); a production build does not spend a shopper's time checking.
 */
export function defineRemote<A extends RemoteApi>(options: RemoteOptions<A>): RemoteDefinition<A> {
  const { name, api, nestedPages } = options;
  if (__DEV__) {
    const mismatches = routeMismatches(options);
    if (mismatches.length > 0) throw new Error(`The ${name} remote's routes:\n${mismatches.join('\n')}`);
  }
  const routes: RouteObject[] = [...options.routes, { path: NOT_FOUND_PATH, element: <NotFoundPage /> }];
  const makeStore = (storeOptions?: RemoteStoreOptions) => createRemoteStore(api, storeOptions);
  const getPageStore = pageStore(makeStore, api.reducerPath);

  function Root({ store, apiBase }: RootProps<RemoteStore<A>>) {
    const [appStore] = useState(() => store ?? getPageStore(apiBase));
    return <RemoteRouter store={appStore} routes={routes} />;
  }
  Root.displayName = `Root(${name})`;

  return {
    ...options,
    routes,
    makeStore,
    getPageStore,
    Root,
    useAppDispatch: useDispatch.withTypes<RemoteStore<A>['dispatch']>(),
    useAppSelector: useSelector.withTypes<ReturnType<RemoteStore<A>['getState']>>(),
    loadPageAt: async (pathname) => {
      await Promise.all([loadPageOf(routes, pathname), nestedPages?.at(pathname)]);
    },
    loadPages: async () => {
      await Promise.all([loadEveryPage(routes), nestedPages?.every()]);
    },
  };
}
