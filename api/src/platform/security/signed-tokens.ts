/**
 * Tokens that carry a few values through a link or a form and cannot be forged or reused for another purpose:
 * base64url JSON, an expiry, and an HMAC-SHA256 over both with the purpose mixed into the key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const keyFor = (secret: string, purpose: string) => createHmac('sha256', secret).update(`token:${purpose}`).digest();

export function signToken(
  secret: string,
  purpose: string,
  payload: Record<string, string | number>,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ttlSeconds })).toString(
    'base64url',
  );
  const mac = createHmac('sha256', keyFor(secret, purpose)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The token's values when it is genuine, meant for this purpose and not expired; null otherwise. */
export function readToken(
  secret: string,
  purpose: string,
  token: string,
  now = Date.now(),
): Record<string, string | number> | null {
  const [body = '', mac = ''] = token.split('.');
  const expected = Buffer.from(createHmac('sha256', keyFor(secret, purpose)).update(body).digest('base64url'));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, string | number>;
    return typeof payload.exp === 'number' && payload.exp * 1000 > now ? payload : null;
  } catch {
    return null;
  }
}
