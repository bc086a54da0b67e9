import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chainOf } from '@apteka/contracts';
import {
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticleSchema,
  ArticleTopicsSchema,
  AuthorPageSchema,
  IdParamsSchema,
  InfoPageListSchema,
  InfoPageQuerySchema,
  InfoPageSchema,
  NewsItemSchema,
  NewsListQuerySchema,
  NewsListSchema,
  PromotionListQuerySchema,
  PromotionListSchema,
  PromotionSchema,
  SlugParamsSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import {
  articleForReader,
  articleTopicList,
  authorPage,
  infoPage,
  infoPageList,
  listArticles,
  listNews,
  listPromotions,
  newsItem,
  promotionForReader,
} from './content-service';

import { moscowToday } from './content-dates';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => moscowToday();
  const db = app.db;
  const brand = app.appConfig.brand;
  const chain = chainOf(brand);

  app.get(
    '/content/article-topics',
    {
      schema: {
        tags,
        summary: 'Article categories with their counts and the most used tags',
        response: { 200: ArticleTopicsSchema },
      },
    },
    async () => articleTopicList(db),
  );

  app.get(
    '/content/articles',
    {
      schema: {
        tags,
        summary: 'Published articles, newest first, 12 a page; by category, tag or author',
        querystring: ArticleListQuerySchema,
        response: { 200: ArticleListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return listArticles(db, filter, page);
    },
  );

  app.get(
    '/content/articles/:id',
    {
      schema: {
        tags,
        summary:
          "An article with its author, contents, the goods it names (priced for the session's region) and related articles",
        params: IdParamsSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => articleForReader(db, { ...(await request.session()).data, chain }, request.params.id),
  );

  app.get(
    '/content/authors/:id',
    {
      schema: {
        tags,
        summary: 'An author and their articles',
        params: IdParamsSchema,
        response: { 200: AuthorPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => authorPage(db, request.params.id),
  );

  app.get(
    '/content/promotions',
    {
      schema: {
        tags,
        summary: "Promotions running today in the session's region: all, partners', special or lenses",
        querystring: PromotionListQuerySchema,
        response: { 200: PromotionListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listPromotions(db, (await request.session()).data, request.query.scope ?? 'all', today()),
  );

  app.get(
    '/content/promotions/:slug',
    {
      schema: {
        tags,
        summary: "A promotion of the session's region with its conditions and goods (at most 150)",
        params: SlugParamsSchema,
        response: { 200: PromotionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      promotionForReader(db, { ...(await request.session()).data, chain }, request.params.slug, today()),
  );

  app.get(
    '/content/news',
    {
      schema: {
        tags,
        summary: 'News, newest first, 10 a page',
        querystring: NewsListQuerySchema,
        response: { 200: NewsListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listNews(db, request.query.page),
  );

  app.get(
    '/content/news/:slug',
    {
      schema: {
        tags,
        summary: 'One news item',
        params: SlugParamsSchema,
        response: { 200: NewsItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => newsItem(db, request.params.slug),
  );

  app.get(
    '/content/pages',
    { schema: { tags, summary: "The information pages of the store's brand", response: { 200: InfoPageListSchema } } },
    async () => infoPageList(db, brand),
  );

  app.get(
    '/content/page',
    {
      schema: {
        tags,
        summary: "The information page at a path (/basic-pages/faq); another brand's page is not found",
        querystring: InfoPageQuerySchema,
        response: { 200: InfoPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => infoPage(db, request.query.path, brand),
  );
};
