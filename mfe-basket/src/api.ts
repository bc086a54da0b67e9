import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  Cart,
  CartStores,
  DeliveryState,
  FoundOrder,
  Order,
  PaySystems,
  PlacedOrder,
  PlaceOrderBody,
  ReplacementList,
  SharedCart,
  TimeSlotList,
} from '@apteka/contracts';
import { storeBaseQuery as baseQuery, extractServerState } from '@apteka/api-client';
import type { LocationKey } from '@apteka/bus';
import { normalizeCart } from './features/cart/normalize-cart';

/**
 * Cache lifetime in seconds. No freshness rule names the cart; the page asks again on every visit
 * (refetchOnMountOrArgChange; the first view of a page the server drew is that visit's answer), and the cached copy
 * is dropped a minute after the page is left. Orders: 60 s.
 */
export const CACHE_SECONDS = { cart: 60, order: 60 } as const;

export interface OrderArgs {
  id: number;
  signature?: string | undefined;
}

const signed = (signature?: string) => (signature ? { signature } : undefined);

export const basketApi = createApi({
  reducerPath: 'basketApi',
  baseQuery,
  extractRehydrationInfo: extractServerState,
  tagTypes: ['Cart', 'Order'],
  keepUnusedDataFor: 60,
  endpoints: (build) => {
    /** A basket write answers the new cart: it replaces the cached one without another request. */
    const cartWrite = <Arg>(
      request: (arg: Arg) => { url: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
    ) =>
      build.mutation<Cart, Arg>({
        query: request,
        transformResponse: normalizeCart,
        async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            for (const key of basketApi.util.selectCachedArgsForQuery(getState(), 'getCart')) {
              dispatch(basketApi.util.upsertQueryData('getCart', key, data));
            }
          } catch {
            // The page shows the mutation's error; the cached cart stays as it was.
          }
        },
      });

    return {
      /** GET /cart/: the session's cart, priced for its region and judged for its delivery mode. */
      getCart: build.query<Cart, LocationKey>({
        query: () => '/cart/',
        transformResponse: normalizeCart,
        providesTags: ['Cart'],
        keepUnusedDataFor: CACHE_SECONDS.cart,
      }),
      setQuantity: cartWrite((body: { productId: number; quantity: number }) => ({
        url: '/cart/input',
        method: 'POST',
        body,
      })),
      removeLine: cartWrite((productId: number) => ({ url: '/cart/input', method: 'DELETE', body: { productId } })),
      applyCoupon: cartWrite((coupon: string) => ({ url: '/cart/input/coupon', method: 'POST', body: { coupon } })),
      removeCoupon: cartWrite((_: void) => ({ url: '/cart/input/coupon', method: 'DELETE' })),
      spendBonus: cartWrite((bonus: number) => ({ url: '/cart/input/bonus', method: 'POST', body: { bonus } })),
      replaceLine: cartWrite(({ from, to }: { from: number; to: number }) => ({
        url: `/cart/${from}/replace`,
        method: 'POST',
        body: { productId: to },
      })),
      takeSharedCart: cartWrite((id: string) => ({ url: `/shared-cart/${id}/take`, method: 'POST' })),
      getReplacements: build.query<ReplacementList, number>({ query: (productId) => `/cart/${productId}/replace` }),
      getPaySystems: build.query<PaySystems, LocationKey>({ query: () => '/cart/paysystems', providesTags: ['Cart'] }),
      /** GET /delivery/: the session's receiving method and saved courier address (the delivery team's API). */
      getDelivery: build.query<DeliveryState, LocationKey>({ query: () => '/delivery/' }),
      /** GET /delivery/timeslots: courier slots for the saved address; 409 without one. */
      getTimeSlots: build.query<TimeSlotList, LocationKey>({ query: () => '/delivery/timeslots' }),
      getCartStores: build.query<CartStores, LocationKey>({ query: () => '/cart/stores', providesTags: ['Cart'] }),
      shareCart: build.mutation<{ id: string }, void>({ query: () => ({ url: '/shared-cart', method: 'POST' }) }),
      getSharedCart: build.query<SharedCart, string>({ query: (id) => `/shared-cart/${id}` }),
      placeOrder: build.mutation<PlacedOrder, PlaceOrderBody>({
        query: (body) => ({ url: '/orders/', method: 'POST', body }),
        invalidatesTags: ['Cart'],
      }),
      getOrder: build.query<Order, OrderArgs>({
        query: ({ id, signature }) => ({ url: `/orders/${id}`, params: signed(signature) }),
        providesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
        keepUnusedDataFor: CACHE_SECONDS.order,
      }),
      cancelOrder: build.mutation<Order, OrderArgs & { comment: string }>({
        query: ({ id, signature, comment }) => ({
          url: `/orders/${id}`,
          method: 'PUT',
          body: { cancel: true, comment },
          params: signed(signature),
        }),
      }),
      payOrder: build.mutation<{ paymentUrl: string }, OrderArgs>({
        query: ({ id, signature }) => ({ url: `/orders/${id}/pay`, method: 'POST', params: signed(signature) }),
      }),
      extendReserve: build.mutation<Order, OrderArgs>({
        query: ({ id, signature }) => ({
          url: `/orders/${id}/extend-reserve`,
          method: 'POST',
          params: signed(signature),
        }),
      }),
      findOrder: build.mutation<FoundOrder, { number: number; phone: string }>({
        query: (body) => ({ url: '/orders/find', method: 'POST', body }),
      }),
    };
  },
});

export const {
  useGetCartQuery,
  useSetQuantityMutation,
  useRemoveLineMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  useSpendBonusMutation,
  useExtendReserveMutation,
  useReplaceLineMutation,
  useTakeSharedCartMutation,
  useLazyGetReplacementsQuery,
  useGetPaySystemsQuery,
  useGetCartStoresQuery,
  useGetDeliveryQuery,
  useGetTimeSlotsQuery,
  useShareCartMutation,
  useGetSharedCartQuery,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useCancelOrderMutation,
  usePayOrderMutation,
  useFindOrderMutation,
} = basketApi;
