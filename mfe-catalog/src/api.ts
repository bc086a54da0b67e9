import { createApi } from '@reduxjs/toolkit/query/react';
import type { CategoryNode } from '@apteka/contracts';
import { storeBaseQuery as baseQuery } from '@apteka/api-client';

/** Cache lifetimes in seconds. The spec (section 9) names none for the category tree: the store default of 5 min. */
export const CACHE_SECONDS = { categories: 300 } as const;

export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery,
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    /**
     * GET /categories: the whole tree. The region id is part of the cache key only (the server reads the
     * session's region), so a region change on the bus fetches the tree again.
     */
    getCategories: build.query<CategoryNode[], { regionId: number | null }>({
      query: () => '/categories',
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as CategoryNode[]) : []),
      keepUnusedDataFor: CACHE_SECONDS.categories,
    }),
  }),
});

export const { useGetCategoriesQuery } = catalogApi;
