import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { BasketPage } from './features/cart/basket-page';
import { InfoPage, NotFoundPage } from './features/pages/info-page';
import { RegionAwareRoutes } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

/** The basket's routes (spec section 2, "Cart"); each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/basket/*', element: <BasketPage /> },
  {
    path: '/shared-cart/:id',
    element: (
      <InfoPage title="Корзина, которой с вами поделились">
        <p>Открытие поделённой корзины пока в разработке.</p>
      </InfoPage>
    ),
  },
  {
    path: '/gde-moy-zakaz',
    element: (
      <InfoPage title="Где мой заказ">
        <p>Поиск заказа по номеру пока в разработке.</p>
      </InfoPage>
    ),
  },
  {
    path: '/order/*',
    element: (
      <InfoPage title="Заказ">
        <p>Страница заказа пока в разработке.</p>
      </InfoPage>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

export interface RootProps extends Partial<RemoteMountProps> {
  /** a store of the test's own; the page's store otherwise */
  store?: AppStore;
}

export function Root({ store, apiBase }: RootProps) {
  const [appStore] = useState(() => store ?? getPageStore(apiBase));
  return (
    <Provider store={appStore}>
      <BrowserRouter>
        <RegionAwareRoutes routes={routes} />
      </BrowserRouter>
    </Provider>
  );
}
