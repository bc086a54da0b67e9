import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { HomePage } from './features/home/home-page';
import { BonusProgramPage } from './features/info/bonus-program-page';
import { ContactsPage } from './features/info/contacts-page';
import { InfoPage, NotFoundPage } from '@apteka/ui';
import { RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

/** Pages whose content is not built yet: an honest title and a line of text. */
const PLAIN_PAGES: Array<[path: string, title: string]> = [
  ['/news', 'Новости'],
  ['/super', 'Супер-предложения'],
  ['/supersamson', 'Суперсамсон'],
  ['/sitemap', 'Карта сайта'],
  ['/mp', 'Маркетплейс'],
  ['/garantii-i-vozvrat', 'Гарантии и возврат'],
  ['/articles/*', 'Статьи'],
  ['/authors/:id', 'Автор'],
  ['/stock/*', 'Акции'],
  ['/basic-pages/*', 'Информация'],
];

/** The content remote's routes; each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/contacts', element: <ContactsPage /> },
  { path: '/bonus-program', element: <BonusProgramPage /> },
  ...PLAIN_PAGES.map(([path, title]) => ({ path, element: <InfoPage title={title} /> })),
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
