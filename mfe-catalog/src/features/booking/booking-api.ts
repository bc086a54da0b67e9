import type { BookingBody, PlacedOrder, StoreSearchResult } from '@apteka/contracts';
import { withoutLocationKey, type LocationKey } from '@apteka/bus';
import { catalogApi } from '../../api';

/** The pharmacies a product can be reserved in, and the reservation itself (POST /booking, the basket untouched). */
export const bookingApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** The region's pharmacies holding the whole quantity, the cheapest first, with its price there. */
    getBookingPharmacies: build.query<StoreSearchResult, { productId: number; quantity: number } & LocationKey>({
      query: (args) => {
        const { productId, quantity } = withoutLocationKey(args);
        return { url: '/stores', method: 'POST', body: { products: [{ id: productId, quantity }], inStock: 1 } };
      },
      keepUnusedDataFor: 60,
    }),
    bookProduct: build.mutation<PlacedOrder, BookingBody>({
      query: (body) => ({ url: '/booking', method: 'POST', body }),
    }),
  }),
});

export const { useGetBookingPharmaciesQuery, useBookProductMutation } = bookingApi;
