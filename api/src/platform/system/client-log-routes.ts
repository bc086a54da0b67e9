import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientLogBodySchema } from '@apteka/contracts/schemas';
import { rateLimited } from '../errors';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { SESSION_COOKIE } from '../session/session-plugin';
import { errorResponses } from '../http/error-responses';

const REPORTS_PER_MINUTE = 20;
/** Sessions are cheap to mint, so one address also gets a (roomier, shared-NAT friendly) budget. */
const REPORTS_PER_MINUTE_PER_ADDRESS = 120;

export const clientLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perSession = new RateLimiter(REPORTS_PER_MINUTE, 60_000);
  const perAddress = new RateLimiter(REPORTS_PER_MINUTE_PER_ADDRESS, 60_000);

  app.post(
    '/client-log',
    {
      schema: {
        tags: ['system'],
        summary: 'Error reports of the front end (the site-unavailable page)',
        security: [{ xsrf: [] }],
        body: ClientLogBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      // The CSRF check already required a session cookie.
      const sessionKey = request.cookies[SESSION_COOKIE] ?? request.ip;
      if (!perAddress.hit(request.ip) || !perSession.hit(sessionKey)) {
        throw rateLimited('rate_limited', 'Слишком много сообщений об ошибках. Попробуйте позже.');
      }
      const { status, path, message } = request.body;
      request.log.warn(
        { clientLog: { status, path, message, userAgent: request.headers['user-agent'] } },
        'client error report',
      );
      return reply.code(204).send(null);
    },
  );
};
