import type { Queryable } from '../database/types';

export async function insertRemoteFailure(
  db: Queryable,
  failure: { remote: string; version: string; message: string },
): Promise<void> {
  await db.query('INSERT INTO remote_load_failures (remote, version, message) VALUES ($1, $2, $3)', [
    failure.remote,
    failure.version,
    failure.message,
  ]);
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM remote_load_failures WHERE at < $1::timestamptz', [before.toISOString()]);
}

export async function countFailuresSince(
  db: Queryable,
  since: Date,
): Promise<Array<{ remote: string; version: string; failures: number; lastMessage: string }>> {
  const { rows } = await db.query<{ remote: string; version: string; failures: number; last_message: string }>(
    `SELECT remote, version, count(*)::int AS failures,
            (array_agg(message ORDER BY at DESC))[1] AS last_message
       FROM remote_load_failures
      WHERE at >= $1::timestamptz
      GROUP BY remote, version
      ORDER BY remote, version`,
    [since.toISOString()],
  );
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    failures: row.failures,
    lastMessage: row.last_message,
  }));
}
