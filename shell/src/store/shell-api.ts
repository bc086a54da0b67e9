import { createApi } from '@reduxjs/toolkit/query/react';
import { api, apiBaseQuery } from '@apteka/api-client';
import type { DeliveryState, Location, Region, RegionDetection, UserState } from '@apteka/contracts';

/** The server state the shell needs: regions, the shopper's location and who they are. */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: apiBaseQuery(api),
  tagTypes: ['Location', 'Regions', 'User'],
  endpoints: (build) => ({
    regions: build.query<Region[], void>({
      query: () => '/regions/',
      providesTags: ['Regions'],
      keepUnusedDataFor: 600,
    }),
    location: build.query<Location, void>({ query: () => '/layout/location', providesTags: ['Location'] }),
    customer: build.query<UserState, void>({ query: () => '/customer/', providesTags: ['User'] }),
    updateRegion: build.mutation<Location, { regionId: number }>({
      query: (body) => ({ url: '/delivery/update-region', method: 'POST', body }),
      invalidatesTags: ['Location', 'Regions'],
    }),
    detectRegion: build.query<RegionDetection, void>({ query: () => '/geo/region' }),
    setDeliveryMode: build.mutation<DeliveryState, 'pickup' | 'courier'>({
      query: (mode) => ({
        url: mode === 'courier' ? '/delivery/set-courier' : '/delivery/set-pickup',
        method: 'POST',
        body: { isSet: true },
      }),
      invalidatesTags: ['Location'],
    }),
  }),
});

export const {
  useRegionsQuery,
  useLocationQuery,
  useCustomerQuery,
  useUpdateRegionMutation,
  useDetectRegionQuery,
  useSetDeliveryModeMutation,
} = shellApi;
