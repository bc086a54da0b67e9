import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { navigateToUrl, type AppProps } from 'single-spa';
import { Provider } from 'react-redux';
import {
  splitRegionPrefix,
  withRegion,
  type RemoteMountProps,
  type SearchBoxParcelProps as SearchBoxContract,
} from '@apteka/contracts';
import { BrandStyles } from '@apteka/ui';
import { parcelBoundary } from '@apteka/ui/remote';
import { SearchBox } from '../features/search/search-box';
import { getPageStore } from '../remote';

export type SearchBoxParcelProps = Partial<RemoteMountProps> &
  Partial<AppProps> &
  SearchBoxContract & { domElement?: HTMLElement };

/** Navigation through single-spa, keeping the region segment of the current URL. */
export function navigateInStore(href: string) {
  const { region } = splitRegionPrefix(window.location.pathname);
  navigateToUrl(withRegion(href, region));
}

/** What the box starts with: what the shopper typed into the shell's field, else the results page's query. */
function startingQuery(typed: string | undefined): string {
  if (typed !== undefined) return typed;
  return window.location.pathname.endsWith('/search')
    ? (new URLSearchParams(window.location.search).get('q') ?? '')
    : '';
}

function SearchBoxParcel({ brand, apiBase, query, focus }: SearchBoxParcelProps) {
  const [store] = useState(() => getPageStore(apiBase));
  const [initialQuery] = useState(() => startingQuery(query));
  return (
    <BrandStyles brand={brand ?? 'samson'}>
      <Provider store={store}>
        <SearchBox onNavigate={navigateInStore} initialQuery={initialQuery} focusWhenShown={focus === true} />
      </Provider>
    </BrandStyles>
  );
}

/** The header search box as a single-spa parcel: the shell mounts it with mountRootParcel into its search slot. */
export const { bootstrap, mount, unmount, update } = singleSpaReact<SearchBoxParcelProps>({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: SearchBoxParcel,
  errorBoundaryClass: parcelBoundary('catalog', <p role="alert">Поиск временно недоступен.</p>),
});
