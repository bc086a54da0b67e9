import { randomInt } from 'node:crypto';
import type { Queryable } from '../../platform/database/types';
import type { CouponRule } from './cart-totals';

/**
 * A coupon the shopper may use: a public one, or one of the signed-in customer's own, and not past its last day
 * (an inactive or expired one is found but counts as refused by the totals).
 */
export async function findCoupon(db: Queryable, code: string, customerId: number | null): Promise<CouponRule | null> {
  const { rows } = await db.query<{
    code: string;
    percent: number | null;
    amount: number | null;
    min_total: number;
    active: boolean;
  }>(
    `SELECT code, percent, amount, min_total, active AND (valid_until IS NULL OR valid_until >= current_date) AS active
       FROM coupons WHERE code = $1 AND (customer_id IS NULL OR customer_id = $2)`,
    [code.trim().toUpperCase(), customerId],
  );
  const row = rows[0];
  return row
    ? { code: row.code, percent: row.percent, amount: row.amount, minTotal: row.min_total, active: row.active }
    : null;
}

/** A customer's own coupons that still run, the soonest to end first. */
export async function personalCoupons(db: Queryable, customerId: number) {
  const { rows } = await db.query<{
    code: string;
    title: string | null;
    percent: number | null;
    amount: number | null;
    min_total: number;
    valid_until: string | null;
  }>(
    `SELECT code, title, percent, amount, min_total, to_char(valid_until, 'YYYY-MM-DD') AS valid_until
       FROM coupons WHERE customer_id = $1 AND active AND (valid_until IS NULL OR valid_until >= current_date)
      ORDER BY valid_until NULLS LAST, code`,
    [customerId],
  );
  return rows;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Gives a new customer a coupon of their own: `percent` off an order from `minTotal` kopecks for `days` days. */
export async function issuePersonalCoupon(
  db: Queryable,
  customerId: number,
  coupon: { prefix: string; title: string; percent: number; minTotal: number; days: number },
): Promise<void> {
  const suffix = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  await db.query(
    `INSERT INTO coupons (code, percent, amount, min_total, active, customer_id, title, valid_until)
     VALUES ($1, $2, NULL, $3, true, $4, $5, current_date + $6::integer)`,
    [`${coupon.prefix}-${suffix}`, coupon.percent, coupon.minTotal, customerId, coupon.title, coupon.days],
  );
}
