import type { Db } from '../../src/platform/database/types';
import type { Visitor } from './test-app';

/**
 * A Moscow pharmacy of a chain (by default Самсон-Фарма, the test store's) and an ordinary product (no prescription,
 * not dark-store-only) it holds at least `min` units of.
 */
export async function stockedProduct(db: Db, min = 5, exclude: number[] = [], chain = 'samson') {
  const { rows } = await db.query<{ store_id: number; product_id: number; quantity: number; name: string }>(
    `SELECT s.store_id, s.product_id, s.quantity, p.name FROM stock s
       JOIN stores st ON st.id = s.store_id AND st.region_id = 14 AND st.chain = $3 AND NOT st.is_dark_store
       JOIN products p ON p.id = s.product_id AND NOT p.is_prescription AND NOT p.is_dark_store_only
       JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
      WHERE s.quantity >= $1 AND NOT (s.product_id = ANY($2::integer[]))
      ORDER BY s.store_id, s.product_id LIMIT 1`,
    [min, exclude, chain],
  );
  return rows[0]!;
}

export async function setSession(db: Db, visitor: Visitor, patch: Record<string, unknown>) {
  await db.query('UPDATE sessions SET data = data || $2::jsonb WHERE id = $1', [
    visitor.cookies.get('sid'),
    JSON.stringify(patch),
  ]);
}

export async function stockOf(db: Db, storeId: number, productId: number): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    'SELECT quantity FROM stock WHERE store_id = $1 AND product_id = $2',
    [storeId, productId],
  );
  return rows[0]?.quantity ?? 0;
}

let counter = 0;
export const newKey = () => `key-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

export const pickupOrder = (storeId: number, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: newKey(),
  receivingMethod: 'deliverypickup',
  storeId,
  name: 'Анна Иванова',
  phone: '+7 916 123-45-67',
  paymentMethod: 'receipt',
  personalDataConsent: true,
  ...extra,
});
