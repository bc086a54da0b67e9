import { useDispatch, useSelector } from 'react-redux';
import { createRemoteStore, pageStore, type RemoteStoreOptions } from '@apteka/api-client';
import { basketApi } from './api';

/** This remote's own Redux store: server state lives in its RTK Query api. */
export const makeStore = (options?: RemoteStoreOptions) => createRemoteStore(basketApi, options);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The page's store of this remote, kept across single-spa remounts. */
export const getPageStore = pageStore(makeStore, basketApi.reducerPath);
