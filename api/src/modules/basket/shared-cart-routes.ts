import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { BasketParamsSchema, CartSchema, SharedCartSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { currentBasket } from './session-basket';
import { shareBasket, sharedCart, takeSharedCart } from './shared-carts';

export const sharedCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const basketOf = (request: FastifyRequest) => currentBasket(db, app.appConfig.brand, request);

  app.post(
    '/shared-cart',
    {
      schema: {
        security: [{ xsrf: [] }],
        tags: ['cart'],
        summary: "Share the session's basket: a snapshot with its own id",
        response: { 201: Type.Object({ id: Type.String({ format: 'uuid' }) }), ...errorResponses(403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await shareBasket(db, await basketOf(request))),
  );

  app.get(
    '/shared-cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'A shared basket with prices of the visitor’s region',
        params: BasketParamsSchema,
        response: { 200: SharedCartSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => sharedCart(db, await basketOf(request), request.params.id),
  );

  app.post(
    '/shared-cart/:id/take',
    {
      schema: {
        security: [{ xsrf: [] }],
        tags: ['cart'],
        summary: "Add a shared basket's goods to the visitor's own basket",
        params: BasketParamsSchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => takeSharedCart(db, await basketOf(request), request.params.id),
  );
};
