import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { apiBaseQuery } from './base-query';
import { createApiClient, type ApiClient } from './create-client';
import { api as pageClient } from './page-client';
import { hydrateServerState, takeServerState } from './server-state';
import type { ApiExtra } from './store-base-query';

export interface RemoteStoreOptions {
  /** the HTTP client; the page's shared client by default, a mocked one in tests */
  client?: ApiClient;
  /** retries of transient query failures: 3; tests pass 0 */
  retries?: number;
  /** the api's state to start from; the page's server state (once) for the page's own store */
  serverState?: unknown;
}

interface RtkQueryApi<Path extends string, R extends Reducer> {
  reducerPath: Path;
  reducer: R;
  middleware: Middleware;
}

/**
 * A remote's own Redux store around its one RTK Query api. The api's base query comes from the
 * thunk's extra argument, so a test can hand the store a mocked client. Given a server state, the store starts from
 * it (the api reads it with `extractRehydrationInfo: extractServerState`).
 */
export function createRemoteStore<Path extends string, R extends Reducer>(
  rtkApi: RtkQueryApi<Path, R>,
  { client = pageClient, retries = 3, serverState }: RemoteStoreOptions = {},
) {
  const extra: ApiExtra = { baseQuery: apiBaseQuery(client, { retries }) };
  const store = configureStore({
    reducer: { [rtkApi.reducerPath]: rtkApi.reducer } as { [K in Path]: R },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(rtkApi.middleware),
  });
  if (serverState !== undefined) store.dispatch(hydrateServerState({ [rtkApi.reducerPath]: serverState }));
  return store;
}

/**
 * The page's one store of a remote, kept across single-spa remounts so its cache outlives a navigation. It starts
 * from the server's state of the api, when the page was drawn on the server.
 */
export function pageStore<S>(make: (options: RemoteStoreOptions) => S, reducerPath?: string): (apiBase?: string) => S {
  let store: S | null = null;
  return (apiBase = '/api') =>
    (store ??= make({
      client: apiBase === '/api' ? pageClient : createApiClient(apiBase),
      serverState: reducerPath ? takeServerState(reducerPath) : undefined,
    }));
}
