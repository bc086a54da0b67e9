import type { Queryable } from '../../platform/database/types';

export interface RendererFailureCount {
  app: string;
  version: string;
  reason: string;
  minute: Date;
  failures: number;
  lastMessage: string;
}

export async function addRendererFailures(db: Queryable, counts: RendererFailureCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.query(
    `INSERT INTO renderer_failures (app, version, reason, minute, failures, last_message)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::text[])
     ON CONFLICT (app, version, reason, minute)
     DO UPDATE SET failures = renderer_failures.failures + EXCLUDED.failures, last_message = EXCLUDED.last_message`,
    [
      counts.map((count) => count.app),
      counts.map((count) => count.version),
      counts.map((count) => count.reason),
      counts.map((count) => count.minute.toISOString()),
      counts.map((count) => count.failures),
      counts.map((count) => count.lastMessage),
    ],
  );
}

export async function deleteRendererFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM renderer_failures WHERE minute < $1::timestamptz', [before.toISOString()]);
}

export async function rendererFailuresSince(
  db: Queryable,
  since: Date,
): Promise<Array<{ app: string; version: string; reason: string; failures: number; lastMessage: string }>> {
  const { rows } = await db.query<{
    app: string;
    version: string;
    reason: string;
    failures: number;
    last_message: string;
  }>(
    `SELECT app, version, reason, sum(failures)::int AS failures,
            (array_agg(last_message ORDER BY minute DESC))[1] AS last_message
       FROM renderer_failures
      WHERE minute >= $1::timestamptz
      GROUP BY app, version, reason
      ORDER BY app, version, reason`,
    [since.toISOString()],
  );
  return rows.map((row) => ({
    app: row.app,
    version: row.version,
    reason: row.reason,
    failures: row.failures,
    lastMessage: row.last_message,
  }));
}
