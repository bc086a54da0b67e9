import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { BasketPage } from './features/cart/basket-page';
import { NotFoundPage } from '@apteka/ui';
import { SharedCartPage } from './features/cart/shared-cart-page';
import { FindOrderPage } from './features/orders/find-order-page';
import { OrderPage } from './features/orders/order-page';
import { RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

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
