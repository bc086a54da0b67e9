import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  FavoriteToggleBodySchema,
  FavoriteToggleResultSchema,
  IdParamsSchema,
  StoreReviewBodySchema,
  StoreReviewListSchema,
  StoreReviewSchema,
  StoreSchema,
  StoreSearchBodySchema,
  StoreSearchQuerySchema,
  StoreSearchResultSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { markFavoritePharmacy, pharmacyPage, pharmacyReviews, reviewPharmacy } from './pharmacy-service';
import { chainOf } from './store-chains';
import { storesForLines, storesForQuery } from './store-search';

export const storesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chain = chainOf(app.appConfig.brand);
  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: "Pharmacies of a region (the session's by default), optionally with the availability of products",
        description: 'products: ids joined by commas; guids: product guids joined by commas; flags as 1/0.',
        querystring: StoreSearchQuerySchema,
        response: { 200: StoreSearchResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => storesForQuery(app.db, chain, (await request.session()).data, request.query),
  );

  app.post(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Pharmacies of a region with how much of the given products (or the basket) each has and its price',
        security: [{ xsrf: [] }],
        body: StoreSearchBodySchema,
        response: { 200: StoreSearchResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => storesForLines(app.db, chain, (await request.session()).data, request.body),
  );

  app.get(
    '/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'One pharmacy',
        params: IdParamsSchema,
        response: { 200: StoreSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => pharmacyPage(app.db, chain, (await request.session()).data, request.params.id),
  );

  app.get(
    '/stores/:id/review',
    {
      schema: {
        tags: ['stores'],
        summary: "A pharmacy's reviews, newest first, with the average rating",
        params: IdParamsSchema,
        response: { 200: StoreReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => pharmacyReviews(app.db, chain, request.params.id),
  );

  app.post(
    '/stores/:id/review',
    {
      schema: {
        tags: ['stores'],
        summary: 'Review a pharmacy (signed-in shoppers)',
        security: [{ xsrf: [] }],
        params: IdParamsSchema,
        body: StoreReviewBodySchema,
        response: { 201: StoreReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const review = await reviewPharmacy(
        app.db,
        chain,
        (await request.session()).data,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(review);
    },
  );

  const toggle = async (request: FastifyRequest, storeId: number | undefined, isFavorite: boolean) =>
    markFavoritePharmacy(app.db, chain, (await request.session()).data, storeId, isFavorite);
  const toggleSchema = {
    tags: ['stores'],
    summary: 'Add a pharmacy to favourites or remove it (signed-in shoppers)',
    security: [{ xsrf: [] }],
    body: FavoriteToggleBodySchema,
    response: { 200: FavoriteToggleResultSchema, ...errorResponses(400, 401, 403, 404) },
  };
  app.put('/stores/:id/favorite', { schema: { ...toggleSchema, params: IdParamsSchema } }, async (request) =>
    toggle(request, request.params.id, request.body.isFavorite),
  );
  app.put('/stores/favorite', { schema: toggleSchema }, async (request) =>
    toggle(request, request.body.id, request.body.isFavorite),
  );
};
