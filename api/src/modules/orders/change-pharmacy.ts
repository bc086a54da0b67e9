import type { Db } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import { findOrderRow } from './orders-repository';

const MOVABLE = ['created', 'wait_payment', 'wait_darkstore', 'assembly'];

/**
 * Moves a pickup order to another pharmacy of its city before it is ready: the units reserved at the old one go
 * back to its shelf and are taken from the new one in the same transaction, or nothing changes.
 */
export async function changePickupPharmacy(db: Db, orderId: number, storeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId, true);
    if (!order) throw new HttpError(404, 'order_not_found', 'Заказ не найден.');
    if (order.receiving_method !== 'deliverypickup' || !MOVABLE.includes(order.status)) {
      throw new HttpError(409, 'pharmacy_not_changeable', 'Аптеку для этого заказа уже нельзя сменить.');
    }
    const { rows: stores } = await tx.query(
      'SELECT 1 FROM stores WHERE id = $1 AND region_id = $2 AND NOT is_dark_store',
      [storeId, order.region_id],
    );
    if (stores.length === 0)
      throw new HttpError(422, 'store_unavailable', 'Эта аптека не принимает заказы в городе заказа.');
    if (storeId === order.store_id) return;
    const { rows: items } = await tx.query<{ product_id: number; name: string; quantity: number }>(
      'SELECT product_id, name, quantity FROM order_items WHERE order_id = $1 AND store_id = $2 ORDER BY product_id',
      [orderId, order.store_id],
    );
    for (const item of items) {
      await tx.query('UPDATE stock SET quantity = quantity + $3 WHERE store_id = $1 AND product_id = $2', [
        order.store_id,
        item.product_id,
        item.quantity,
      ]);
      const taken = await tx.query(
        'UPDATE stock SET quantity = quantity - $3 WHERE store_id = $1 AND product_id = $2 AND quantity >= $3',
        [storeId, item.product_id, item.quantity],
      );
      if (taken.affectedRows === 0)
        throw new HttpError(409, 'line_unavailable', `В этой аптеке нет нужного количества товара «${item.name}».`);
    }
    await tx.query('UPDATE order_items SET store_id = $3 WHERE order_id = $1 AND store_id = $2', [
      orderId,
      order.store_id,
      storeId,
    ]);
    await tx.query('UPDATE orders SET store_id = $2, updated_at = now() WHERE id = $1', [orderId, storeId]);
  });
}
