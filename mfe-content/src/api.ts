import { createApi } from '@reduxjs/toolkit/query/react';
import type { CategoryNode, Slide } from '@apteka/contracts';
import { storeBaseQuery as baseQuery } from '@apteka/api-client';

/** Cache lifetimes in seconds. Spec section 9 names none for slides or categories: the store default of 5 min. */
export const CACHE_SECONDS = { slides: 300, categories: 300 } as const;

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
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    /** GET /slides?type=: promo slides of one placement. The region id is a cache key only (the session carries it). */
    getSlides: build.query<Slide[], { type: SlideType; regionId: number | null }>({
      query: ({ type }) => ({ url: '/slides', params: { type } }),
      transformResponse: normalizeSlides,
      keepUnusedDataFor: CACHE_SECONDS.slides,
    }),
    /** GET /categories: the category tree, for the home page's popular categories. */
    getCategories: build.query<CategoryNode[], { regionId: number | null }>({
      query: () => '/categories',
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as CategoryNode[]) : []),
      keepUnusedDataFor: CACHE_SECONDS.categories,
    }),
  }),
});

export const { useGetSlidesQuery, useGetCategoriesQuery } = contentApi;
