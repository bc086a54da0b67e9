import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRemoteName, type RemoteName } from '@apteka/contracts';

/** A preview link lives a day at most: long enough to review a version, short enough that a leaked one dies. */
export const PREVIEW_MAX_HOURS = 24;

/** What a preview link pins: one remote at one published version, until `expires` (ms since the epoch). */
export interface PreviewPin {
  app: RemoteName;
  version: string;
  expires: number;
}

const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

/** The key preview links are signed with, derived from the API's secret (which never leaves the API). */
const previewKey = (secret: string) => createHmac('sha256', secret).update('preview-links').digest();

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', previewKey(secret)).update(payload).digest('base64url');

/** A signed token naming a remote, a version and an expiry: `<payload>.<signature>`, both base64url. */
export function signPreview(secret: string, pin: PreviewPin): string {
  const payload = Buffer.from(JSON.stringify([pin.app, pin.version, pin.expires])).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/**
 * The pin a token carries, when the platform signed it, nobody altered it and it has not expired; null otherwise.
 * A token is never trusted for more than `PREVIEW_MAX_HOURS` from now, whatever its expiry says.
 */
export function readPreview(secret: string, token: unknown, now = Date.now()): PreviewPin | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return null;
  const [app, version, expires] = fields as unknown[];
  if (!isRemoteName(app) || typeof version !== 'string' || !VERSION.test(version)) return null;
  if (typeof expires !== 'number' || expires <= now || expires > now + PREVIEW_MAX_HOURS * 3600_000) return null;
  return { app, version, expires };
}
