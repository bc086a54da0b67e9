import type { Queryable } from '../../platform/database/types';

export interface RemoteErrorRow {
  app: string;
  version: string;
  pageType: string;
  fingerprint: string;
  source: string;
  message: string;
}

/** Adds one report to its minute's row (one row per minute, app, version, page type and fingerprint). */
export async function addRemoteError(db: Queryable, error: RemoteErrorRow, minute: Date): Promise<void> {
  await db.query(
    `INSERT INTO remote_errors (app, version, page_type, fingerprint, minute, errors, source, message)
     VALUES ($1, $2, $3, $4, $5::timestamptz, 1, $6, $7)
     ON CONFLICT (app, version, minute, page_type, fingerprint)
     DO UPDATE SET errors = remote_errors.errors + 1, source = EXCLUDED.source, message = EXCLUDED.message`,
    [error.app, error.version, error.pageType, error.fingerprint, minute.toISOString(), error.source, error.message],
  );
}

export interface PageCountRow {
  app: string;
  version: string;
  pageType: string;
  views: number;
  adds: number;
  weightedViews: number;
}

/** Adds a beacon's counts to their minute's rows, one statement for all of them. */
export async function addPageCounts(db: Queryable, rows: PageCountRow[], minute: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO page_counts (app, version, page_type, minute, views, adds, weighted_views)
     SELECT c.app, c.version, c.page_type, $1::timestamptz, sum(c.views), sum(c.adds), sum(c.weighted)
       FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::float8[])
            AS c(app, version, page_type, views, adds, weighted)
      GROUP BY c.app, c.version, c.page_type
     ON CONFLICT (app, version, minute, page_type)
     DO UPDATE SET views = page_counts.views + EXCLUDED.views, adds = page_counts.adds + EXCLUDED.adds,
                   weighted_views = page_counts.weighted_views + EXCLUDED.weighted_views`,
    [
      minute.toISOString(),
      rows.map((row) => row.app),
      rows.map((row) => row.version),
      rows.map((row) => row.pageType),
      rows.map((row) => row.views),
      rows.map((row) => row.adds),
      rows.map((row) => row.weightedViews),
    ],
  );
}

export async function deleteHealthBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM remote_errors WHERE minute < $1::timestamptz', [before.toISOString()]);
  await db.query('DELETE FROM page_counts WHERE minute < $1::timestamptz', [before.toISOString()]);
}

/** The minutes a figure covers: from the minute `since` falls in to `until`. */
export interface Window {
  since: Date;
  until: Date;
}

const windowParams = (app: string, versions: readonly string[], { since, until }: Window) => [
  app,
  [...versions],
  since.toISOString(),
  until.toISOString(),
];

export async function pageCountsOf(
  db: Queryable,
  app: string,
  versions: readonly string[],
  window: Window,
): Promise<Array<{ version: string; views: number; adds: number; weightedViews: number }>> {
  const { rows } = await db.query<{ version: string; views: number; adds: number; weighted_views: number | string }>(
    `SELECT version, sum(views)::int AS views, sum(adds)::int AS adds, sum(weighted_views) AS weighted_views
       FROM page_counts
      WHERE app = $1 AND version = ANY($2::text[])
        AND minute >= date_trunc('minute', $3::timestamptz) AND minute <= $4::timestamptz
      GROUP BY version`,
    windowParams(app, versions, window),
  );
  return rows.map((row) => ({
    version: row.version,
    views: row.views,
    adds: row.adds,
    weightedViews: Number(row.weighted_views),
  }));
}

export interface FingerprintCount {
  version: string;
  fingerprint: string;
  errors: number;
  source: string;
  message: string;
}

/** Errors per version and fingerprint, the most frequent first, each with its latest message and source. */
export async function remoteErrorsOf(
  db: Queryable,
  app: string,
  versions: readonly string[],
  window: Window,
): Promise<FingerprintCount[]> {
  const { rows } = await db.query<FingerprintCount>(
    `SELECT version, fingerprint, sum(errors)::int AS errors,
            (array_agg(source ORDER BY minute DESC))[1] AS source,
            (array_agg(message ORDER BY minute DESC))[1] AS message
       FROM remote_errors
      WHERE app = $1 AND version = ANY($2::text[])
        AND minute >= date_trunc('minute', $3::timestamptz) AND minute <= $4::timestamptz
      GROUP BY version, fingerprint
      ORDER BY version, errors DESC, fingerprint`,
    windowParams(app, versions, window),
  );
  return rows;
}

/** Loads of the remote that failed in browsers (reported to /api/client-log), per version. */
export async function loadFailuresOf(
  db: Queryable,
  app: string,
  versions: readonly string[],
  window: Window,
): Promise<Array<{ version: string; failures: number }>> {
  const { rows } = await db.query<{ version: string; failures: number }>(
    `SELECT version, count(*)::int AS failures
       FROM remote_load_failures
      WHERE remote = $1 AND version = ANY($2::text[])
        AND at >= date_trunc('minute', $3::timestamptz) AND at <= $4::timestamptz
      GROUP BY version`,
    windowParams(app, versions, window),
  );
  return rows;
}

/** Failures of the instances' server renderers, per version and reason. */
export async function serverFailuresOf(
  db: Queryable,
  app: string,
  versions: readonly string[],
  window: Window,
): Promise<Array<{ version: string; reason: string; failures: number }>> {
  const { rows } = await db.query<{ version: string; reason: string; failures: number }>(
    `SELECT version, reason, sum(failures)::int AS failures
       FROM renderer_failures
      WHERE app = $1 AND version = ANY($2::text[])
        AND minute >= date_trunc('minute', $3::timestamptz) AND minute <= $4::timestamptz
      GROUP BY version, reason`,
    windowParams(app, versions, window),
  );
  return rows;
}

/** Real users' 75th percentiles per version and metric, over all the app's pages. */
export async function speedOf(
  db: Queryable,
  app: string,
  versions: readonly string[],
  window: Window,
): Promise<Array<{ version: string; metric: string; p75: number; samples: number }>> {
  const { rows } = await db.query<{ version: string; metric: string; p75: number | string; samples: number }>(
    `SELECT version, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
       FROM speed_samples
      WHERE app = $1 AND version = ANY($2::text[])
        AND at >= date_trunc('minute', $3::timestamptz) AND at <= $4::timestamptz
      GROUP BY version, metric`,
    windowParams(app, versions, window),
  );
  return rows.map((row) => ({ version: row.version, metric: row.metric, p75: Number(row.p75), samples: row.samples }));
}

/**
 * When the app's running canary of `version` began: the first of the moves since the last one that named no canary
 * of that version (a share raised later is the same canary).
 */
export async function canaryStartedAt(db: Queryable, app: string, version: string): Promise<Date | null> {
  const { rows } = await db.query<{ started: Date | string | null }>(
    `SELECT min(moved_at) AS started
       FROM registry_moves
      WHERE app = $1 AND canary_version = $2
        AND id > coalesce((SELECT max(id) FROM registry_moves
                            WHERE app = $1 AND canary_version IS DISTINCT FROM $2), 0)`,
    [app, version],
  );
  const started = rows[0]?.started;
  return started ? new Date(started) : null;
}
