import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SpeedBeaconSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { acceptBeaconJson } from '../health/beacon-body';
import { recordSpeed } from './real-user-speed';

/**
 * Where sampled browsers send their speed (`navigator.sendBeacon`, which carries no CSRF header: the samples change
 * nothing of the shopper's, and the limits per address and for the whole store hold across instances).
 */
export const speedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptBeaconJson(app, 'Замер скорости');
  app.post(
    '/rum',
    {
      bodyLimit: 16 * 1024,
      config: { csrf: false },
      schema: {
        tags: ['system'],
        summary: 'Real-user speed of a sampled visit: LCP, INP, CLS, TTFB per page type and app version',
        body: SpeedBeaconSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await recordSpeed(app.db, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};
