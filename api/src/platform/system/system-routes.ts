import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BuildInfoSchema, HealthSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../http/error-responses';
import { currentBuildId } from './build-id';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness with a database round trip',
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'unavailable', message: 'База данных недоступна.' });
      }
      return { status: 'ok' as const, db: app.db.engine };
    },
  );

  app.get(
    '/build-id',
    {
      schema: {
        tags: ['system'],
        summary: 'Identifier of the deployed front-end build',
        response: { 200: BuildInfoSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { buildId: currentBuildId(app.appConfig) };
    },
  );
};
