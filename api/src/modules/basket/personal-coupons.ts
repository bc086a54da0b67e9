/** Coupons of a customer's own: a welcome one for every new account, listed in the account, usable in the basket. */
import type { PersonalCoupon } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { requireCustomer, type SessionData } from '../../platform/session';
import { issuePersonalCoupon, personalCoupons } from './coupons-repository';

export const WELCOME_COUPON = {
  prefix: 'WELCOME',
  title: 'Скидка 10% на первый заказ от 1 000 ₽',
  percent: 10,
  minTotal: 100_000,
  days: 30,
};

export const issueWelcomeCoupon = (db: Queryable, customerId: number) =>
  issuePersonalCoupon(db, customerId, WELCOME_COUPON);

export async function couponsOf(db: Queryable, session: SessionData): Promise<{ coupons: PersonalCoupon[] }> {
  const customerId = requireCustomer(session, 'увидеть свои купоны');
  const rows = await personalCoupons(db, customerId);
  return {
    coupons: rows.map((row) => ({
      code: row.code,
      title: row.title ?? row.code,
      percent: row.percent,
      amount: row.amount,
      minTotal: row.min_total,
      validUntil: row.valid_until,
    })),
  };
}
