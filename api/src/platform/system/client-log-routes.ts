import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientLogBodySchema } from '@apteka/contracts/schemas';
import { enforceLimits, type RateLimit } from '../rate-limit/rate-limits';
import { SESSION_COOKIE } from '../session/session-plugin';
import { errorResponses } from '../http/error-responses';
import { recordRemoteFailure } from './remote-failures';

const PER_SESSION: RateLimit = { bucket: 'client-log:session', limit: 20, windowSeconds: 60 };
/** Sessions are cheap to mint, so one address also gets a (roomier, shared-NAT friendly) budget. */
const PER_ADDRESS: RateLimit = { bucket: 'client-log:address', limit: 120, windowSeconds: 60 };

export const clientLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/client-log',
    {
      schema: {
        tags: ['system'],
        summary: 'Error reports of the front end: pages that could not be shown, remotes that could not load',
        security: [{ xsrf: [] }],
        body: ClientLogBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      // The CSRF check already required a session cookie.
      const sessionKey = request.cookies[SESSION_COOKIE] ?? request.ip;
      await enforceLimits(
        app.db,
        [
          { limit: PER_ADDRESS, key: request.ip },
          { limit: PER_SESSION, key: sessionKey },
        ],
        'rate_limited',
        (wait) => `Слишком много сообщений об ошибках. Попробуйте ${wait}.`,
      );
      const { status, path, message, remote, version } = request.body;
      request.log.warn(
        { clientLog: { status, path, message, remote, version, userAgent: request.headers['user-agent'] } },
        remote ? 'remote load failure' : 'client error report',
      );
      if (remote && version) await recordRemoteFailure(app.db, { remote, version, message });
      return reply.code(204).send(null);
    },
  );
};
