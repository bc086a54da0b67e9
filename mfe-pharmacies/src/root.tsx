import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { NotFoundPage } from '@apteka/ui';
import { NightDeliveryPage, PickupAndDeliveryPage } from './features/stores/delivery-info-pages';
import { PharmaciesPage } from './features/stores/pharmacies-page';
import { PharmacyPage } from './features/stores/pharmacy-page';
import { RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

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
