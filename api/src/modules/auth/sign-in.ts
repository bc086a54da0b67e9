import type { Brand, UserState } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import type { SessionLifecycle } from '../../platform/session';
import { customerState } from '../account';
import { basketAfterSignIn } from '../basket';
import { claimSessionOrders } from '../orders';
import { chainOf } from '../pharmacies';
import { sessionRegion } from '../regions';

/**
 * What every way of signing in ends with: the session's orders become the customer's, its basket merges into the
 * one the customer kept, and the session moves to a new id (a known or planted old id is worthless afterwards).
 */
export async function completeSignIn(
  deps: { db: Db; brand: Brand },
  access: SessionLifecycle,
  customerId: number,
): Promise<UserState> {
  const session = await access.session();
  const { region } = await sessionRegion(deps.db, session.data, deps.brand);
  const basketId = await deps.db.transaction(async (tx) => {
    await claimSessionOrders(tx, session.id, customerId);
    return basketAfterSignIn(tx, session.data.basketId, customerId, chainOf(deps.brand), region.id);
  });
  const rotated = await access.rotateSession({ customerId, basketId });
  return customerState(deps.db, rotated.data);
}
