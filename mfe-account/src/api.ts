import { createApi } from '@reduxjs/toolkit/query/react';
import {
  EMPTY_CUSTOMER,
  type FavoriteProductBody,
  type FavoriteProductResult,
  type ProfileUpdate,
  type ProductCard,
  type UserState,
} from '@apteka/contracts';
import { storeBaseQuery as baseQuery, extractServerState } from '@apteka/api-client';
import type { LocationKey } from '@apteka/bus';

/** Cache lifetime in seconds: no freshness rule names the customer; the page asks again on each visit. */
export const CACHE_SECONDS = { customer: 60 } as const;

/** Whatever the server sends, a user state: anything unclear counts as anonymous. */
export function normalizeUser(data: unknown): UserState {
  const raw = (data && typeof data === 'object' ? data : {}) as Partial<UserState>;
  return {
    basketId: raw.basketId ?? null,
    bonus: typeof raw.bonus === 'number' ? raw.bonus : null,
    isAuthenticated: raw.isAuthenticated === true,
    hasEighteen: raw.hasEighteen === true,
    customer: { ...EMPTY_CUSTOMER, ...(raw.customer ?? {}) },
  };
}

export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery,
  extractRehydrationInfo: extractServerState,
  // Each feature adds its own endpoints (injectEndpoints); a sign-in or sign-out invalidates every tag.
  tagTypes: ['Customer', 'FavoriteProducts', 'Bonus', 'Orders', 'Cards', 'Coupons', 'Charity', 'Pharmacies'],
  keepUnusedDataFor: 60,
  endpoints: (build) => ({
    /** GET /customer/: who is signed in (or not), with the bonus balance. */
    getCustomer: build.query<UserState, LocationKey>({
      query: () => '/customer/',
      transformResponse: normalizeUser,
      providesTags: ['Customer'],
      keepUnusedDataFor: CACHE_SECONDS.customer,
    }),
    /** The signed-in shopper's favorite products, as cards of the session's region. */
    getFavoriteProducts: build.query<{ items: ProductCard[] }, LocationKey>({
      query: () => '/customer/favorite-products',
      providesTags: ['FavoriteProducts'],
      keepUnusedDataFor: 0,
    }),
    setFavoriteProduct: build.mutation<FavoriteProductResult, FavoriteProductBody>({
      query: (body) => ({ url: '/customer/favorite-products', method: 'PUT', body }),
      invalidatesTags: ['FavoriteProducts'],
    }),
    /** Profile fields, the consents and the 18+ confirmation; answers the new user state. */
    updateProfile: build.mutation<UserState, ProfileUpdate>({
      query: (body) => ({ url: '/customer', method: 'PUT', body }),
      transformResponse: normalizeUser,
      invalidatesTags: ['Customer'],
    }),
  }),
});

/** Every tag: what a new session (sign-in, sign-out, deletion) makes stale. */
export const ALL_TAGS = [
  'Customer',
  'FavoriteProducts',
  'Bonus',
  'Orders',
  'Cards',
  'Coupons',
  'Charity',
  'Pharmacies',
] as const;

export const {
  useGetCustomerQuery,
  useGetFavoriteProductsQuery,
  useSetFavoriteProductMutation,
  useUpdateProfileMutation,
} = accountApi;
