import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckFavoriteQuerySchema,
  CheckFavoriteResultSchema,
  FavoriteProductBodySchema,
  FavoriteProductResultSchema,
  ProductCardListSchema,
  UserStateSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { customerState } from './customer-state';
import { favoriteIdsAmong, favoriteProductCards, markFavoriteProduct } from './favorite-products';

export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer',
    {
      schema: {
        tags: ['customer'],
        summary: 'Who the visitor is (anonymous until login exists)',
        response: { 200: UserStateSchema },
      },
    },
    async (request) => customerState((await request.session()).data),
  );

  app.get(
    '/customer/favorite-products',
    {
      schema: {
        tags: ['customer'],
        summary: "The signed-in shopper's favourite products as cards of the session's region, the latest first",
        response: { 200: ProductCardListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await favoriteProductCards(app.db, (await request.session()).data) }),
  );

  app.put(
    '/customer/favorite-products',
    {
      schema: {
        tags: ['customer'],
        summary: 'Add a product to favourites or remove it (signed-in shoppers)',
        security: [{ xsrf: [] }],
        body: FavoriteProductBodySchema,
        response: { 200: FavoriteProductResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { productId, isFavorite } = request.body;
      const { data } = await request.session();
      const favoritesCount = await markFavoriteProduct(app.db, data, productId, isFavorite);
      return { productId, isFavorite, favoritesCount };
    },
  );

  app.get(
    '/customer/check-favorite',
    {
      schema: {
        tags: ['customer'],
        summary: 'Which of the given products (ids or guids) are among the shopper’s favourites',
        querystring: CheckFavoriteQuerySchema,
        response: { 200: CheckFavoriteResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      favoriteIds: await favoriteIdsAmong(app.db, (await request.session()).data, request.query.productGuids),
    }),
  );
};
