import { createApi } from '@reduxjs/toolkit/query/react';
import type { Cart } from '@apteka/contracts';
import { storeBaseQuery as baseQuery } from '@apteka/api-client';

/**
 * Cache lifetime in seconds. The spec (section 9) names none for the cart; the page asks again on every
 * visit (refetchOnMountOrArgChange), and the cached copy is dropped a minute after the page is left.
 */
export const CACHE_SECONDS = { cart: 60 } as const;

/** Whatever the server sends, a cart the page can render. */
export function normalizeCart(data: unknown): Cart {
  const raw = (data && typeof data === 'object' ? data : {}) as Partial<Cart>;
  const items = Array.isArray(raw.items) ? raw.items : [];
  const totals = { goods: 0, discount: 0, coupon: 0, bonus: 0, delivery: 0, total: 0, ...raw.totals };
  const count = typeof raw.count === 'number' ? raw.count : items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  return {
    id: raw.id ?? '',
    items,
    count,
    totals,
    coupon: raw.coupon ?? null,
    bonus: raw.bonus ?? { balance: 0, max: 0, applied: 0 },
    deliveryMode: raw.deliveryMode ?? 'pickup',
    storeId: raw.storeId ?? null,
    prepaymentRequired: raw.prepaymentRequired ?? false,
    hasPrescription: raw.hasPrescription ?? false,
    canCheckout: raw.canCheckout ?? false,
  };
}

export const basketApi = createApi({
  reducerPath: 'basketApi',
  baseQuery,
  tagTypes: ['Cart'],
  keepUnusedDataFor: 60,
  endpoints: (build) => ({
    /** GET /cart/: the session's cart; invalidated when the region or the user changes (see useBusInvalidation). */
    getCart: build.query<Cart, void>({
      query: () => '/cart/',
      transformResponse: normalizeCart,
      providesTags: ['Cart'],
      keepUnusedDataFor: CACHE_SECONDS.cart,
    }),
  }),
});

export const { useGetCartQuery } = basketApi;
