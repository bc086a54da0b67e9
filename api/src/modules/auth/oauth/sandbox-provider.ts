/**
 * The built-in stand-in for Yandex ID, VK ID and T-ID: a consent page that asks which phone the "provider" knows,
 * a token endpoint that checks PKCE, and a user-info endpoint. Local and test runs sign in through it offline.
 */
import { createHash, randomBytes } from 'node:crypto';
import { normalizePhone } from '@apteka/contracts';
import type { Queryable } from '../../../platform/database/types';
import { invalid, unauthenticated } from '../../../platform/errors';
import { SANDBOX_CLIENT_ID } from './providers';
import { grantOfToken, redeemGrant, saveGrant } from './sandbox-grants-repository';
import { escapeMarkup as escapeHtml } from '../../../platform/text/escape-markup';

const PROVIDER_NAMES: Record<string, string> = { yandex: 'Яндекс ID', vk: 'VK ID', tinkoff: 'T-ID' };
const CODE_TTL_MS = 5 * 60 * 1000;

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
}

/** The consent page: the phone the provider would vouch for, «Разрешить» or «Отказать». */
export function consentPage(provider: string, request: AuthorizeRequest, action: string): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const name = escapeHtml(PROVIDER_NAMES[provider] ?? provider);
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Вход через ${name} — тестовый провайдер</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#1a1a1a}
label{display:block;margin:16px 0 4px}input[type=tel]{font-size:18px;padding:10px;width:100%;box-sizing:border-box;border:2px solid #555;border-radius:8px}
button{font-size:18px;padding:12px 20px;margin:16px 8px 0 0;border-radius:8px;border:2px solid #00665e;cursor:pointer}
.ok{background:#00665e;color:#fff}.no{background:#fff;color:#00665e}:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>Вход через ${name}</h1>
<p>Это тестовый провайдер: он подтверждает телефон, который вы укажете.</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<label for="phone">Телефон</label><input id="phone" type="tel" name="phone" value="+7 900 000-00-01" autocomplete="tel" required>
<button class="ok" type="submit" name="decision" value="allow">Разрешить</button>
<button class="no" type="submit" name="decision" value="deny">Отказать</button></form></main></body></html>`;
}

/** «Разрешить» issues a code for the client's redirect; «Отказать» sends the refusal there. */
export async function decide(
  db: Queryable,
  provider: string,
  request: AuthorizeRequest & { phone: string; decision: 'allow' | 'deny' },
  callbackUrl: string,
): Promise<string> {
  // Only the store's own callback may receive codes: the sandbox is no open redirect.
  if (
    request.client_id !== SANDBOX_CLIENT_ID ||
    request.code_challenge_method !== 'S256' ||
    request.redirect_uri !== callbackUrl
  ) {
    throw invalid('oauth_request_invalid', 'Неверный запрос на вход.');
  }
  const back = new URL(request.redirect_uri);
  back.searchParams.set('state', request.state);
  if (request.decision === 'deny') {
    back.searchParams.set('error', 'access_denied');
    return back.toString();
  }
  const phone = normalizePhone(request.phone);
  if (!phone) throw invalid('phone_invalid', 'Укажите телефон в формате +7 XXX XXX-XX-XX.');
  const code = randomBytes(24).toString('base64url');
  await saveGrant(
    db,
    code,
    {
      provider,
      client_id: request.client_id,
      redirect_uri: request.redirect_uri,
      code_challenge: request.code_challenge,
      // The sandbox's user is their phone: the same phone is the same provider account.
      subject: `${provider}-${phone.replace(/\D/g, '')}`,
      phone,
    },
    new Date(Date.now() + CODE_TTL_MS),
  );
  back.searchParams.set('code', code);
  return back.toString();
}

/** The token endpoint: the code once, for the redirect it was issued to, with the verifier of its challenge. */
export async function exchange(
  db: Queryable,
  form: { grant_type?: string; code?: string; redirect_uri?: string; code_verifier?: string; client_id?: string },
) {
  const refuse = () => invalid('invalid_grant', 'invalid_grant');
  if (form.grant_type !== 'authorization_code' || !form.code || !form.code_verifier) throw refuse();
  const accessToken = randomBytes(24).toString('base64url');
  const grant = await redeemGrant(db, form.code, accessToken, new Date());
  const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
  if (!grant || grant.redirect_uri !== form.redirect_uri || grant.code_challenge !== challenge) throw refuse();
  return { access_token: accessToken, token_type: 'bearer', expires_in: 3600 };
}

export async function userInfo(db: Queryable, authorization: string | undefined) {
  const token = authorization?.replace(/^Bearer /i, '') ?? '';
  const grant = token ? await grantOfToken(db, token) : null;
  if (!grant) throw unauthenticated('invalid_token', 'invalid_token');
  return { sub: grant.subject, phone: grant.phone, given_name: 'Тестовый покупатель' };
}
