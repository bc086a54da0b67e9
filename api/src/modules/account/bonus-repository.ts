import type { Queryable } from '../../platform/database/types';

export async function bonusBalance(db: Queryable, owner: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM bonus_accounts WHERE owner = $1', [owner]);
  return rows[0]?.balance ?? 0;
}

/** Takes bonuses off the balance; false (and nothing taken) when the balance is short. */
export async function spendBonus(db: Queryable, owner: string, amount: number): Promise<boolean> {
  if (amount === 0) return true;
  const result = await db.query('UPDATE bonus_accounts SET balance = balance - $2 WHERE owner = $1 AND balance >= $2', [
    owner,
    amount,
  ]);
  return result.affectedRows > 0;
}

export async function refundBonus(db: Queryable, owner: string, amount: number): Promise<void> {
  if (amount === 0) return;
  await db.query(
    `INSERT INTO bonus_accounts (owner, balance) VALUES ($1, $2)
     ON CONFLICT (owner) DO UPDATE SET balance = bonus_accounts.balance + EXCLUDED.balance`,
    [owner, amount],
  );
}

export const FIRST_ORDER_BONUS = 250;

/** 250 bonuses once per shopper, for the first order received; true when credited now. */
export async function creditFirstOrderBonus(db: Queryable, owner: string): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO bonus_accounts (owner, balance, first_order_credited) VALUES ($1, $2, true)
     ON CONFLICT (owner) DO UPDATE SET balance = bonus_accounts.balance + $2, first_order_credited = true
       WHERE NOT bonus_accounts.first_order_credited`,
    [owner, FIRST_ORDER_BONUS],
  );
  return result.affectedRows > 0;
}
