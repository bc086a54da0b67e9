import { memo, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import type { AdTile as Ad, Facets, ProductList, ProductListQuery, ProductSort } from '@apteka/contracts';
import { useLocationKey } from '@apteka/bus';
import { errorText } from '@apteka/api-client';
import { Button, ErrorNotice, focusRing, media, plural, PLURALS, Spinner, visuallyHidden } from '@apteka/ui';
import { useGetProductsQuery } from '../../api';
import type { LocationKey } from '@apteka/bus';
import { interleaveAds } from '../ads/ad-slots';
import { AdTile } from '../ads/ad-tile';
import { useListingAds } from '../ads/use-listing-ads';
import { cardGrid, ProductCard } from '../common/product-card';
import { useFavoriteIds } from '../common/card-actions';
import { CardList } from '../common/card-list';
import { Filters } from './filters';
import { desktopOnly, PhoneListingBar } from './phone-listing-bar';
import { reportListingChange, useListingAnalytics } from './listing-analytics';
import { apiQuery, hasFilters, listingSearch, parseListing, withoutFilters, type ListingState } from './listing-params';

/** What a listing ranges over; it wins over the URL's filters (a brand's page never widens to other brands). */
export type ListingScope = Pick<
  ProductListQuery,
  'category' | 'selection' | 'tradeName' | 'brand' | 'manufacturer' | 'substance'
>;

const SCOPE_FACETS = { brand: 'brands', manufacturer: 'manufacturers', substance: 'substances' } as const;

/** The facets without the one the scope fixes: a brand's page offers no other brands. */
function facetsWithin(facets: Facets, scope: ListingScope): Facets {
  const fixed = (Object.keys(SCOPE_FACETS) as Array<keyof typeof SCOPE_FACETS>).filter(
    (key) => scope[key] !== undefined,
  );
  return fixed.reduce((narrowed, key) => ({ ...narrowed, [SCOPE_FACETS[key]]: [] }), facets);
}

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'по релевантности',
  popular: 'по популярности',
  cheap: 'сначала дешёвые',
  expensive: 'сначала дорогие',
  custom_order: 'как в каталоге',
};

/** The listing state of the URL and the way to change it (every change is a new history entry, so Back works). */
export function useListingState(): [ListingState, (next: ListingState) => void] {
  const [params, setParams] = useSearchParams();
  return [parseListing(params), (next) => setParams(listingSearch(next), { preventScrollReset: true })];
}

/** Cards a listing's first screen can hold on any screen (two rows of four on the widest); the rest are below it. */
const FIRST_SCREEN_CARDS = 8;

/**
 * One page's cards. Kept as they are while their answer is: a filter, the sort or the city changed redraws the
 * listing around them at once, and the cards only when the new answer comes (the slowest part of a phone's tap).
 */
const ItemsOf = memo(function ItemsOf({
  data,
  view,
  source,
  ads,
}: {
  data: ProductList;
  view: ListingState['view'];
  source: string;
  ads: Ad[];
}) {
  const favorites = useFavoriteIds(data.productList.items);
  const { current, pageSize } = data.productList.pagination;
  return (
    <CardList>
      {interleaveAds(data.productList.items, ads, (current - 1) * pageSize).map((entry, index) =>
        entry.kind === 'ad' ? (
          <li key={`ad-${entry.slot}`}>
            <AdTile tile={entry.item} view={view} source={source} />
          </li>
        ) : (
          <li key={entry.item.id}>
            <ProductCard
              product={entry.item}
              view={view}
              source={source}
              isFavorite={favorites.has(entry.item.id)}
              position={(current - 1) * pageSize + index}
              belowFirstScreen={index >= FIRST_SCREEN_CARDS}
            />
          </li>
        ),
      )}
    </CardList>
  );
});

/** Page 2 and later of "Показать ещё": each page is its own cached request. */
function LaterPage({
  query,
  view,
  source,
  ads,
}: {
  query: ProductListQuery & LocationKey;
  view: ListingState['view'];
  source: string;
  ads: Ad[];
}) {
  const { data, error, isFetching, refetch } = useGetProductsQuery(query);
  if (error) {
    return (
      <li css={{ gridColumn: '1 / -1' }}>
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      </li>
    );
  }
  if (!data || (isFetching && data.productList.pagination.current !== query.page)) {
    return (
      <li css={{ gridColumn: '1 / -1' }}>
        <Spinner label="Загружаем товары…" />
      </li>
    );
  }
  return <ItemsOf data={data} view={view} source={source} ads={ads} />;
}

/** The count and, on wider screens, the sort and the choice of view: the start of the listing's row of controls. */
function ListingTools({
  state,
  total,
  sorts,
  onChange,
}: {
  state: ListingState;
  total: number;
  sorts: ProductSort[];
  onChange: (next: ListingState) => void;
}) {
  const toggle = (theme: Theme, pressed: boolean) => ({
    padding: '8px 12px',
    minHeight: 40,
    font: 'inherit',
    border: `1px solid ${theme.colors.primary}`,
    background: pressed ? theme.colors.primary : 'transparent',
    color: pressed ? theme.colors.onPrimary : theme.colors.primary,
    cursor: 'pointer',
    ...focusRing(theme),
  });
  return (
    <>
      {/* on a phone it shares the row with «Фильтры» and «Сортировка», in two short lines when it must */}
      <p
        css={{
          margin: 0,
          [media.below('smallMobile')]: { flex: '1 1 0', minWidth: 0, fontSize: 14, lineHeight: '18px' },
        }}
        role="status"
      >
        Найдено {total} {plural(total, PLURALS.product)}
      </p>
      <label css={{ display: 'flex', gap: 8, alignItems: 'center', ...desktopOnly }}>
        Сортировка
        <select
          value={state.sort ?? sorts[0]}
          onChange={(e) =>
            onChange({ ...state, sort: e.target.value === sorts[0] ? null : (e.target.value as ProductSort), page: 1 })
          }
          css={(theme: Theme) => ({
            font: 'inherit',
            padding: 8,
            minHeight: 40,
            borderRadius: theme.radius,
            ...focusRing(theme),
          })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      {/* a phone shows two tiles a row either way: the choice of view is for wider screens */}
      <div
        role="group"
        aria-label="Вид списка"
        css={{ display: 'flex', [media.below('smallMobile')]: { display: 'none' } }}
      >
        <button
          type="button"
          aria-pressed={state.view === 'tile'}
          onClick={() => onChange({ ...state, view: 'tile' })}
          css={(theme: Theme) => toggle(theme, state.view === 'tile')}
        >
          Плиткой
        </button>
        <button
          type="button"
          aria-pressed={state.view === 'list'}
          onClick={() => onChange({ ...state, view: 'list' })}
          css={(theme: Theme) => toggle(theme, state.view === 'list')}
        >
          Списком
        </button>
      </div>
    </>
  );
}

export interface ProductListingProps {
  scope: ListingScope;
  /** the page above the products (title, breadcrumbs); it gets the first page's answer when there is one */
  header: (data: ProductList | undefined) => ReactNode;
  /** shown instead of the grid when nothing matches without any filter */
  empty?: (data: ProductList) => ReactNode;
  /** shown when the API answers 404 */
  notFound?: ReactNode;
  source: string;
}

/**
 * A product listing (category, selection or search results): filters with facet counts, sort, tile or list
 * view and "Показать ещё" paging; all of it in the URL, so a link reproduces the listing.
 */
export function ProductListing({ scope, header, empty, notFound, source }: ProductListingProps) {
  const [state, setListingState] = useListingState();
  const setState = (next: ListingState) => {
    reportListingChange(state, next);
    setListingState(next);
  };
  const key = useLocationKey();
  const queryOf = (page: number) => ({ ...key, ...apiQuery(state, page), ...scope });
  const first = useGetProductsQuery(queryOf(1));
  const ads = useListingAds(key, scope.category, first.data, state.page);
  useListingAnalytics(state, first.data?.productList.pagination.total);
  const sorts: ProductSort[] = state.q
    ? ['relevance', 'popular', 'cheap', 'expensive']
    : ['popular', 'cheap', 'expensive'];

  if (first.error && 'status' in first.error && first.error.status === 404 && notFound) return <>{notFound}</>;
  const data = first.data;
  const pages = data?.productList.pagination.pages ?? 0;
  const shownPages = Math.min(state.page, Math.max(pages, 1));

  let body: ReactNode;
  if (first.isLoading) body = <Spinner label="Загружаем товары…" />;
  else if (first.error || !data)
    body = <ErrorNotice message={errorText(first.error)} onRetry={() => void first.refetch()} />;
  else if (data.productList.pagination.total === 0 && !hasFilters(state) && empty) body = empty(data);
  else {
    body = (
      <div
        css={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [media.from('desktop')]: { gridTemplateColumns: '260px minmax(0, 1fr)' },
        }}
      >
        <div css={desktopOnly}>
          <Filters state={state} facets={facetsWithin(data.facets, scope)} onChange={setState} />
        </div>
        <div aria-busy={first.isFetching}>
          <PhoneListingBar
            state={state}
            total={data.productList.pagination.total}
            sorts={sorts}
            sortLabels={SORT_LABELS}
            facets={facetsWithin(data.facets, scope)}
            onChange={setState}
            tools={
              <ListingTools state={state} total={data.productList.pagination.total} sorts={sorts} onChange={setState} />
            }
          />
          {data.productList.pagination.total === 0 ? (
            <div>
              <p>Ничего не найдено. Попробуйте изменить фильтры.</p>
              <Button variant="secondary" onClick={() => setState(withoutFilters(state))}>
                Сбросить фильтры
              </Button>
            </div>
          ) : (
            <>
              {/* the cards' names are third-level headings: on a phone, where the filters' heading is in a sheet,
                  this one keeps the outline whole */}
              <h2 css={visuallyHidden}>Товары</h2>
              <ul aria-label="Товары" css={cardGrid(state.view)}>
                <ItemsOf data={data} view={state.view} source={source} ads={ads} />
                {Array.from({ length: shownPages - 1 }, (_, i) => i + 2).map((page) => (
                  <LaterPage key={page} query={queryOf(page)} view={state.view} source={source} ads={ads} />
                ))}
              </ul>
            </>
          )}
          {shownPages < pages && (
            <div css={{ textAlign: 'center', marginTop: 24 }}>
              <Button variant="secondary" onClick={() => setState({ ...state, page: shownPages + 1 })}>
                Показать ещё
              </Button>
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      {header(data)}
      {body}
    </>
  );
}
