import type { Queryable } from '../../platform/database/types';
import { insertCustomer } from '../account';
import { issueWelcomeCoupon } from '../basket';

/** The customer of a phone, created on the first sign-in; a new customer gets a welcome coupon of their own. */
export async function customerOfPhone(db: Queryable, phone: string, firstName: string | null = null): Promise<number> {
  const { row, created } = await insertCustomer(db, { phone, firstName });
  if (created) await issueWelcomeCoupon(db, row.id);
  return row.id;
}
