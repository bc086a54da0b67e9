import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createBus, BusContext } from '@apteka/bus';
import { serverApiClient, type ApiClient } from '@apteka/api-client';
import type { RemoteServerRender, ServerRenderInput } from '@apteka/contracts';
import { identifierPrefix, remoteRootElement, type RemoteProps } from '../lifecycles/remote-root';
import { renderWithData, type DataApi, type DataStore } from './render-with-data';
import { pageRouteOf } from '../routing/page-route';
import { QueryPlans } from './query-plans';

export interface RemoteServerApp<S extends DataStore> {
  /** the remote's root: it takes the store it is handed (`store` prop) instead of the page's */
  Root: ComponentType<RemoteProps & { store?: S }>;
  makeStore: (options: { client: ApiClient; retries: number }) => S;
  api: DataApi;
  version: string;
  /** the remote's pages: an address borrows what another asked only from an address of the same page */
  routes: RouteObject[];
  /** loads the remote's lazy pages (e.g. `loadEveryPage` of its routes): done once, before the first render */
  loadPages?: () => Promise<void>;
}

/**
 * A remote's server render (its `server/render.js` exports it as `render`): the same root element its browser
 * lifecycles render, with a store, a bus and an API client of this request's own.
 */
export function serverRender<S extends DataStore>(remote: string, app: RemoteServerApp<S>): RemoteServerRender {
  let everyPage: Promise<void> | null = null;
  const plans = new QueryPlans({ routeOf: (url) => pageRouteOf(app.routes, url) });
  return async (input: ServerRenderInput) => {
    if (app.loadPages)
      await (everyPage ??= app.loadPages().catch((error: unknown) => {
        everyPage = null;
        throw error;
      }));
    const store = app.makeStore({ client: serverApiClient(input.fetch), retries: 0 });
    const props = { brand: input.brand, apiBase: '/api', store } as RemoteProps & { store: S };
    // the root takes this request's store instead of the page's one
    const element = (
      <BusContext.Provider value={createBus(input.bus)}>
        {remoteRootElement(remote, app.version, app.Root, props)}
      </BusContext.Provider>
    );
    return renderWithData(element, {
      url: input.url,
      viewport: input.viewport,
      nonce: input.nonce,
      identifierPrefix: identifierPrefix(remote),
      data: [{ store, api: app.api }],
      plan: { plans, learn: input.learnQueryPlan === true },
    });
  };
}
