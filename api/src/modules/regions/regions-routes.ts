import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegionListSchema, RegionSchema } from '@apteka/contracts/schemas';
import { currentRegion, regionsOffered } from './regions-service';

export const regionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/regions',
    {
      schema: {
        tags: ['regions'],
        summary: 'Delivery cities, main ones first; disabled ones flagged',
        response: { 200: RegionListSchema },
      },
    },
    async (request) => regionsOffered(app.db, app.appConfig.brand, (await request.session()).data),
  );

  app.get(
    '/regions/current',
    {
      schema: {
        tags: ['regions'],
        summary: "The session's region (Moscow by default)",
        response: { 200: RegionSchema },
      },
    },
    async (request) => currentRegion(app.db, app.appConfig.brand, (await request.session()).data),
  );
};
