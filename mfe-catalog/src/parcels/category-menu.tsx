import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'react-redux';
import { splitRegionPrefix, withRegion, type ParcelMountProps } from '@apteka/contracts';
import { BrandStyles } from '@apteka/ui';
import { parcelBoundary } from '@apteka/ui/remote';
import { CategoryMenu } from '../features/categories/category-menu';
import { getPageStore } from '../remote';
import type { SearchBoxParcelProps } from './search-box';

/** The mount props single-spa hands over, and the parcel's own props as @apteka/contracts declares them. */
export type CategoryMenuParcelProps = SearchBoxParcelProps & Partial<ParcelMountProps<'catalog/category-menu'>>;

/** Links keep the region segment of the page the menu was opened on. */
function hrefOnThisPage(path: string) {
  return withRegion(path, splitRegionPrefix(window.location.pathname).region);
}

function CategoryMenuParcel({ brand, apiBase, onNavigate }: CategoryMenuParcelProps) {
  const [store] = useState(() => getPageStore(apiBase));
  return (
    <BrandStyles brand={brand ?? 'samson'}>
      <Provider store={store}>
        <CategoryMenu hrefFor={hrefOnThisPage} onNavigate={onNavigate} />
      </Provider>
    </BrandStyles>
  );
}

/** The header's catalogue menu as a single-spa parcel: the shell mounts it into its 'Каталог' panel while the panel is open. */
export const { bootstrap, mount, unmount, update } = singleSpaReact<CategoryMenuParcelProps>({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: CategoryMenuParcel,
  errorBoundaryClass: parcelBoundary(
    'catalog',
    <p role="alert">
      Меню каталога временно недоступно. <a href="/catalog">Открыть каталог</a>
    </p>,
  ),
});
