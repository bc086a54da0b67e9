import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SpeedBeaconSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { recordSpeed } from './real-user-speed';

/**
 * Where sampled browsers send their speed (`navigator.sendBeacon`, which carries no CSRF header: the samples change
 * nothing of the shopper's, and the limits per address and for the whole store hold across instances).
 */
export const speedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // a beacon's string body arrives as text/plain: here it is the JSON it holds
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Замер скорости — не JSON.'), { statusCode: 400 }), undefined);
    }
  });
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
