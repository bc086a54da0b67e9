import type { RouteObject } from 'react-router-dom';
import { defineRemote, type RemoteStore } from '@apteka/ui/remote';
import { accountApi } from './api';
import { loadEverySectionPage, loadSectionPageAt } from './features/account/section-pages';
import { AccountPage } from './features/account/account-page';

/** The account's pages; each also matches under a leading region segment, and any other address is its not-found page. */
const pages: RouteObject[] = [{ path: '/lk/*', element: <AccountPage /> }];

/** The account remote, wired as every remote is: its store, its root, its pages' code; checked against ROUTE_TABLE. */
export const remote = defineRemote({
  name: 'account',
  api: accountApi,
  routes: pages,
  version: __APP_VERSION__,
  nestedPages: { at: loadSectionPageAt, every: loadEverySectionPage },
});

export const { makeStore, getPageStore, Root, routes, useAppDispatch, useAppSelector } = remote;
export type AppStore = RemoteStore<typeof accountApi>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
