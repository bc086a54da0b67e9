import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SlideListSchema, SlidesQuerySchema } from '@apteka/contracts/schemas';
import { homeSlides } from './slides';
import { errorResponses } from '../../platform/http/error-responses';

export const slidesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/slides',
    {
      schema: {
        tags: ['content'],
        summary: 'Home-page promo slides of one type (HOME_TOP by default, HOME_SIDE for side banners)',
        querystring: SlidesQuerySchema,
        response: { 200: SlideListSchema, ...errorResponses(400) },
      },
    },
    async (request) => homeSlides(app.db, request.query.type),
  );
};
