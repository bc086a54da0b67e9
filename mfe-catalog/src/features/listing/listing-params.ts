import type { ProductListQuery, ProductSort } from '@apteka/contracts';

/** Everything a listing URL carries besides its path. Prices are whole roubles in the URL, kopecks in the API. */
export interface ListingState {
  q: string;
  sort: ProductSort | null;
  page: number;
  view: 'tile' | 'list';
  brand: string[];
  manufacturer: string[];
  substance: string[];
  country: string[];
  form: string[];
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  rx: 'rx' | 'otc' | null;
}

export type ListFilter = 'brand' | 'manufacturer' | 'substance' | 'country' | 'form';
/** Id lists are joined with ',' and texts with '|', as the API expects. */
export const LIST_SEPARATOR: Record<ListFilter, string> = {
  brand: ',',
  manufacturer: ',',
  substance: ',',
  country: '|',
  form: '|',
};
export const LIST_FILTERS = Object.keys(LIST_SEPARATOR) as ListFilter[];
const SORTS: ProductSort[] = ['popular', 'cheap', 'expensive', 'relevance'];

const positive = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
};

export function parseListing(params: URLSearchParams): ListingState {
  const sort = params.get('sort') as ProductSort | null;
  const page = positive(params.get('page'));
  const rx = params.get('rx');
  const list = (key: ListFilter) =>
    (params.get(key) ?? '')
      .split(LIST_SEPARATOR[key])
      .map((v) => v.trim())
      .filter(Boolean);
  return {
    q: (params.get('q') ?? '').trim(),
    sort: sort && SORTS.includes(sort) ? sort : null,
    page: page && page >= 1 ? Math.min(page, 100) : 1,
    view: params.get('view') === 'list' ? 'list' : 'tile',
    brand: list('brand').filter((v) => /^\d{1,9}$/.test(v)),
    manufacturer: list('manufacturer').filter((v) => /^\d{1,9}$/.test(v)),
    substance: list('substance').filter((v) => /^\d{1,9}$/.test(v)),
    country: list('country'),
    form: list('form'),
    priceFrom: positive(params.get('priceFrom')),
    priceTo: positive(params.get('priceTo')),
    inStock: params.get('inStock') === '1',
    rx: rx === 'rx' || rx === 'otc' ? rx : null,
  };
}

/** The URL query of a listing state; defaults are left out so links stay short. */
export function listingSearch(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of LIST_FILTERS) if (state[key].length > 0) params.set(key, state[key].join(LIST_SEPARATOR[key]));
  if (state.priceFrom !== null) params.set('priceFrom', String(state.priceFrom));
  if (state.priceTo !== null) params.set('priceTo', String(state.priceTo));
  if (state.inStock) params.set('inStock', '1');
  if (state.rx) params.set('rx', state.rx);
  if (state.sort) params.set('sort', state.sort);
  if (state.view === 'list') params.set('view', 'list');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasFilters(state: ListingState): boolean {
  return (
    LIST_FILTERS.some((key) => state[key].length > 0) ||
    state.priceFrom !== null ||
    state.priceTo !== null ||
    state.inStock ||
    state.rx !== null
  );
}

/** The same listing without any filter (query, sort and view stay). */
export function withoutFilters(state: ListingState): ListingState {
  return {
    ...state,
    brand: [],
    manufacturer: [],
    substance: [],
    country: [],
    form: [],
    priceFrom: null,
    priceTo: null,
    inStock: false,
    rx: null,
    page: 1,
  };
}

/** The API query of one page of the listing. */
export function apiQuery(state: ListingState, page: number): ProductListQuery {
  const query: ProductListQuery = { page };
  if (state.q) query.q = state.q;
  if (state.sort) query.sort = state.sort;
  for (const key of LIST_FILTERS) if (state[key].length > 0) query[key] = state[key].join(LIST_SEPARATOR[key]);
  const from = state.priceFrom === null ? null : state.priceFrom * 100;
  const to = state.priceTo === null ? null : state.priceTo * 100;
  if (from !== null) query.priceMin = to !== null ? Math.min(from, to) : from;
  if (to !== null) query.priceMax = from !== null ? Math.max(from, to) : to;
  if (state.inStock) query.inStock = true;
  if (state.rx) query.rx = state.rx;
  return query;
}
