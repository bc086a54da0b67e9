import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api as pageClient, apiBaseQuery, hydrateServerState, type ApiClient, type ApiExtra } from '@apteka/api-client';
import { userSlice } from './user-slice';
import { appSlice } from './app-slice';
import { deviceSlice } from './device-slice';
import { shellApi } from './shell-api';

const rootReducer = combineSlices(userSlice, appSlice, deviceSlice, shellApi);

export type RootState = ReturnType<typeof rootReducer>;

export interface ShellStoreOptions {
  preloadedState?: Partial<RootState>;
  /** the HTTP client of the shell's api: the page's, or a server render's */
  client?: ApiClient;
  /** the shell api's state from the server render, to start from */
  serverState?: unknown;
}

export function makeStore({ preloadedState, client = pageClient, serverState }: ShellStoreOptions = {}) {
  const extra: ApiExtra = { baseQuery: apiBaseQuery(client, client === pageClient ? {} : { retries: 0 }) };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(shellApi.middleware),
  });
  if (serverState !== undefined) store.dispatch(hydrateServerState({ [shellApi.reducerPath]: serverState }));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
