import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import type { Queryable } from '../../platform/database/types';
import type { Chain } from '../pharmacies';
import { assignBasket, customerBasketId, deleteBasket, mergeBasketLines } from './baskets-repository';

/**
 * The basket a shopper has once signed in: the one kept from earlier visits with the session's anonymous lines
 * merged in (quantities add up within the line cap and what is on sale; nothing is lost), or the session's basket
 * made the customer's when there was none. Runs inside the caller's transaction; answers the basket's id.
 */
export async function basketAfterSignIn(
  db: Queryable,
  sessionBasketId: string | null,
  customerId: number,
  chain: Chain,
  regionId: number,
): Promise<string | null> {
  const kept = await customerBasketId(db, customerId, sessionBasketId);
  if (sessionBasketId === null) return kept;
  if (kept === null) {
    await assignBasket(db, sessionBasketId, customerId);
    return sessionBasketId;
  }
  await mergeBasketLines(db, sessionBasketId, kept, chain, regionId, MAX_LINE_QUANTITY);
  await deleteBasket(db, sessionBasketId);
  return kept;
}
