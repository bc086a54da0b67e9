import type { Queryable } from '../../platform/database/types';

export type CodePurpose = 'login' | 'register' | 'reset' | 'phone-change' | 'delete';

export interface CodeRow {
  id: number;
  code_hash: string;
  session_id: string;
  customer_id: number | null;
  attempts: number;
  expires_at: Date | string;
  verified_at: Date | string | null;
  used_at: Date | string | null;
  created_at: Date | string;
}

export async function insertCode(
  db: Queryable,
  code: {
    phone: string;
    purpose: CodePurpose;
    codeHash: string;
    sessionId: string;
    customerId: number | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO one_time_codes (phone, purpose, code_hash, session_id, customer_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [code.phone, code.purpose, code.codeHash, code.sessionId, code.customerId, code.expiresAt.toISOString()],
  );
}

/** The newest code sent to a phone for a purpose. */
export async function latestCode(db: Queryable, phone: string, purpose: CodePurpose): Promise<CodeRow | null> {
  const { rows } = await db.query<CodeRow & { id: string | number }>(
    `SELECT id, code_hash, session_id, customer_id, attempts, expires_at, verified_at, used_at, created_at
       FROM one_time_codes WHERE phone = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1`,
    [phone, purpose],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Counts a wrong guess; answers the guesses made so far. */
export async function countWrongGuess(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [id],
  );
  return rows[0]?.attempts ?? 0;
}

/** Uses a code up; false when it was used already (two requests racing with one code: one wins). */
export async function spendCode(db: Queryable, id: number): Promise<boolean> {
  const result = await db.query('UPDATE one_time_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id]);
  return result.affectedRows > 0;
}

export async function markVerified(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE one_time_codes SET verified_at = coalesce(verified_at, now()) WHERE id = $1', [id]);
}

export async function findCode(
  db: Queryable,
  id: number,
): Promise<(CodeRow & { phone: string; purpose: CodePurpose }) | null> {
  const { rows } = await db.query<CodeRow & { id: string | number; phone: string; purpose: CodePurpose }>(
    `SELECT id, phone, purpose, code_hash, session_id, customer_id, attempts, expires_at, verified_at, used_at, created_at
       FROM one_time_codes WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}
