import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, SavedCardListSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { forgetCard, savedCards } from './saved-cards';

export const savedCardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer/cards',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's cards saved at the acquirer: brand, last four digits, expiry",
        response: { 200: SavedCardListSchema, ...errorResponses(401) },
      },
    },
    async (request) => savedCards(app.db, (await request.session()).data),
  );

  app.delete(
    '/customer/cards/:id',
    {
      schema: {
        security: [{ xsrf: [] }],
        tags: ['customer'],
        summary: 'Forget a saved card',
        params: IdParamsSchema,
        response: { 200: SavedCardListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => forgetCard(app.db, (await request.session()).data, request.params.id),
  );
};
