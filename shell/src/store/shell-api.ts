import { createApi } from '@reduxjs/toolkit/query/react';
import { extractServerState, storeBaseQuery } from '@apteka/api-client';
import type { DeliveryMode, DeliveryState, Location, Region, RegionDetection, UserState } from '@apteka/contracts';

const deliveryFor = (previous: Location['delivery'], mode: DeliveryMode): Location['delivery'] => ({
  ...previous,
  id: mode === 'courier' ? 'deliverycourier' : 'deliverypickup',
  isCourier: mode === 'courier',
  isPickup: mode === 'pickup',
});

/**
 * The server state the shell needs: regions, the shopper's location and who they are. The cached location is the
 * one source of the region and delivery mode: the header reads it and the shell publishes it on the bus.
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  // the store's client: the page's, or a server render's
  baseQuery: storeBaseQuery,
  extractRehydrationInfo: extractServerState,
  tagTypes: ['Location', 'Regions', 'User'],
  endpoints: (build) => ({
    regions: build.query<Region[], void>({
      query: () => '/regions/',
      providesTags: ['Regions'],
      keepUnusedDataFor: 600,
    }),
    location: build.query<Location, void>({ query: () => '/layout/location', providesTags: ['Location'] }),
    customer: build.query<UserState, void>({ query: () => '/customer/', providesTags: ['User'] }),
    /** How many products a signed-in shopper keeps in favourites, for the header's counter. */
    favoritesCount: build.query<number, void>({
      query: () => '/customer/favorite-products',
      transformResponse: (body: { items?: unknown[] }) => body.items?.length ?? 0,
      providesTags: ['User'],
    }),
    /** Answers the new location, which replaces the cached one; the region list marks another one selected. */
    updateRegion: build.mutation<Location, { regionId: number }>({
      query: (body) => ({ url: '/delivery/update-region', method: 'POST', body }),
      invalidatesTags: ['Regions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(shellApi.util.upsertQueryData('location', undefined, data));
        } catch {
          // The header shows the mutation's error; the location stays as it was.
        }
      },
    }),
    detectRegion: build.query<RegionDetection, void>({ query: () => '/geo/region' }),
    /** Shown at once, confirmed by the server's answer, put back if the server refuses (e.g. prescription goods). */
    setDeliveryMode: build.mutation<DeliveryState, DeliveryMode>({
      query: (mode) => ({
        url: mode === 'courier' ? '/delivery/set-courier' : '/delivery/set-pickup',
        method: 'POST',
        body: { isSet: true },
      }),
      async onQueryStarted(mode, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          shellApi.util.updateQueryData('location', undefined, (draft) => {
            draft.delivery = deliveryFor(draft.delivery, mode);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            shellApi.util.updateQueryData('location', undefined, (draft) => {
              draft.delivery = data.delivery;
            }),
          );
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});

/** Location transitions: set wholly (hydrated from the server's answer) or updated partially. */
export const setLocation = (location: Location) => shellApi.util.upsertQueryData('location', undefined, location);
export const updateLocation = (patch: Partial<Location>) =>
  shellApi.util.updateQueryData('location', undefined, (draft) => ({ ...draft, ...patch }));
export const selectLocation = shellApi.endpoints.location.select();
export const selectCustomer = shellApi.endpoints.customer.select();

export const {
  useRegionsQuery,
  useLocationQuery,
  useCustomerQuery,
  useFavoritesCountQuery,
  useUpdateRegionMutation,
  useDetectRegionQuery,
  useSetDeliveryModeMutation,
} = shellApi;
