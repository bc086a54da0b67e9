import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LocationSchema } from '@apteka/contracts/schemas';
import { currentLocation } from './delivery-service';

export const layoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/layout/location',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Region, selected pharmacy and delivery mode of the session',
        response: { 200: LocationSchema },
      },
    },
    async (request) => currentLocation(app.db, app.appConfig.brand, request),
  );
};
