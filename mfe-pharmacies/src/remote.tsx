import type { RouteObject } from 'react-router-dom';
import { defineRemote, type RemoteStore } from '@apteka/ui/remote';
import { pharmaciesApi } from './api';
import { PharmaciesPage } from './features/stores/pharmacies-page';
import { lazyPage } from '@apteka/ui/routing';

// The pharmacies' list and map come with the remote; the other pages are loaded when first shown.
const PharmacyPage = lazyPage(() => import('./features/stores/pharmacy-page').then((page) => page.PharmacyPage));
const NightDeliveryPage = lazyPage(() =>
  import('./features/stores/delivery-info-pages').then((page) => page.NightDeliveryPage),
);
const PickupAndDeliveryPage = lazyPage(() =>
  import('./features/stores/delivery-info-pages').then((page) => page.PickupAndDeliveryPage),
);

/** The pharmacies' pages; each also matches under a leading region segment, and any other address is its not-found page. */
const pages: RouteObject[] = [
  { path: '/pharmacies', element: <PharmaciesPage /> },
  { path: '/pharmacies/:id', element: <PharmacyPage /> },
  { path: '/night-delivery', element: <NightDeliveryPage /> },
  { path: '/samovyvoz-i-dostavka/*', element: <PickupAndDeliveryPage /> },
];

/** The pharmacies remote, wired as every remote is: its store, its root, its pages' code; checked against ROUTE_TABLE. */
export const remote = defineRemote({
  name: 'pharmacies',
  api: pharmaciesApi,
  routes: pages,
  version: __APP_VERSION__,
});

export const { makeStore, getPageStore, Root, routes, useAppDispatch, useAppSelector } = remote;
export type AppStore = RemoteStore<typeof pharmaciesApi>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
