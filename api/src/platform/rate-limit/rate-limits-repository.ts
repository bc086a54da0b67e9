import type { Queryable } from '../database/types';

/**
 * Counts one hit of a key and answers its hits in the current window (this one included) and when the window
 * ends. A key without a counter, or whose window has ended, starts a new window of `windowSeconds` now.
 */
export async function countHit(
  db: Queryable,
  bucket: string,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<{ hits: number; endsAt: Date }> {
  const { rows } = await db.query<{ hits: number; expires_at: Date | string }>(
    `INSERT INTO rate_limit_counters AS c (bucket, key, hits, expires_at)
     VALUES ($1, $2, 1, $3::timestamptz + make_interval(secs => $4))
     ON CONFLICT (bucket, key) DO UPDATE SET
       hits = CASE WHEN c.expires_at <= $3::timestamptz THEN 1 ELSE c.hits + 1 END,
       expires_at = CASE WHEN c.expires_at <= $3::timestamptz THEN EXCLUDED.expires_at ELSE c.expires_at END
     RETURNING hits, expires_at`,
    [bucket, key, now.toISOString(), windowSeconds],
  );
  const row = rows[0]!;
  return { hits: row.hits, endsAt: new Date(row.expires_at) };
}

export async function deleteExpiredCounters(db: Queryable, now = new Date()): Promise<number> {
  const result = await db.query('DELETE FROM rate_limit_counters WHERE expires_at < $1', [now.toISOString()]);
  return result.affectedRows;
}

/** A key's hits in its current window and when the window ends, without counting one; null when it has none. */
export async function hitsSoFar(
  db: Queryable,
  bucket: string,
  key: string,
  now: Date,
): Promise<{ hits: number; endsAt: Date } | null> {
  const { rows } = await db.query<{ hits: number; expires_at: Date | string }>(
    'SELECT hits, expires_at FROM rate_limit_counters WHERE bucket = $1 AND key = $2 AND expires_at > $3::timestamptz',
    [bucket, key, now.toISOString()],
  );
  return rows[0] ? { hits: rows[0].hits, endsAt: new Date(rows[0].expires_at) } : null;
}
