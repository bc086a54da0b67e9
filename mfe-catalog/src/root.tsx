import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteMountProps } from '@apteka/contracts';
import { CatalogPage } from './features/categories/catalog-page';
import { CategoryPage } from './features/categories/category-page';
import { InfoPage, NotFoundPage } from './features/pages/info-page';
import { RegionAwareRoutes } from '@apteka/ui/routing';
import { getPageStore, type AppStore } from './store';

const soon = (title: string, text = 'Этот раздел пока в разработке. Загляните позже.') => <InfoPage title={title}><p>{text}</p></InfoPage>;

/** The catalog's routes (spec section 2, "Catalogue routes"); each also matches under a leading region segment. */
export const routes: RouteObject[] = [
  { path: '/catalog', element: <CatalogPage /> },
  { path: '/category/menu', element: <CatalogPage /> },
  { path: '/catalog/search/*', element: soon('Поиск по каталогу', 'Поиск по каталогу пока в разработке. Выберите раздел в каталоге.') },
  { path: '/search', element: soon('Поиск', 'Поиск пока в разработке. Выберите раздел в каталоге.') },
  { path: '/catalog/product/*', element: soon('Товар', 'Карточка товара пока в разработке.') },
  { path: '/catalog/discounts', element: soon('Скидки') },
  { path: '/catalog/aptechka', element: soon('Аптечка') },
  { path: '/catalog/nash-vybor', element: soon('Наш выбор') },
  { path: '/catalog/dermakosmetika', element: soon('Дерматокосметика') },
  { path: '/dermakosmetika', element: soon('Дерматокосметика') },
  { path: '/alphabet/*', element: soon('Товары по алфавиту') },
  { path: '/alphabet_brand/*', element: soon('Бренды по алфавиту') },
  { path: '/alphabet_manufacturer/*', element: soon('Производители по алфавиту') },
  { path: '/alphabet_manufact/*', element: soon('Производители по алфавиту') },
  { path: '/alphabet_mnn/*', element: soon('Действующие вещества по алфавиту') },
  { path: '/catalog/*', element: <CategoryPage /> },
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
