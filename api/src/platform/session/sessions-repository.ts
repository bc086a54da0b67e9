import type { Db, Queryable } from '../database/types';

export const SESSION_TTL_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;
/**
 * How long the id a session had before sign-in stays known as replaced: long enough for any request the browser
 * sent with it before the sign-in answered (a page the server draws included) to arrive.
 */
export const REPLACED_ID_SECONDS = 120;

export type StoredSession =
  | {
      replaced: false;
      data: unknown;
      /** true when the expiry should be pushed forward (sliding expiry, written at most daily) */
      stale: boolean;
    }
  /** the id was moved to a new one moments ago; its data went with it */
  | { replaced: true };

export async function findSession(db: Queryable, id: string): Promise<StoredSession | null> {
  const { rows } = await db.query<{ data: unknown; stale: boolean; replaced: boolean }>(
    `SELECT data, expires_at < now() + make_interval(days => $2::int - 1) AS stale, replaced_at IS NOT NULL AS replaced
       FROM sessions WHERE id = $1 AND expires_at > now()`,
    [id, SESSION_TTL_DAYS],
  );
  const row = rows[0];
  if (!row) return null;
  return row.replaced ? { replaced: true } : { replaced: false, data: row.data, stale: row.stale };
}

export async function insertSession(
  db: Queryable,
  id: string,
  data: unknown,
  lifetimeSeconds = SESSION_TTL_DAYS * DAY_SECONDS,
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, data, expires_at) VALUES ($1, $2::jsonb, now() + make_interval(secs => $3::int))`,
    [id, JSON.stringify(data), lifetimeSeconds],
  );
}

/** Writes a session under an id given out before (with a cached page) unless a concurrent request wrote it first. */
export async function insertSessionIfAbsent(db: Queryable, id: string, data: unknown): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, data, expires_at) VALUES ($1, $2::jsonb, now() + make_interval(days => $3::int))
     ON CONFLICT (id) DO NOTHING`,
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

/**
 * Moves a session to a new id in one step: the new row is written and the old one emptied and marked replaced
 * (gone a little later), or neither.
 */
export async function replaceSession(db: Db, oldId: string, newId: string, data: unknown): Promise<void> {
  await db.transaction(async (tx) => {
    await insertSession(tx, newId, data);
    await tx.query(
      `UPDATE sessions SET data = '{}'::jsonb, replaced_at = now(), updated_at = now(),
              expires_at = now() + make_interval(secs => $2::int)
        WHERE id = $1`,
      [oldId, REPLACED_ID_SECONDS],
    );
  });
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id]);
}
