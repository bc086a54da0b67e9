import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { AlphabetPage } from './features/alphabet/alphabet-page';
import { DIRECTORIES, type DirectoryKey } from './features/alphabet/directories';
import { CatalogPage } from './features/categories/catalog-page';
import { CategoryPage } from './features/categories/category-page';
import { NotFoundPage } from '@apteka/ui';
import { SelectionPage } from './features/listing/selection-page';
import { ProductPage } from './features/product/product-page';
import { SearchPage } from './features/search/search-page';
import { RemoteRouter } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

/** The catalog's routes (spec section 2, "Catalogue routes"); each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/catalog', element: <CatalogPage /> },
  { path: '/category/menu', element: <CatalogPage /> },
  { path: '/catalog/search/*', element: <SearchPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/catalog/product', element: <CatalogPage /> },
  { path: '/catalog/product/*', element: <ProductPage /> },
  { path: '/catalog/discounts', element: <SelectionPage selection="discounts" /> },
  { path: '/catalog/aptechka', element: <SelectionPage selection="aptechka" /> },
  { path: '/catalog/nash-vybor', element: <SelectionPage selection="nash-vybor" /> },
  { path: '/catalog/dermakosmetika', element: <SelectionPage selection="dermakosmetika" /> },
  { path: '/dermakosmetika', element: <SelectionPage selection="dermakosmetika" /> },
  { path: '/catalog/isg', element: <SelectionPage selection="isg" /> },
  ...(Object.keys(DIRECTORIES) as DirectoryKey[]).map((key) => ({ path: `/${key}/*`, element: <AlphabetPage key={key} directory={key} /> })),
  { path: '/catalog/*', element: <CategoryPage /> },
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
