import type { BonusHistory, BonusSummary } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { accountApi } from '../../api';

export const bonusApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getBonusSummary: build.query<BonusSummary, LocationKey>({
      query: () => '/customer/bonus',
      providesTags: ['Bonus'],
    }),
    getBonusHistory: build.query<BonusHistory, LocationKey & { page: number }>({
      query: ({ page }) => ({ url: '/customer/bonus/history', params: { page } }),
      providesTags: ['Bonus'],
    }),
  }),
});

export const { useGetBonusSummaryQuery, useGetBonusHistoryQuery } = bonusApi;
