import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { NotFoundPage } from '@apteka/ui';
import { PharmaciesPage } from './features/stores/pharmacies-page';
import { lazyPage, RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

// The pharmacies' list and map come with the remote; the other pages are loaded when first shown.
const PharmacyPage = lazyPage(() => import('./features/stores/pharmacy-page').then((page) => page.PharmacyPage));
const NightDeliveryPage = lazyPage(() =>
  import('./features/stores/delivery-info-pages').then((page) => page.NightDeliveryPage),
);
const PickupAndDeliveryPage = lazyPage(() =>
  import('./features/stores/delivery-info-pages').then((page) => page.PickupAndDeliveryPage),
);

/** The pharmacies' routes; each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/pharmacies', element: <PharmaciesPage /> },
  { path: '/pharmacies/:id', element: <PharmacyPage /> },
  { path: '/night-delivery', element: <NightDeliveryPage /> },
  { path: '/samovyvoz-i-dostavka/*', element: <PickupAndDeliveryPage /> },
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
