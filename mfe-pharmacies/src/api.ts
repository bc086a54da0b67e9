import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AddressSuggestion,
  BasketAvailability,
  AddressSuggestionList,
  CourierAddressInput,
  DeliveryCostRules,
  DeliveryState,
  FavoriteToggleResult,
  MapConfig,
  Region,
  Store,
  StoreList,
  StoreReviewList,
  StoreSearchResult,
} from '@apteka/contracts';
import { storeBaseQuery as baseQuery, extractServerState } from '@apteka/api-client';
import type { LocationKey } from '@apteka/bus';

/**
 * Cache lifetimes in seconds: store list 6e7 ms, store detail 200 s, products by store or address 60 s, search
 * suggestions 60 s.
 */
export const CACHE_SECONDS = {
  storeList: 60_000,
  storeDetail: 200,
  currentRegion: 300,
  products: 60,
  suggestions: 60,
} as const;

function normalizeStoreList(data: unknown): StoreList {
  const raw = (data && typeof data === 'object' ? data : {}) as Partial<StoreList>;
  return { stores: Array.isArray(raw.stores) ? raw.stores : [], isPriceVaries: raw.isPriceVaries === true };
}

export interface StoresArgs {
  regionId: number;
  withOptics?: boolean;
  hasOpticEmail?: boolean;
}

export const TAGS = ['Stores', 'productsByStore', 'productsByAddress', 'Store'] as const;

/**
 * The pharmacies of a region with how much of some products (or of the basket) each has. Its location key makes a
 * region, delivery-mode or sign-in change fetch it again; `regionId` names the region shown.
 */
export type StoresForBasketArgs = LocationKey & { regionId: number; products?: { id: number; quantity: number }[] };

export const pharmaciesApi = createApi({
  reducerPath: 'pharmaciesApi',
  baseQuery,
  extractRehydrationInfo: extractServerState,
  keepUnusedDataFor: 300,
  tagTypes: TAGS,
  endpoints: (build) => ({
    /** GET /stores/?regionId=: the region's pharmacies; the region id in the args makes a region change refetch. */
    getStores: build.query<StoreList, StoresArgs>({
      query: ({ regionId, withOptics, hasOpticEmail }) => ({
        url: '/stores/',
        params: {
          regionId,
          ...(withOptics ? { withOptics: true } : {}),
          ...(hasOpticEmail ? { hasOpticEmail: true } : {}),
        },
      }),
      transformResponse: normalizeStoreList,
      keepUnusedDataFor: CACHE_SECONDS.storeList,
      providesTags: ['Stores'],
    }),
    /** POST /stores/ with the basket: every pharmacy with how much of the basket it has and its price, one request. */
    getStoresForBasket: build.query<StoreSearchResult, StoresForBasketArgs>({
      query: ({ regionId, products }) => ({
        url: '/stores/',
        method: 'POST',
        body: products?.length ? { regionId, products, showAll: 1 } : { regionId, withCart: 1, showAll: 1 },
      }),
      keepUnusedDataFor: CACHE_SECONDS.products,
      providesTags: ['productsByStore', 'Stores'],
    }),
    /** GET /stores/{id}: one pharmacy. */
    getStore: build.query<Store, number>({
      query: (id) => `/stores/${id}`,
      keepUnusedDataFor: CACHE_SECONDS.storeDetail,
      providesTags: (_result, _error, id) => [{ type: 'Store', id }],
    }),
    getStoreReviews: build.query<StoreReviewList, number>({
      query: (id) => `/stores/${id}/review`,
      keepUnusedDataFor: CACHE_SECONDS.storeDetail,
    }),
    toggleFavoriteStore: build.mutation<FavoriteToggleResult, { id: number; isFavorite: boolean }>({
      query: ({ id, isFavorite }) => ({ url: `/stores/${id}/favorite`, method: 'PUT', body: { isFavorite } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Store', id }, 'Stores'],
    }),
    /** Choosing a pharmacy marks it selected and unmarks the previous one in the cached list at once. */
    setStore: build.mutation<DeliveryState, { storeId: number; shown: StoresForBasketArgs }>({
      query: ({ storeId }) => ({ url: '/delivery/set-store', method: 'POST', body: { storeId, isSet: true } }),
      async onQueryStarted({ storeId, shown }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          pharmaciesApi.util.updateQueryData('getStoresForBasket', shown, (draft) => {
            for (const store of draft.stores) store.isSelected = store.id === storeId;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    setCourier: build.mutation<DeliveryState, { address: CourierAddressInput; withTimeslots?: boolean }>({
      query: ({ address, withTimeslots = true }) => ({
        url: '/delivery/set-courier',
        method: 'POST',
        body: { isSet: true, withTimeslots, address },
      }),
      invalidatesTags: ['productsByAddress'],
    }),
    setPickup: build.mutation<DeliveryState, void>({
      query: () => ({ url: '/delivery/set-pickup', method: 'POST', body: { isSet: true } }),
      invalidatesTags: ['productsByStore'],
    }),
    /** Asked only with an address and a house: the caller skips it otherwise. */
    getAvailabilityByAddress: build.query<BasketAvailability, { address: string } & LocationKey>({
      query: () => '/delivery/availability-by-address',
      keepUnusedDataFor: CACHE_SECONDS.products,
      providesTags: ['productsByAddress'],
    }),
    getCostRules: build.query<DeliveryCostRules, { regionId: number; amount: number }>({
      query: ({ regionId, amount }) => `/v1/region/${regionId}/deliveryCostRules/${amount}`,
    }),
    suggestAddress: build.query<AddressSuggestionList, { q: string; regionId: number }>({
      query: ({ q, regionId }) => ({ url: '/geo/suggest-address', params: { q, regionId } }),
      keepUnusedDataFor: CACHE_SECONDS.suggestions,
    }),
    reverseGeocode: build.query<AddressSuggestion, { lat: number; lon: number }>({
      query: ({ lat, lon }) => ({ url: '/geo/reverse', params: { lat, lon } }),
    }),
    getMapConfig: build.query<MapConfig, void>({ query: () => '/geo/map-config', keepUnusedDataFor: 3600 }),
    /** GET /regions/current: the session's region, used only until the shell puts one on the bus. */
    getCurrentRegion: build.query<Region, void>({
      query: () => '/regions/current',
      keepUnusedDataFor: CACHE_SECONDS.currentRegion,
    }),
  }),
});

export const {
  useGetStoresQuery,
  useGetStoresForBasketQuery,
  useGetStoreQuery,
  useGetStoreReviewsQuery,
  useToggleFavoriteStoreMutation,
  useSetStoreMutation,
  useSetCourierMutation,
  useSetPickupMutation,
  useGetAvailabilityByAddressQuery,
  useGetCostRulesQuery,
  useSuggestAddressQuery,
  useLazyReverseGeocodeQuery,
  useGetMapConfigQuery,
  useGetCurrentRegionQuery,
} = pharmaciesApi;
