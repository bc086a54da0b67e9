import type { BoughtProduct, Cart, OrderList } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { accountApi } from '../../api';

export type OrderListKind = 'active' | 'finished';

export const ordersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderList, LocationKey & { kind: OrderListKind; page: number }>({
      query: ({ kind, page }) => ({ url: `/orders/${kind}`, params: { page } }),
      providesTags: ['Orders'],
      keepUnusedDataFor: 0,
    }),
    /** The same goods into the basket (what is still sold, up to what is in stock); answers the basket. */
    repeatOrder: build.mutation<Cart, number>({
      query: (id) => ({ url: `/orders/${id}/repeat`, method: 'POST', body: {} }),
    }),
    getGoodsBought: build.query<{ items: BoughtProduct[] }, LocationKey>({
      query: () => '/lk/order-goods',
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrdersQuery, useRepeatOrderMutation, useGetGoodsBoughtQuery } = ordersApi;
