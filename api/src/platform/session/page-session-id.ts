import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const RANDOM_BYTES = 16;
const SIGNATURE_BYTES = 16;

const signature = (random: Buffer, secret: string) =>
  createHmac('sha256', secret).update('page-session:').update(random).digest().subarray(0, SIGNATURE_BYTES);

/**
 * A session id given with a page that was not drawn for anyone in particular (a cached first view): no row is
 * written for it until the shopper's first request that uses a session. It signs itself, so the session plugin can
 * tell an id this store gave out from one a visitor made up (which is never taken: a fresh id replaces it).
 */
export function pageSessionId(secret: string): string {
  const random = randomBytes(RANDOM_BYTES);
  return Buffer.concat([random, signature(random, secret)]).toString('base64url');
}

export function isPageSessionId(id: string, secret: string): boolean {
  const bytes = Buffer.from(id, 'base64url');
  if (bytes.length !== RANDOM_BYTES + SIGNATURE_BYTES) return false;
  return timingSafeEqual(bytes.subarray(RANDOM_BYTES), signature(bytes.subarray(0, RANDOM_BYTES), secret));
}
