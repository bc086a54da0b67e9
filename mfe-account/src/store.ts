import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api as pageClient, apiBaseQuery, createApiClient, type ApiClient } from '@apteka/api-client';
import { accountApi } from './api';
import type { ApiExtra } from '@apteka/api-client';

export interface StoreOptions {
  /** the HTTP client; the page's shared client by default, a mocked one in tests */
  client?: ApiClient;
  /** retries of transient query failures: 3 per spec section 9; tests pass 0 */
  retries?: number;
}

/** This remote's own Redux store: server state lives in its RTK Query api. */
export function makeStore({ client = pageClient, retries = 3 }: StoreOptions = {}) {
  const extra: ApiExtra = { baseQuery: apiBaseQuery(client, { retries }) };
  return configureStore({
    reducer: { [accountApi.reducerPath]: accountApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(accountApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

let pageStore: AppStore | null = null;

/** The page's store of this remote, kept across single-spa remounts so the cache outlives a navigation. */
export function getPageStore(apiBase = '/api'): AppStore {
  pageStore ??= makeStore({ client: apiBase === '/api' ? pageClient : createApiClient(apiBase) });
  return pageStore;
}
