import type { RouteObject } from 'react-router-dom';
import { defineRemote, type RemoteStore } from '@apteka/ui/remote';
import { contentApi } from './api';
import { lazyPage } from '@apteka/ui/routing';
import { HomePage } from './features/home/home-page';

// The home page comes with the remote (most visits start there); every other page is loaded when first shown.
const ArticlePage = lazyPage(() => import('./features/articles/article-page').then((page) => page.ArticlePage));
const ArticlesPage = lazyPage(() => import('./features/articles/articles-page').then((page) => page.ArticlesPage));
const AuthorPage = lazyPage(() => import('./features/articles/author-page').then((page) => page.AuthorPage));
const NewsPage = lazyPage(() => import('./features/news/news-pages').then((page) => page.NewsPage));
const NewsItemPage = lazyPage(() => import('./features/news/news-pages').then((page) => page.NewsItemPage));
const ContentPage = lazyPage(() => import('./features/pages/content-page').then((page) => page.ContentPage));
const SitemapPage = lazyPage(() => import('./features/pages/sitemap-page').then((page) => page.SitemapPage));
const PromotionPage = lazyPage(() => import('./features/promotions/promotion-page').then((page) => page.PromotionPage));
const PromotionsPage = lazyPage(() =>
  import('./features/promotions/promotions-page').then((page) => page.PromotionsPage),
);

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

/** The content remote's pages; each also matches under a leading region segment, and any other address is its not-found page. */
const pages: RouteObject[] = [
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
];

/** The content remote, wired as every remote is: its store, its root, its pages' code; checked against ROUTE_TABLE. */
export const remote = defineRemote({
  name: 'content',
  api: contentApi,
  routes: pages,
  version: __APP_VERSION__,
});

export const { makeStore, getPageStore, Root, routes, useAppDispatch, useAppSelector } = remote;
export type AppStore = RemoteStore<typeof contentApi>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
