import { createApi } from '@reduxjs/toolkit/query/react';
import type { Region, Store, StoreList } from '@apteka/contracts';
import { storeBaseQuery as baseQuery } from '@apteka/api-client';

/** Cache lifetimes in seconds, from spec section 9: store list 6e7 ms, store detail 200 s. */
export const CACHE_SECONDS = { storeList: 60_000, storeDetail: 200, currentRegion: 300 } as const;

function normalizeStoreList(data: unknown): StoreList {
  const raw = (data && typeof data === 'object' ? data : {}) as Partial<StoreList>;
  return { stores: Array.isArray(raw.stores) ? raw.stores : [], isPriceVaries: raw.isPriceVaries === true };
}

export const pharmaciesApi = createApi({
  reducerPath: 'pharmaciesApi',
  baseQuery,
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    /** GET /stores/?regionId=: the region's pharmacies; the region id in the args makes a region change refetch. */
    getStores: build.query<StoreList, { regionId: number }>({
      query: ({ regionId }) => ({ url: '/stores/', params: { regionId } }),
      transformResponse: normalizeStoreList,
      keepUnusedDataFor: CACHE_SECONDS.storeList,
    }),
    /** GET /stores/{id}: one pharmacy. */
    getStore: build.query<Store, number>({
      query: (id) => `/stores/${id}`,
      keepUnusedDataFor: CACHE_SECONDS.storeDetail,
    }),
    /** GET /regions/current: the session's region, used only until the shell puts one on the bus. */
    getCurrentRegion: build.query<Region, void>({
      query: () => '/regions/current',
      keepUnusedDataFor: CACHE_SECONDS.currentRegion,
    }),
  }),
});

export const { useGetStoresQuery, useGetStoreQuery, useGetCurrentRegionQuery } = pharmaciesApi;
