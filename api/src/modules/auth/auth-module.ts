import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AUTH_PROVIDERS, type AuthProvider } from '@apteka/contracts/schemas';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { forgetSavedCards } from '../payments';
import { authRoutes } from './auth-routes';
import { oauthRoutes, oauthSandboxRoutes } from './oauth-routes';
import { providerSetup, type ProviderSetup } from './oauth/providers';

/** A fetch that answers from this app in process: how the API talks to its own sandbox provider. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: init.body === undefined || init.body === null ? undefined : String(init.body),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).map(([name, value]) => [name, String(value)] as [string, string]),
    });
  }) as typeof fetch;
}

export const authModule: FastifyPluginAsync = async (app) => {
  const config = app.appConfig;
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const secret = config.sessionSecret;
  const profile = { db: app.db, mail: app.messaging.mail, secret, publicUrl };
  const deps = {
    db: app.db,
    brand: config.brand,
    secret,
    profile,
    codes: { db: app.db, sms: app.messaging.sms, secret, dailyCap: config.auth?.dailySmsCap ?? 10_000 },
    forgetCustomer: forgetSavedCards,
  };
  const providers = Object.fromEntries(
    AUTH_PROVIDERS.map((provider) => [
      provider,
      providerSetup(provider, config.auth?.providers[provider], publicUrl, `${secret}:oauth-sandbox`),
    ]),
  ) as Record<AuthProvider, ProviderSetup>;
  const oauth = { db: app.db, brand: config.brand, publicUrl, providers, sandboxFetch: inProcessFetch(app) };

  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps });
      await api.register(oauthRoutes, { deps: oauth });
      if (Object.values(providers).some((setup) => setup.sandbox)) {
        await api.register(oauthSandboxRoutes, { callbackUrl: `${publicUrl}/api/auth` });
      }
    },
    { prefix: API_PREFIX },
  );
};
