import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourierAddressInputSchema,
  DeleteFavoriteAddressBodySchema,
  FavoriteAddressListSchema,
  FavoriteAddressQuerySchema,
  FavoriteAddressSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { favoriteAddresses, removeFavoriteAddress, saveFavoriteAddress } from './favorite-addresses';

const xsrf = [{ xsrf: [] }];

export const addressesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/addresses/favorites',
    {
      schema: {
        tags: ['addresses'],
        summary: "The signed-in shopper's favourite courier addresses, optionally of one region",
        querystring: FavoriteAddressQuerySchema,
        response: { 200: FavoriteAddressListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => favoriteAddresses(app.db, (await request.session()).data, request.query.regionId ?? null),
  );

  app.put(
    '/addresses/favorites',
    {
      schema: {
        tags: ['addresses'],
        summary: "Save a courier address among the shopper's favourites (in the session's region)",
        security: xsrf,
        body: CourierAddressInputSchema,
        response: { 201: FavoriteAddressSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { data } = await request.session();
      return reply.code(201).send(await saveFavoriteAddress(app.db, app.appConfig.brand, data, request.body));
    },
  );

  app.delete(
    '/addresses/favorites',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Remove a favourite address',
        security: xsrf,
        body: DeleteFavoriteAddressBodySchema,
        response: { 200: FavoriteAddressListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removeFavoriteAddress(app.db, (await request.session()).data, request.body.id),
  );
};
