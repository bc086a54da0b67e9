import type { CategoryNode } from '@apteka/contracts';

/** How long a remote keeps the category tree after the last page that showed it is gone, seconds. */
export const CATEGORY_TREE_SECONDS = 300;

/**
 * GET /categories, the whole tree with product counts of the session's region: one definition for every remote
 * that shows categories (the catalogue, the home page), each in its own RTK Query API:
 * `getCategories: build.query<CategoryNode[], LocationKey>(categoryTreeEndpoint)`.
 */
export const categoryTreeEndpoint = {
  query: () => '/categories',
  transformResponse: (data: unknown): CategoryNode[] => (Array.isArray(data) ? (data as CategoryNode[]) : []),
  keepUnusedDataFor: CATEGORY_TREE_SECONDS,
};
