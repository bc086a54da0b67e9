import { createApi } from '@reduxjs/toolkit/query/react';
import type { CategoryNode, ProductCard, Slide } from '@apteka/contracts';
import { categoryTreeEndpoint, storeBaseQuery as baseQuery, extractServerState } from '@apteka/api-client';
import type { LocationKey } from '@apteka/bus';

/** How long slides stay cached after the page left: no freshness rule names them, so the store default of 5 min. */
export const CACHE_SECONDS = { slides: 300 } as const;

export type SlideType = 'HOME_TOP' | 'HOME_SIDE';

/** Drops entries the page could not render (no image) and sorts nothing: the server's order is the editors' order. */
function normalizeSlides(data: unknown): Slide[] {
  if (!Array.isArray(data)) return [];
  return (data as Slide[]).filter(
    (slide) => slide && typeof slide === 'object' && Boolean(slide.images?.base || slide.images?.small),
  );
}

export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery,
  extractRehydrationInfo: extractServerState,
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    /** GET /slides?type=: promo slides of one placement. */
    getSlides: build.query<Slide[], { type: SlideType } & LocationKey>({
      query: ({ type }) => ({ url: '/slides', params: { type } }),
      transformResponse: normalizeSlides,
      keepUnusedDataFor: CACHE_SECONDS.slides,
    }),
    /** The whole category tree, for the site map. */
    getCategories: build.query<CategoryNode[], LocationKey>(categoryTreeEndpoint),
    /** The top-level categories with their counts, for the home page's popular categories: none of what is below. */
    getTopCategories: build.query<CategoryNode[], LocationKey>({
      ...categoryTreeEndpoint,
      query: () => ({ url: '/categories', params: { depth: 1 } }),
    }),
    /** GET /products/popular: the goods shoppers open most, priced and stocked for the session's region. */
    getPopularProducts: build.query<{ items: ProductCard[] }, LocationKey>({
      query: () => '/products/popular',
    }),
  }),
});

export const { useGetSlidesQuery, useGetCategoriesQuery, useGetTopCategoriesQuery, useGetPopularProductsQuery } =
  contentApi;
