import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LostUserMetricBodySchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { recordLostUser, type MetricsDeps } from './lost-users';

export const metricsRoutes: FastifyPluginAsyncTypebox<{ deps: MetricsDeps }> = async (app, { deps }) => {
  app.post(
    '/metric/lost-user',
    {
      schema: {
        tags: ['metrics'],
        summary:
          'A browser whose analytics counter did not start: its client id and device type, with the address the server sees',
        security: [{ xsrf: [] }],
        body: LostUserMetricBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await recordLostUser(deps, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};
