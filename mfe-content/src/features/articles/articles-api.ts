import type { Article, ArticleList, ArticleTopics, AuthorPage } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { contentApi } from '../../api';

export interface ArticleListArgs {
  page: number;
  category?: number;
  tag?: string;
}

export const articlesApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getArticleTopics: build.query<ArticleTopics, void>({ query: () => '/content/article-topics' }),
    /** One page of articles; the pages a reader has loaded stay together in one list («Показать ещё»). */
    getArticles: build.query<ArticleList, ArticleListArgs>({
      query: ({ page, category, tag }) => ({
        url: '/content/articles',
        params: { page, ...(category ? { category } : {}), ...(tag ? { tag } : {}) },
      }),
      serializeQueryArgs: ({ queryArgs }) => ({ category: queryArgs.category, tag: queryArgs.tag }),
      merge: (kept, next) => {
        if (next.page === 1) return next;
        const seen = new Set(kept.items.map((item) => item.id));
        return { ...next, items: [...kept.items, ...next.items.filter((item) => !seen.has(item.id))] };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
    }),
    /** The goods an article names are priced for the region: the location is part of the key. */
    getArticle: build.query<Article, LocationKey & { id: number }>({ query: ({ id }) => `/content/articles/${id}` }),
    getAuthor: build.query<AuthorPage, number>({ query: (id) => `/content/authors/${id}` }),
  }),
});

export const { useGetArticleTopicsQuery, useGetArticlesQuery, useGetArticleQuery, useGetAuthorQuery } = articlesApi;
