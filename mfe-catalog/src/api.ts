import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AlphabetDirectory,
  AlphabetLetters,
  AlphabetName,
  AlphabetNames,
  AdBanner,
  AdTile,
  CategoryMenu,
  CategoryNode,
  CheckFavoriteResult,
  FavoriteProductBody,
  FavoriteProductResult,
  FormTypeLink,
  ProductCard,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ProductSet,
  Suggestions,
} from '@apteka/contracts';
import { categoryTreeEndpoint, storeBaseQuery as baseQuery, extractServerState } from '@apteka/api-client';
import { withoutLocationKey, type LocationKey } from '@apteka/bus';

/** Cache lifetimes in seconds: product detail 360 s, category products 180 s, suggestions 60 s. */
export const CACHE_SECONDS = { categories: 300, products: 180, product: 360, suggestions: 60 } as const;

export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery,
  extractRehydrationInfo: extractServerState,
  keepUnusedDataFor: 300,
  tagTypes: ['SearchHistory'],
  endpoints: (build) => ({
    getCategories: build.query<CategoryNode[], LocationKey>(categoryTreeEndpoint),
    getCategoryMenu: build.query<CategoryMenu, void>({ query: () => '/category/menu' }),
    /** GET /products: a category path, a selection or a search, with filters, sort and one page. */
    getProducts: build.query<ProductList, ProductListQuery & LocationKey>({
      query: (args) => ({ url: '/products', params: withoutLocationKey(args) }),
      keepUnusedDataFor: CACHE_SECONDS.products,
    }),
    getProduct: build.query<ProductDetail, { key: string } & LocationKey>({
      query: ({ key }) => `/products/${encodeURIComponent(key)}`,
      keepUnusedDataFor: CACHE_SECONDS.product,
    }),
    getRelated: build.query<{ items: ProductCard[] }, { id: number; kind: 'analogs' | 'discounts' } & LocationKey>({
      query: ({ id, kind }) => `/products/${id}/${kind}`,
    }),
    getFormTypeLinks: build.query<{ items: FormTypeLink[] }, { id: number } & LocationKey>({
      query: ({ id }) => `/products/${id}/form-type-links`,
    }),
    getSets: build.query<{ items: ProductSet[] }, { id: number } & LocationKey>({
      query: ({ id }) => `/products/${id}/sets`,
    }),
    getRecommended: build.query<{ items: ProductCard[] }, { productId?: number } & LocationKey>({
      query: ({ productId }) => ({ url: '/products/recommend', params: productId === undefined ? {} : { productId } }),
    }),
    getPopular: build.query<{ items: ProductCard[] }, LocationKey>({
      query: () => '/products/popular',
    }),
    /** Recently viewed: never cached, the list changes with every product page. */
    getVisited: build.query<{ items: ProductCard[] }, { after: number } & LocationKey>({
      query: () => '/products/visited',
      keepUnusedDataFor: 0,
    }),
    getSuggestions: build.query<Suggestions, { q: string } & LocationKey>({
      query: ({ q }) => ({ url: '/catalog/search', params: { q, history_limit: 5 } }),
      keepUnusedDataFor: CACHE_SECONDS.suggestions,
      providesTags: ['SearchHistory'],
    }),
    /** GET /alphabet/{directory}: the letters with names in the region. */
    getAlphabetLetters: build.query<AlphabetLetters, { directory: AlphabetDirectory } & LocationKey>({
      query: ({ directory }) => `/alphabet/${directory}`,
      keepUnusedDataFor: CACHE_SECONDS.categories,
    }),
    /** GET /alphabet/{directory}/{letter}: the names under a letter with their product counts. */
    getAlphabetNames: build.query<AlphabetNames, { directory: AlphabetDirectory; letter: string } & LocationKey>({
      query: ({ directory, letter }) => `/alphabet/${directory}/${encodeURIComponent(letter)}`,
      keepUnusedDataFor: CACHE_SECONDS.categories,
    }),
    /** GET /alphabet/{directory}/{letter}/{slug}: one name and the /products filter of its products. */
    getAlphabetName: build.query<
      AlphabetName,
      { directory: AlphabetDirectory; letter: string; slug: string } & LocationKey
    >({
      query: ({ directory, letter, slug }) =>
        `/alphabet/${directory}/${encodeURIComponent(letter)}/${encodeURIComponent(slug)}`,
      keepUnusedDataFor: CACHE_SECONDS.categories,
    }),
    /** GET /ads/banner: null for an empty slot (204). Each rotation is the next banner of the slot. */
    getAdBanner: build.query<AdBanner | null, { category?: string; rotation: number } & LocationKey>({
      query: (args) => ({ url: '/ads/banner', params: { placement: 'top', ...withoutLocationKey(args) } }),
      transformResponse: (data: unknown) => (data && typeof data === 'object' ? (data as AdBanner) : null),
      keepUnusedDataFor: 30,
    }),
    getListingAds: build.query<AdTile[], { category?: string; count: number } & LocationKey>({
      query: (args) => ({ url: '/ads/listing', params: withoutLocationKey(args) }),
      transformResponse: (data: { items?: AdTile[] } | undefined) => (Array.isArray(data?.items) ? data.items : []),
      keepUnusedDataFor: CACHE_SECONDS.products,
    }),
    clearSearchHistory: build.mutation<{ deleted: number }, void>({
      query: () => ({ url: '/catalog/search/history', method: 'DELETE' }),
      invalidatesTags: ['SearchHistory'],
    }),
    /** Which of these products (ids, sorted) the signed-in shopper keeps as favorites. */
    checkFavorites: build.query<CheckFavoriteResult, { ids: number[] }>({
      query: ({ ids }) => ({ url: '/customer/check-favorite', params: { productGuids: ids.join(',') } }),
    }),
    /** Shown at once in every cached favorites check, taken back when the server refuses. */
    setFavoriteProduct: build.mutation<FavoriteProductResult, FavoriteProductBody>({
      query: (body) => ({ url: '/customer/favorite-products', method: 'PUT', body }),
      async onQueryStarted({ productId, isFavorite }, { dispatch, getState, queryFulfilled }) {
        const patches = catalogApi.util
          .selectCachedArgsForQuery(getState(), 'checkFavorites')
          .filter(({ ids }) => ids.includes(productId))
          .map((args) =>
            dispatch(
              catalogApi.util.updateQueryData('checkFavorites', args, (draft) => {
                const others = draft.favoriteIds.filter((id) => id !== productId);
                draft.favoriteIds = isFavorite ? [...others, productId] : others;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetCategoryMenuQuery,
  useGetProductsQuery,
  useGetProductQuery,
  useGetRelatedQuery,
  useGetFormTypeLinksQuery,
  useGetSetsQuery,
  useGetRecommendedQuery,
  useGetPopularQuery,
  useGetVisitedQuery,
  useGetSuggestionsQuery,
  useClearSearchHistoryMutation,
  useCheckFavoritesQuery,
  useSetFavoriteProductMutation,
  useGetAlphabetLettersQuery,
  useGetAlphabetNamesQuery,
  useGetAlphabetNameQuery,
  useGetAdBannerQuery,
  useGetListingAdsQuery,
} = catalogApi;
