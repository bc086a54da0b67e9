import type { InfoPageContent, InfoPageList, NewsItem, NewsList, Promotion, PromotionList } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { contentApi } from '../api';

export type PromotionScope = 'all' | 'partners' | 'special' | 'lenses';

export const pagesApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getInfoPage: build.query<InfoPageContent, string>({
      query: (path) => ({ url: '/content/page', params: { path } }),
    }),
    getInfoPages: build.query<InfoPageList, void>({ query: () => '/content/pages' }),
    getNews: build.query<NewsList, number>({ query: (page) => ({ url: '/content/news', params: { page } }) }),
    getNewsItem: build.query<NewsItem, string>({ query: (slug) => `/content/news/${slug}` }),
    /** Promotions are per region: the location is part of the key. */
    getPromotions: build.query<PromotionList, LocationKey & { scope: PromotionScope }>({
      query: ({ scope }) => ({ url: '/content/promotions', params: { scope } }),
    }),
    getPromotion: build.query<Promotion, LocationKey & { slug: string }>({
      query: ({ slug }) => `/content/promotions/${slug}`,
    }),
  }),
});

export const {
  useGetInfoPageQuery,
  useGetInfoPagesQuery,
  useGetNewsQuery,
  useGetNewsItemQuery,
  useGetPromotionsQuery,
  useGetPromotionQuery,
} = pagesApi;
