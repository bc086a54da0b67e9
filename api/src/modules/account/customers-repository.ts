/** The customers table: who signed in, their profile and the state of their password. */
import type { Queryable } from '../../platform/database/types';

export interface CustomerRow {
  id: number;
  guid: string;
  phone: string | null;
  email: string | null;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  second_name: string | null;
  gender: 'male' | 'female' | null;
  birthdate: string | Date | null;
  mailing_agree: boolean;
  sms_agree: boolean;
  has_eighteen: boolean;
  password_hash: string | null;
  failed_password_attempts: number;
  locked_until: Date | string | null;
  telegram_requested: boolean;
  favorite_category_id: number | null;
  created_at: Date | string;
}

const COLUMNS = `id, guid::text AS guid, phone, email, email_verified, first_name, last_name, second_name, gender,
  to_char(birthdate, 'YYYY-MM-DD') AS birthdate, mailing_agree, sms_agree, has_eighteen, password_hash,
  failed_password_attempts, locked_until, telegram_requested, favorite_category_id, created_at`;

export async function findCustomer(db: Queryable, id: number, lock = false): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customers WHERE id = $1 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findCustomerByPhone(db: Queryable, phone: string): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customers WHERE phone = $1 AND deleted_at IS NULL`,
    [phone],
  );
  return rows[0] ?? null;
}

export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customers WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
    [email],
  );
  return rows[0] ?? null;
}

export interface NewCustomer {
  phone: string;
  firstName?: string | null;
  email?: string | null;
  passwordHash?: string | null;
}

/** Creates a customer for a phone, or answers the living one that has it (two sign-ins racing for one phone). */
export async function insertCustomer(
  db: Queryable,
  customer: NewCustomer,
): Promise<{ row: CustomerRow; created: boolean }> {
  const { rows } = await db.query<CustomerRow>(
    `INSERT INTO customers (phone, first_name, email, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (phone) WHERE deleted_at IS NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [customer.phone, customer.firstName ?? null, customer.email ?? null, customer.passwordHash ?? null],
  );
  if (rows[0]) return { row: rows[0], created: true };
  const existing = await findCustomerByPhone(db, customer.phone);
  if (!existing) throw new Error(`customer of ${customer.phone} neither inserted nor found`);
  return { row: existing, created: false };
}

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  secondName?: string | null;
  gender?: 'male' | 'female' | null;
  birthdate?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  mailingAgree?: boolean;
  smsAgree?: boolean;
  hasEighteen?: boolean;
  phone?: string;
  passwordHash?: string | null;
  telegramRequested?: boolean;
  favoriteCategoryId?: number | null;
}

const FIELD_COLUMNS: Record<keyof ProfileFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  secondName: 'second_name',
  gender: 'gender',
  birthdate: 'birthdate',
  email: 'email',
  emailVerified: 'email_verified',
  mailingAgree: 'mailing_agree',
  smsAgree: 'sms_agree',
  hasEighteen: 'has_eighteen',
  phone: 'phone',
  passwordHash: 'password_hash',
  telegramRequested: 'telegram_requested',
  favoriteCategoryId: 'favorite_category_id',
};

/** Writes the given fields (only those present) of a living customer. */
export async function updateCustomer(db: Queryable, id: number, fields: ProfileFields): Promise<void> {
  const entries = (Object.keys(fields) as (keyof ProfileFields)[]).filter((key) => fields[key] !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map((key, i) => `${FIELD_COLUMNS[key]} = $${i + 2}`);
  await db.query(`UPDATE customers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND deleted_at IS NULL`, [
    id,
    ...entries.map((key) => fields[key]),
  ]);
}

/** Counts a wrong password; from `limit` in a row the account is locked until `lockedUntil`. Answers the count. */
export async function countWrongPassword(db: Queryable, id: number, limit: number, lockedUntil: Date): Promise<number> {
  const { rows } = await db.query<{ failed_password_attempts: number }>(
    `UPDATE customers SET failed_password_attempts = failed_password_attempts + 1,
            locked_until = CASE WHEN failed_password_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
      WHERE id = $1 RETURNING failed_password_attempts`,
    [id, limit, lockedUntil.toISOString()],
  );
  return rows[0]?.failed_password_attempts ?? 0;
}

export async function clearWrongPasswords(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE customers SET failed_password_attempts = 0, locked_until = NULL WHERE id = $1', [id]);
}

/**
 * Erases a customer's personal data and marks the account deleted; orders keep pointing at the row for
 * accounting, without a name, phone or e-mail.
 */
export async function eraseCustomer(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE customers SET phone = NULL, email = NULL, email_verified = false, first_name = NULL, last_name = NULL,
            second_name = NULL, gender = NULL, birthdate = NULL, mailing_agree = false, sms_agree = false,
            password_hash = NULL, telegram_requested = false, favorite_category_id = NULL,
            deleted_at = now(), updated_at = now()
      WHERE id = $1`,
    [id],
  );
}
