/**
 * Signing in through Yandex ID, VK ID or T-ID: OAuth 2.0 authorisation code with PKCE (oauth4webapi). The state and
 * the PKCE verifier stay on the server, bound to the session that started the flow, and are used once. A first
 * sign-in creates the customer; a later one with the same verified phone links to the customer who has it.
 */
import {
  allowInsecureRequests,
  authorizationCodeGrantRequest,
  calculatePKCECodeChallenge,
  ClientSecretPost,
  customFetch,
  generateRandomCodeVerifier,
  generateRandomState,
  processAuthorizationCodeResponse,
  validateAuthResponse,
  type AuthorizationServer,
} from 'oauth4webapi';
import { normalizePhone, type Brand } from '@apteka/contracts';
import type { AuthProvider } from '@apteka/contracts/schemas';
import type { Db } from '../../../platform/database/types';
import type { SessionLifecycle } from '../../../platform/session';
import { findCustomerByPhone } from '../../account';
import { customerOfPhone } from '../customers';
import { customerOfIdentity, linkIdentity, saveOAuthState, takeOAuthState } from '../identities-repository';
import { completeSignIn } from '../sign-in';
import type { ExternalProfile, ProviderSetup } from './providers';

export interface OAuthDeps {
  db: Db;
  brand: Brand;
  publicUrl: string;
  providers: Record<AuthProvider, ProviderSetup>;
  /** how the API reaches the sandbox provider: in process, not over the network */
  sandboxFetch: typeof fetch;
}

const STATE_TTL_MS = 10 * 60 * 1000;
const callbackUrl = (publicUrl: string) => `${publicUrl}/api/auth`;

const serverOf = (setup: ProviderSetup): AuthorizationServer => ({
  issuer: new URL(setup.authorizationEndpoint).origin,
  authorization_endpoint: setup.authorizationEndpoint,
  token_endpoint: setup.tokenEndpoint,
});

/** Where to send the shopper to sign in at the provider. */
export async function oauthLink(
  deps: OAuthDeps,
  access: SessionLifecycle,
  provider: AuthProvider,
  returnTo = '/lk',
): Promise<{ url: string }> {
  const setup = deps.providers[provider];
  const state = generateRandomState();
  const verifier = generateRandomCodeVerifier();
  const session = await access.session();
  await saveOAuthState(
    deps.db,
    state,
    { provider, code_verifier: verifier, session_id: session.id, return_to: returnTo },
    new Date(Date.now() + STATE_TTL_MS),
  );
  const url = new URL(setup.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: setup.clientId,
    redirect_uri: callbackUrl(deps.publicUrl),
    scope: setup.scope,
    state,
    code_challenge: await calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.toString() };
}

/** The customer an external profile signs in as: linked before, or by the same phone, or new. */
async function customerFor(db: Db, provider: AuthProvider, profile: ExternalProfile): Promise<number> {
  const linked = await customerOfIdentity(db, provider, profile.subject);
  if (linked !== null) return linked;
  const phone = profile.phone ? normalizePhone(profile.phone) : null;
  const existing = phone ? await findCustomerByPhone(db, phone) : null;
  if (!existing && !phone) throw new Error('the provider gave no phone, which a customer needs');
  const customerId = existing ? existing.id : await customerOfPhone(db, phone!, profile.firstName);
  await linkIdentity(db, provider, profile.subject, customerId);
  return customerId;
}

/**
 * The provider sends the shopper back here. Answers where the browser goes next: the page the flow started from
 * with `authorizedBy` and `state=yandexWidget`, or the account's sign-in page with `authError` when it failed.
 */
export async function finishOAuth(
  deps: OAuthDeps,
  access: SessionLifecycle,
  query: { state: string; code?: string; error?: string },
): Promise<string> {
  const session = await access.session();
  const started = await takeOAuthState(deps.db, query.state, new Date());
  if (!started || started.session_id !== session.id) return '/lk?authError=state';
  if (query.error || !query.code) return `/lk?authError=${encodeURIComponent(query.error ?? 'denied')}`;
  const setup = deps.providers[started.provider];
  const fetchImpl = setup.sandbox ? deps.sandboxFetch : fetch;
  const options = setup.sandbox ? { [customFetch]: fetchImpl, [allowInsecureRequests]: true } : {};
  try {
    const server = serverOf(setup);
    const client = { client_id: setup.clientId };
    const params = validateAuthResponse(
      server,
      client,
      new URLSearchParams({ code: query.code, state: query.state }),
      query.state,
    );
    const response = await authorizationCodeGrantRequest(
      server,
      client,
      ClientSecretPost(setup.clientSecret),
      params,
      callbackUrl(deps.publicUrl),
      started.code_verifier,
      options,
    );
    const tokens = await processAuthorizationCodeResponse(server, client, response);
    const profile = await setup.profile(fetchImpl, tokens.access_token, setup.clientId);
    const customerId = await customerFor(deps.db, started.provider, profile);
    await completeSignIn(deps, access, customerId);
  } catch {
    return '/lk?authError=provider';
  }
  const back = new URL(started.return_to, 'http://store.local');
  back.searchParams.set('authorizedBy', started.provider);
  back.searchParams.set('state', 'yandexWidget');
  return `${back.pathname}${back.search}`;
}
