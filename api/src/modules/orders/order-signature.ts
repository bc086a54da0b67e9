import { createHmac, timingSafeEqual } from 'node:crypto';

/** The order's signature: an HMAC of its id, put in links and notifications so the holder can read the order. */
export function orderSignature(orderId: number, secret: string): string {
  return createHmac('sha256', secret).update(`order:${orderId}`).digest('base64url');
}

export function isOrderSignature(orderId: number, signature: string, secret: string): boolean {
  const expected = Buffer.from(orderSignature(orderId, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
