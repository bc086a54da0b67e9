import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { AccountPage } from './features/account/account-page';
import { NotFoundPage } from '@apteka/ui';
import { RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

/** The account's routes; each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/lk/*', element: <AccountPage /> },
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
