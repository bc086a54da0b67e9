import type { RouteObject } from 'react-router-dom';
import { defineRemote, type RemoteStore } from '@apteka/ui/remote';
import { basketApi } from './api';
import { askBasketAnswersAhead, askBasketAnswersOnTouch } from './features/cart/basket-answers-ahead';
import { BasketPage } from './features/cart/basket-page';
import { lazyPage } from '@apteka/ui/routing';

// The basket and its checkout come with the remote; the other pages are loaded when first shown.
const SharedCartPage = lazyPage(() => import('./features/cart/shared-cart-page').then((page) => page.SharedCartPage));
const FindOrderPage = lazyPage(() => import('./features/orders/find-order-page').then((page) => page.FindOrderPage));
const OrderPage = lazyPage(() => import('./features/orders/order-page').then((page) => page.OrderPage));

/** The basket's pages; each also matches under a leading region segment, and any other address is its not-found page. */
const pages: RouteObject[] = [
  { path: '/basket/*', element: <BasketPage /> },
  { path: '/shared-cart/:id', element: <SharedCartPage /> },
  { path: '/gde-moy-zakaz', element: <FindOrderPage /> },
  { path: '/order/*', element: <OrderPage /> },
];

/** The basket remote, wired as every remote is: its store, its root, its pages' code; checked against ROUTE_TABLE. */
export const remote = defineRemote({
  name: 'basket',
  api: basketApi,
  routes: pages,
  version: __APP_VERSION__,
  answersAhead: { whenLoaded: askBasketAnswersOnTouch, beforeMount: askBasketAnswersAhead },
});

export const { makeStore, getPageStore, Root, routes, useAppDispatch, useAppSelector } = remote;
export type AppStore = RemoteStore<typeof basketApi>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
