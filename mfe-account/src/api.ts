import { createApi } from '@reduxjs/toolkit/query/react';
import { EMPTY_CUSTOMER, type UserState } from '@apteka/contracts';
import { storeBaseQuery as baseQuery } from '@apteka/api-client';

/** Cache lifetime in seconds: the spec (section 9) names none for the customer; the page asks again on each visit. */
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
  tagTypes: ['Customer'],
  keepUnusedDataFor: 60,
  endpoints: (build) => ({
    /** GET /customer/: who is signed in (or not), with the bonus balance; invalidated when the bus's user changes. */
    getCustomer: build.query<UserState, void>({
      query: () => '/customer/',
      transformResponse: normalizeUser,
      providesTags: ['Customer'],
      keepUnusedDataFor: CACHE_SECONDS.customer,
    }),
  }),
});

export const { useGetCustomerQuery } = accountApi;
