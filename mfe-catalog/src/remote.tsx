import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemote, type RemoteStore } from '@apteka/ui/remote';
import { catalogApi } from './api';
import { askProductOnTouch } from './features/product/product-asked-on-touch';
import { CatalogueBanner } from './features/ads/top-banner';
import { DIRECTORIES, type DirectoryKey } from './features/alphabet/directories';
import { media, useDrawnViewport } from '@apteka/ui';
import { lazyPage } from '@apteka/ui/routing';

// Each page is loaded when first shown: a product page's visit does not download the listing's filters, nor a
// listing's the product page.
const AlphabetPage = lazyPage(() => import('./features/alphabet/alphabet-page').then((page) => page.AlphabetPage));
const CatalogPage = lazyPage(() => import('./features/categories/catalog-page').then((page) => page.CatalogPage));
const CategoryPage = lazyPage(() => import('./features/categories/category-page').then((page) => page.CategoryPage));
const SelectionPage = lazyPage(() => import('./features/listing/selection-page').then((page) => page.SelectionPage));
const ProductPage = lazyPage(() => import('./features/product/product-page').then((page) => page.ProductPage));
const SearchPage = lazyPage(() => import('./features/search/search-page').then((page) => page.SearchPage));

/**
 * Catalogue-type pages carry the advertising banner: above the page from the desktop breakpoint; on phones and
 * tablets after it, so the products or the price come first and a banner that arrives late moves nothing the
 * shopper sees. Where it stands is the CSS's choice, not a render's, so a page drawn for a wrong guess of the screen
 * moves nothing when it starts working. The markup puts it where the guessed screen shows it, since a browser paints
 * a long page before it has read all of it: a banner read after the page and lifted above it would push the page
 * down on a desktop.
 */
function WithBanner({ page, target }: { page: ReactNode; target?: 'category' | 'product' }) {
  const bannerFirst = useDrawnViewport() === 'desktop';
  const banner = (
    <div css={{ [media.from('desktop')]: { order: -1 }, [media.below('desktop')]: { order: 1 } }}>
      <CatalogueBanner target={target} />
    </div>
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column' }}>
      {bannerFirst && banner}
      {/* the page fills the first screen at least, so the banner after it never starts in view and is never pushed
          down while the page's goods load */}
      <div css={{ [media.below('desktop')]: { minHeight: '100vh' } }}>{page}</div>
      {!bannerFirst && banner}
    </div>
  );
}

const withBanner = (page: ReactNode, target?: 'category' | 'product') => <WithBanner page={page} target={target} />;

/** The catalog's pages; each also matches under a leading region segment, and any other address is its not-found page. */
const pages: RouteObject[] = [
  { path: '/catalog', element: withBanner(<CatalogPage />) },
  { path: '/category/menu', element: withBanner(<CatalogPage />) },
  { path: '/catalog/search/*', element: withBanner(<SearchPage />) },
  { path: '/search', element: withBanner(<SearchPage />) },
  { path: '/catalog/product', element: withBanner(<CatalogPage />) },
  { path: '/catalog/product/*', element: withBanner(<ProductPage />, 'product') },
  { path: '/catalog/discounts', element: withBanner(<SelectionPage selection="discounts" />) },
  { path: '/catalog/aptechka', element: withBanner(<SelectionPage selection="aptechka" />) },
  { path: '/catalog/nash-vybor', element: withBanner(<SelectionPage selection="nash-vybor" />) },
  { path: '/catalog/dermakosmetika', element: withBanner(<SelectionPage selection="dermakosmetika" />) },
  { path: '/dermakosmetika', element: withBanner(<SelectionPage selection="dermakosmetika" />) },
  { path: '/catalog/isg', element: withBanner(<SelectionPage selection="isg" />) },
  ...(Object.keys(DIRECTORIES) as DirectoryKey[]).map((key) => ({
    path: `/${key}/*`,
    element: withBanner(<AlphabetPage key={key} directory={key} />),
  })),
  { path: '/catalog/*', element: withBanner(<CategoryPage />, 'category') },
];

/** The catalog remote, wired as every remote is: its store, its root, its pages' code; checked against ROUTE_TABLE. */
export const remote = defineRemote({
  name: 'catalog',
  api: catalogApi,
  routes: pages,
  version: __APP_VERSION__,
  answersAhead: { whenLoaded: askProductOnTouch },
});

export const { makeStore, getPageStore, Root, routes, useAppDispatch, useAppSelector } = remote;
export type AppStore = RemoteStore<typeof catalogApi>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
