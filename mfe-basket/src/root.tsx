import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { BasketPage } from './features/cart/basket-page';
import { NotFoundPage } from '@apteka/ui';
import { lazyPage, RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

// The basket and its checkout come with the remote; the other pages are loaded when first shown.
const SharedCartPage = lazyPage(() => import('./features/cart/shared-cart-page').then((page) => page.SharedCartPage));
const FindOrderPage = lazyPage(() => import('./features/orders/find-order-page').then((page) => page.FindOrderPage));
const OrderPage = lazyPage(() => import('./features/orders/order-page').then((page) => page.OrderPage));

/** The basket's routes; each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/basket/*', element: <BasketPage /> },
  { path: '/shared-cart/:id', element: <SharedCartPage /> },
  { path: '/gde-moy-zakaz', element: <FindOrderPage /> },
  { path: '/order/*', element: <OrderPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export interface RootProps extends Partial<RemoteMountProps> {
  /** a store of the test's own; the page's store otherwise */
  store?: AppStore;
}

export function Root({ store, apiBase }: RootProps) {
  const [appStore] = useState(() => store ?? getPageStore(apiBase));
  return <RemoteRouter store={appStore} routes={routes} />;
}
