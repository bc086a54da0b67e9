import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuthCallbackQuerySchema,
  OAuthLinkQuerySchema,
  OAuthLinkSchema,
  OAuthProviderParamsSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { finishOAuth, oauthLink, type OAuthDeps } from './oauth/oauth-flow';
import { consentPage, decide, exchange, userInfo } from './oauth/sandbox-provider';

export const oauthRoutes: FastifyPluginAsyncTypebox<{ deps: OAuthDeps }> = async (app, { deps }) => {
  app.get(
    '/oauth/:provider/oauth-link',
    {
      schema: {
        tags: ['customer'],
        summary: 'Where to send the shopper to sign in with Yandex ID, VK ID or T-ID (OAuth 2.0 with PKCE)',
        params: OAuthProviderParamsSchema,
        querystring: OAuthLinkQuerySchema,
        response: { 200: OAuthLinkSchema, ...errorResponses(400) },
      },
    },
    async (request) => oauthLink(deps, request, request.params.provider, request.query.returnTo),
  );

  app.get(
    '/auth',
    {
      schema: {
        tags: ['customer'],
        summary: "The providers' return address: signs in and sends the browser on with authorizedBy",
        querystring: AuthCallbackQuerySchema,
      },
    },
    async (request, reply) => reply.redirect(await finishOAuth(deps, request, request.query), 303),
  );
};

const SandboxParamsSchema = Type.Object({
  provider: Type.Union([Type.Literal('yandex'), Type.Literal('vk'), Type.Literal('tinkoff')]),
});
const AuthorizeQuerySchema = Type.Object({
  client_id: Type.String({ maxLength: 100 }),
  redirect_uri: Type.String({ maxLength: 500 }),
  state: Type.String({ maxLength: 200 }),
  code_challenge: Type.String({ maxLength: 200 }),
  code_challenge_method: Type.String({ maxLength: 10 }),
});

/** The built-in provider's pages and endpoints; registered only while some provider is not configured. */
export const oauthSandboxRoutes: FastifyPluginAsyncTypebox<{ callbackUrl: string }> = async (app, { callbackUrl }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/oauth-sandbox/:provider/authorize',
    { schema: { hide: true, params: SandboxParamsSchema, querystring: AuthorizeQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(consentPage(request.params.provider, request.query, request.url.split('?')[0]!)),
  );

  app.post(
    '/oauth-sandbox/:provider/authorize',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: SandboxParamsSchema,
        body: Type.Composite([
          AuthorizeQuerySchema,
          Type.Object({
            phone: Type.String({ maxLength: 32 }),
            decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
          }),
        ]),
      },
    },
    async (request, reply) =>
      reply.redirect(await decide(app.db, request.params.provider, request.body, callbackUrl), 303),
  );

  app.post(
    '/oauth-sandbox/:provider/token',
    { config: { csrf: false }, schema: { hide: true, params: SandboxParamsSchema } },
    async (request, reply) => {
      try {
        return await exchange(app.db, (request.body ?? {}) as Record<string, string>);
      } catch {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
    },
  );

  app.get(
    '/oauth-sandbox/:provider/userinfo',
    { schema: { hide: true, params: SandboxParamsSchema } },
    async (request) => userInfo(app.db, request.headers.authorization),
  );
};
