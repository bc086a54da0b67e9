/**
 * Yandex ID, VK ID and T-ID as OAuth 2.0 authorisation servers: where to send the shopper, where to exchange the
 * code, and how each tells who the shopper is. A provider without configured credentials is played by the built-in
 * sandbox (its own consent page under /api/oauth-sandbox), so the whole flow runs offline.
 */
import type { AuthProvider } from '@apteka/contracts/schemas';
import type { OAuthClientConfig } from '../../../platform/config';

/** Who the provider says the shopper is; a phone the provider has verified, when it gives one. */
export interface ExternalProfile {
  subject: string;
  phone: string | null;
  firstName: string | null;
  email: string | null;
}

export interface ProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  scope: string;
  /** reads the profile with an access token */
  profile: (fetchImpl: typeof fetch, accessToken: string, clientId: string) => Promise<ExternalProfile>;
}

export interface ProviderSetup extends ProviderEndpoints {
  provider: AuthProvider;
  clientId: string;
  clientSecret: string;
  sandbox: boolean;
}

const json = async (response: Response) => {
  if (!response.ok) throw new Error(`profile request failed with ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const REAL: Record<AuthProvider, ProviderEndpoints> = {
  yandex: {
    authorizationEndpoint: 'https://oauth.yandex.ru/authorize',
    tokenEndpoint: 'https://oauth.yandex.ru/token',
    scope: 'login:info login:email login:default_phone',
    profile: async (fetchImpl, token) => {
      const body = await json(
        await fetchImpl('https://login.yandex.ru/info?format=json', { headers: { authorization: `OAuth ${token}` } }),
      );
      const phone = body.default_phone as { number?: string } | undefined;
      return {
        subject: String(body.id),
        phone: text(phone?.number),
        firstName: text(body.first_name),
        email: text(body.default_email),
      };
    },
  },
  vk: {
    authorizationEndpoint: 'https://id.vk.com/authorize',
    tokenEndpoint: 'https://id.vk.com/oauth2/auth',
    scope: 'phone email',
    profile: async (fetchImpl, token, clientId) => {
      const body = await json(
        await fetchImpl('https://id.vk.com/oauth2/user_info', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: clientId, access_token: token }).toString(),
        }),
      );
      const user = (body.user ?? {}) as Record<string, unknown>;
      return {
        subject: String(user.user_id),
        phone: text(user.phone),
        firstName: text(user.first_name),
        email: text(user.email),
      };
    },
  },
  tinkoff: {
    authorizationEndpoint: 'https://id.tbank.ru/auth/authorize',
    tokenEndpoint: 'https://id.tbank.ru/auth/token',
    scope: 'profile phone email',
    profile: async (fetchImpl, token) => {
      const body = await json(
        await fetchImpl('https://id.tbank.ru/userinfo/userinfo', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      return {
        subject: String(body.sub),
        phone: text(body.phone_number),
        firstName: text(body.given_name),
        email: text(body.email),
      };
    },
  },
};

export const SANDBOX_CLIENT_ID = 'apteka-sandbox';

/** The sandbox's endpoints for one provider, on the store's own address. */
function sandboxEndpoints(publicUrl: string, provider: AuthProvider): ProviderEndpoints {
  const base = `${publicUrl}/api/oauth-sandbox/${provider}`;
  return {
    authorizationEndpoint: `${base}/authorize`,
    tokenEndpoint: `${base}/token`,
    scope: 'profile phone',
    profile: async (fetchImpl, token) => {
      const body = await json(await fetchImpl(`${base}/userinfo`, { headers: { authorization: `Bearer ${token}` } }));
      return { subject: String(body.sub), phone: text(body.phone), firstName: text(body.given_name), email: null };
    },
  };
}

export function providerSetup(
  provider: AuthProvider,
  configured: OAuthClientConfig | undefined,
  publicUrl: string,
  sandboxSecret: string,
): ProviderSetup {
  if (configured) return { provider, ...REAL[provider], ...configured, sandbox: false };
  return {
    provider,
    ...sandboxEndpoints(publicUrl, provider),
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: sandboxSecret,
    sandbox: true,
  };
}
