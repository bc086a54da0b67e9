import type { Store } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { accountApi } from '../../api';

export const pharmaciesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** The shopper's favourite pharmacies of the session's region. */
    getFavoritePharmacies: build.query<{ stores: Store[] }, LocationKey>({
      query: () => ({ url: '/stores', params: { favorited: 1 } }),
      providesTags: ['Pharmacies'],
    }),
    removeFavoritePharmacy: build.mutation<unknown, number>({
      query: (id) => ({ url: `/stores/${id}/favorite`, method: 'PUT', body: { isFavorite: false } }),
      invalidatesTags: ['Pharmacies'],
    }),
  }),
});

export const { useGetFavoritePharmaciesQuery, useRemoveFavoritePharmacyMutation } = pharmaciesApi;
