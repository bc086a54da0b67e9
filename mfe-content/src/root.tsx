import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { NotFoundPage } from '@apteka/ui';
import { RemoteRouter } from '@apteka/ui/routing';
import { ArticlePage } from './features/articles/article-page';
import { ArticlesPage } from './features/articles/articles-page';
import { AuthorPage } from './features/articles/author-page';
import { HomePage } from './features/home/home-page';
import { NewsItemPage, NewsPage } from './features/news/news-pages';
import { ContentPage } from './features/pages/content-page';
import { SitemapPage } from './features/pages/sitemap-page';
import { PromotionPage } from './features/promotions/promotion-page';
import { PromotionsPage } from './features/promotions/promotions-page';
import { getPageStore, type AppStore } from './store';

/** Pages written as files of the content folder (their text comes from /content/page?path=…). */
const CONTENT_PAGES = [
  '/contacts',
  '/bonus-program',
  '/super',
  '/supersamson',
  '/mp',
  '/garantii-i-vozvrat',
  '/stock/lenses/guarantee',
  '/basic-pages/*',
];

/** The content remote's routes; each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/articles', element: <ArticlesPage by="all" /> },
  { path: '/articles/tags/:tag', element: <ArticlesPage by="tag" /> },
  { path: '/articles/categories/:id', element: <ArticlesPage by="category" /> },
  { path: '/articles/:id', element: <ArticlePage /> },
  { path: '/authors/:id', element: <AuthorPage /> },
  { path: '/news', element: <NewsPage /> },
  { path: '/news/:slug', element: <NewsItemPage /> },
  { path: '/stock', element: <PromotionsPage scope="all" /> },
  { path: '/stock/all-stock', element: <PromotionsPage scope="all" /> },
  { path: '/stock/special', element: <PromotionsPage scope="special" /> },
  { path: '/stock/partners', element: <PromotionsPage scope="partners" /> },
  { path: '/stock/lenses', element: <PromotionsPage scope="lenses" /> },
  { path: '/stock/:slug', element: <PromotionPage /> },
  { path: '/sitemap', element: <SitemapPage /> },
  ...CONTENT_PAGES.map((path) => ({ path, element: <ContentPage /> })),
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
