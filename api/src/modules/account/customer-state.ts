import { ANONYMOUS_USER, type Customer, type UserState } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import type { SessionData } from '../../platform/session';
import { bonusBalance } from './bonus-repository';
import { findCustomer, type CustomerRow } from './customers-repository';

/** A customer created this recently is still «new» to the pages that greet them. */
const RECENTLY_CREATED_MS = 10 * 60 * 1000;

export function toCustomer(row: CustomerRow, now = Date.now()): Customer {
  return {
    id: row.id,
    guid: row.guid,
    phone: row.phone,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    secondName: row.second_name,
    mailingAgree: row.mailing_agree,
    smsAgree: row.sms_agree,
    gender: row.gender,
    birthdate: row.birthdate === null ? null : String(row.birthdate).slice(0, 10),
    wasRecentlyCreated: now - new Date(row.created_at).getTime() < RECENTLY_CREATED_MS,
    // A verification mail went out for the e-mail and is not confirmed yet.
    sentMail: row.email !== null && !row.email_verified,
  };
}

/** Who the visitor is: the signed-in customer with the bonus balance, or an anonymous shopper. */
export async function customerState(db: Queryable, session: SessionData): Promise<UserState> {
  const row = session.customerId === null ? null : await findCustomer(db, session.customerId);
  if (!row) return { ...ANONYMOUS_USER, basketId: session.basketId };
  return {
    basketId: session.basketId,
    bonus: await bonusBalance(db, row.id),
    isAuthenticated: true,
    hasEighteen: row.has_eighteen,
    customer: toCustomer(row),
  };
}
