import type { Db, Queryable } from '../database/types';

export const SESSION_TTL_DAYS = 30;

export interface StoredSession {
  data: unknown;
  /** true when the expiry should be pushed forward (sliding expiry, written at most daily) */
  stale: boolean;
}

export async function findSession(db: Queryable, id: string): Promise<StoredSession | null> {
  const { rows } = await db.query<StoredSession>(
    `SELECT data, expires_at < now() + make_interval(days => $2::int - 1) AS stale
       FROM sessions WHERE id = $1 AND expires_at > now()`,
    [id, SESSION_TTL_DAYS],
  );
  return rows[0] ?? null;
}

export async function insertSession(db: Queryable, id: string, data: unknown): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, data, expires_at) VALUES ($1, $2::jsonb, now() + make_interval(days => $3::int))`,
    [id, JSON.stringify(data), SESSION_TTL_DAYS],
  );
}

export async function updateSession(db: Queryable, id: string, data: unknown): Promise<void> {
  await db.query(
    `UPDATE sessions SET data = $2::jsonb, updated_at = now(), expires_at = now() + make_interval(days => $3::int)
      WHERE id = $1`,
    [id, JSON.stringify(data), SESSION_TTL_DAYS],
  );
}

export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE sessions SET expires_at = now() + make_interval(days => $2::int) WHERE id = $1`, [
    id,
    SESSION_TTL_DAYS,
  ]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const { affectedRows } = await db.query('DELETE FROM sessions WHERE expires_at <= now()');
  return affectedRows;
}

/** Moves a session to a new id in one step: the new row is written and the old one removed, or neither. */
export async function replaceSession(db: Db, oldId: string, newId: string, data: unknown): Promise<void> {
  await db.transaction(async (tx) => {
    await insertSession(tx, newId, data);
    await deleteSession(tx, oldId);
  });
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id]);
}
