import type { Queryable } from '../../platform/database/types';

export interface SpeedRow {
  app: string;
  version: string;
  pageType: string;
  metric: string;
  value: number;
}

export async function insertSpeedSamples(db: Queryable, samples: SpeedRow[]): Promise<void> {
  await db.query(
    `INSERT INTO speed_samples (app, version, page_type, metric, value)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[])`,
    [
      samples.map((sample) => sample.app),
      samples.map((sample) => sample.version),
      samples.map((sample) => sample.pageType),
      samples.map((sample) => sample.metric),
      samples.map((sample) => sample.value),
    ],
  );
}

export async function deleteSpeedSamplesBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM speed_samples WHERE at < $1::timestamptz', [before.toISOString()]);
}

export interface SpeedPercentile {
  app: string;
  version: string;
  /** null: all of the version's pages together */
  pageType: string | null;
  metric: string;
  p75: number;
  samples: number;
}

/** The 75th percentile of each metric per app and version, over all its pages and per page type. */
export async function speedPercentilesSince(db: Queryable, since: Date): Promise<SpeedPercentile[]> {
  const { rows } = await db.query<{
    app: string;
    version: string;
    page_type: string | null;
    metric: string;
    p75: number | string;
    samples: number;
  }>(
    `SELECT app, version, page_type, metric,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
       FROM speed_samples
      WHERE at >= $1::timestamptz
      GROUP BY GROUPING SETS ((app, version, metric), (app, version, page_type, metric))
      ORDER BY app, version, page_type NULLS FIRST, metric`,
    [since.toISOString()],
  );
  return rows.map((row) => ({
    app: row.app,
    version: row.version,
    pageType: row.page_type,
    metric: row.metric,
    p75: Number(row.p75),
    samples: row.samples,
  }));
}
