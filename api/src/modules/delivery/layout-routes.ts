import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LocationSchema } from '@apteka/contracts/schemas';
import { buildLocation } from './location';
import { defaultRegionId } from '../../platform/session/session-data';

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
    async (request) => {
      const { data } = await request.session();
      return buildLocation(app.db, data, defaultRegionId(app.appConfig.brand));
    },
  );
};
