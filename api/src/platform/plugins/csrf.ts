import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { globalPlugin } from './global-plugin';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for callers that cannot hold our cookies (payment webhooks) */
    csrf?: boolean;
  }
}

/** The token is bound to the session: a token from another visitor's session does not pass. */
export function csrfTokenFor(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface CsrfPluginOptions extends Record<string, unknown> {
  config: AppConfig;
  sessionCookie: string;
}

/** Double-submit check: the X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie and the HMAC of the session id. */
export const csrfPlugin = globalPlugin<CsrfPluginOptions>('csrf', async (app, { config, sessionCookie }) => {
  function isValid(request: FastifyRequest): boolean {
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    const sessionId = request.cookies[sessionCookie];
    if (typeof header !== 'string' || !header || !cookie || !sessionId) return false;
    return sameString(header, cookie) && sameString(header, csrfTokenFor(sessionId, config.sessionSecret));
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // An unknown route changes nothing: let it answer its 404.
    if (!UNSAFE_METHODS.has(request.method) || request.is404) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (isValid(request)) return;
    return reply.code(403).send({
      error: 'csrf',
      message: 'Не удалось подтвердить запрос. Обновите страницу и попробуйте ещё раз.',
    });
  });
});
