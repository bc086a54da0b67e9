import type { Db } from '../../platform/database/types';
import { conflict, unprocessable } from '../../platform/errors';
import { returnUnits, takesOrdersIn, takeUnits, type Chain } from '../pharmacies';
import { canChangePharmacy } from './order-status';
import { lockOrder } from './order-transitions';
import { orderFacts } from './order-view';
import { moveOrderToStore, orderItemsAt } from './orders-repository';

/**
 * Moves a pickup order to another of the chain's pharmacies of its city before it is ready: the units reserved at the old one go
 * back to its shelf and are taken from the new one in the same transaction, or nothing changes.
 */
export async function changePickupPharmacy(db: Db, chain: Chain, orderId: number, storeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canChangePharmacy(orderFacts(order))) {
      throw conflict('pharmacy_not_changeable', 'Аптеку для этого заказа уже нельзя сменить.');
    }
    if (!(await takesOrdersIn(tx, chain, storeId, order.region_id))) {
      throw unprocessable('store_unavailable', 'Эта аптека не принимает заказы в городе заказа.');
    }
    if (storeId === order.store_id) return;
    for (const item of await orderItemsAt(tx, orderId, order.store_id)) {
      if (order.store_id !== null) await returnUnits(tx, order.store_id, item.product_id, item.quantity);
      if (!(await takeUnits(tx, storeId, item.product_id, item.quantity))) {
        throw conflict('line_unavailable', `В этой аптеке нет нужного количества товара «${item.name}».`);
      }
    }
    await moveOrderToStore(tx, orderId, order.store_id, storeId);
  });
}
