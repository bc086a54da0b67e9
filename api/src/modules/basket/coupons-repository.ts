import type { Queryable } from '../../platform/database/types';
import type { CouponRule } from './cart-totals';

export async function findCoupon(db: Queryable, code: string): Promise<CouponRule | null> {
  const { rows } = await db.query<{
    code: string;
    percent: number | null;
    amount: number | null;
    min_total: number;
    active: boolean;
  }>('SELECT code, percent, amount, min_total, active FROM coupons WHERE code = $1', [code.trim().toUpperCase()]);
  const row = rows[0];
  return row
    ? { code: row.code, percent: row.percent, amount: row.amount, minTotal: row.min_total, active: row.active }
    : null;
}
