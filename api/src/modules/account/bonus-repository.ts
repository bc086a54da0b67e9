/**
 * The bonus ledger: every accrual and spend of a customer is a row and the balance is their sum (1 bonus = 1 ruble).
 * A spend locks the customer's row before it reads the balance, so two checkouts at once cannot both spend the
 * same bonuses and the balance never goes below zero.
 */
import type { Queryable } from '../../platform/database/types';

export type BonusKind = 'first_order' | 'order_spend' | 'order_refund' | 'charity';

export async function bonusBalance(db: Queryable, customerId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT coalesce(sum(amount), 0)::integer AS balance FROM bonus_ledger WHERE customer_id = $1',
    [customerId],
  );
  return rows[0]?.balance ?? 0;
}

/** Locks the customer's row until the transaction ends: bonus spends of one customer run one after another. */
async function lockCustomer(db: Queryable, customerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
  return rows.length > 0;
}

/**
 * Takes `amount` bonuses off the balance inside the caller's transaction; false (and nothing taken) when the
 * balance is short.
 */
export async function spendBonus(
  db: Queryable,
  customerId: number,
  amount: number,
  kind: 'order_spend' | 'charity',
  orderId: number | null = null,
): Promise<boolean> {
  if (amount === 0) return true;
  if (!(await lockCustomer(db, customerId))) return false;
  if ((await bonusBalance(db, customerId)) < amount) return false;
  await db.query('INSERT INTO bonus_ledger (customer_id, amount, kind, order_id) VALUES ($1, $2, $3, $4)', [
    customerId,
    -amount,
    kind,
    orderId,
  ]);
  return true;
}

/** Gives bonuses spent on an order back when the order is cancelled. */
export async function refundBonus(db: Queryable, customerId: number, amount: number, orderId: number): Promise<void> {
  if (amount === 0) return;
  await db.query("INSERT INTO bonus_ledger (customer_id, amount, kind, order_id) VALUES ($1, $2, 'order_refund', $3)", [
    customerId,
    amount,
    orderId,
  ]);
}

export const FIRST_ORDER_BONUS = 250;

/** 250 bonuses once per customer, for the first order received; true when credited now. */
export async function creditFirstOrderBonus(db: Queryable, customerId: number, orderId: number): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO bonus_ledger (customer_id, amount, kind, order_id) VALUES ($1, $2, 'first_order', $3)
     ON CONFLICT (customer_id) WHERE kind = 'first_order' DO NOTHING`,
    [customerId, FIRST_ORDER_BONUS, orderId],
  );
  return result.affectedRows > 0;
}

export interface BonusEntry {
  id: number;
  amount: number;
  kind: BonusKind;
  orderId: number | null;
  at: string;
}

/** The ledger's rows, newest first, a page at a time, with their total count. */
export async function bonusHistory(
  db: Queryable,
  customerId: number,
  limit: number,
  offset: number,
): Promise<{ entries: BonusEntry[]; total: number }> {
  const { rows } = await db.query<{
    id: string | number;
    amount: number;
    kind: BonusKind;
    order_id: number | null;
    created_at: Date | string;
    total: number;
  }>(
    `SELECT id, amount, kind, order_id, created_at, count(*) OVER ()::integer AS total FROM bonus_ledger
      WHERE customer_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [customerId, limit, offset],
  );
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      amount: row.amount,
      kind: row.kind,
      orderId: row.order_id,
      at: new Date(row.created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}
