import type { Db } from '../../platform/database/types';
import { forbidden, notFound } from '../../platform/errors';
import { enforceLimits, type LimitHit, type RateLimit } from '../../platform/rate-limit/rate-limits';
import type { SessionAccess } from '../../platform/session';
import { isOrderSignature } from './order-signature';
import { findOrderRow, type OrderRow } from './orders-repository';

const NOT_FOUND = 'Заказ не найден.';
const QUARTER_HOUR = 15 * 60;

/** Who asks for an order: the session, and the address the request came from (absent in direct service calls). */
export type OrderRequester = SessionAccess & { readonly ip?: string };

/**
 * Opening orders by a signed link: a shopper opens a few of those a visit, so a roomy budget; a wrong signature is
 * somebody guessing, so few of those, after which every further wrong one from that session or address waits.
 */
export const SIGNED_READ_LIMITS = {
  readsPerAddress: { bucket: 'order-signed-read:address', limit: 300, windowSeconds: QUARTER_HOUR },
  readsPerSession: { bucket: 'order-signed-read:session', limit: 100, windowSeconds: QUARTER_HOUR },
  badPerAddress: { bucket: 'order-bad-signature:address', limit: 20, windowSeconds: QUARTER_HOUR },
  badPerSession: { bucket: 'order-bad-signature:session', limit: 10, windowSeconds: QUARTER_HOUR },
} satisfies Record<string, RateLimit>;

const LIMITED = 'too_many_order_reads';

function limitedMessage(wait: string) {
  return `Слишком много попыток открыть заказ по ссылке. Попробуйте ${wait}.`;
}

async function requesterHits(requester: OrderRequester, perAddress: RateLimit, perSession: RateLimit) {
  const { id: sessionId } = await requester.session();
  const hits: LimitHit[] = [{ limit: perSession, key: sessionId }];
  if (requester.ip) hits.push({ limit: perAddress, key: requester.ip });
  return hits;
}

/**
 * The order, when the visitor's session placed it or the request holds its signature (the link in the order's
 * messages); another session's order is not found, so ids cannot be probed.
 */
export async function readableOrder(
  db: Db,
  secret: string,
  requester: OrderRequester,
  orderId: number,
  signature: string | undefined,
): Promise<OrderRow> {
  const { badPerAddress, badPerSession, readsPerAddress, readsPerSession } = SIGNED_READ_LIMITS;
  if (signature !== undefined) {
    await enforceLimits(db, await requesterHits(requester, readsPerAddress, readsPerSession), LIMITED, limitedMessage);
  }
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound('order_not_found', NOT_FOUND);
  if (signature !== undefined) {
    if (!isOrderSignature(orderId, signature, secret)) {
      // Counted only when wrong; past the budget the answer is a 429 instead of a 403.
      await enforceLimits(db, await requesterHits(requester, badPerAddress, badPerSession), LIMITED, limitedMessage);
      throw forbidden('bad_signature', 'Ссылка на заказ недействительна.');
    }
    return row;
  }
  const { id: sessionId, data } = await requester.session();
  const owns = data.customerId !== null ? row.customer_id === data.customerId : row.session_id === sessionId;
  if (!owns) throw notFound('order_not_found', NOT_FOUND);
  return row;
}
