import type { SavedCard } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { accountApi } from '../../api';

export const cardsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<{ cards: SavedCard[] }, LocationKey>({
      query: () => '/customer/cards',
      providesTags: ['Cards'],
    }),
    deleteCard: build.mutation<{ cards: SavedCard[] }, number>({
      query: (id) => ({ url: `/customer/cards/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Cards'],
    }),
  }),
});

export const { useGetCardsQuery, useDeleteCardMutation } = cardsApi;
