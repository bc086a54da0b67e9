import type { Queryable } from '../../platform/database/types';
import type { RolloutPolicy } from './rollout-policy';

interface RawPolicy {
  steps: Array<number | string>;
  step_minutes: number;
  min_views: number;
  max_errors_per_1000: number | null;
  max_errors_vs_current: number | null;
  max_lcp_vs_current: number | null;
  max_inp_vs_current: number | null;
  min_adds_vs_current: number | null;
  webhook_url: string | null;
}

/** An app's own policy; null when it has none. */
export async function findPolicy(db: Queryable, app: string): Promise<RolloutPolicy | null> {
  const { rows } = await db.query<RawPolicy>('SELECT * FROM rollout_policies WHERE app = $1', [app]);
  const row = rows[0];
  if (!row) return null;
  return {
    steps: row.steps.map(Number),
    stepMinutes: row.step_minutes,
    minViews: row.min_views,
    maxErrorsPer1000: row.max_errors_per_1000,
    maxErrorsVsCurrent: row.max_errors_vs_current,
    maxLcpVsCurrent: row.max_lcp_vs_current,
    maxInpVsCurrent: row.max_inp_vs_current,
    minAddsVsCurrent: row.min_adds_vs_current,
    webhookUrl: row.webhook_url,
  };
}

export async function writePolicy(db: Queryable, app: string, policy: RolloutPolicy, by: string): Promise<void> {
  await db.query(
    `INSERT INTO rollout_policies
       (app, steps, step_minutes, min_views, max_errors_per_1000, max_errors_vs_current, max_lcp_vs_current,
        max_inp_vs_current, min_adds_vs_current, webhook_url, updated_by)
     VALUES ($1, $2::numeric[], $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (app) DO UPDATE SET
       steps = EXCLUDED.steps, step_minutes = EXCLUDED.step_minutes, min_views = EXCLUDED.min_views,
       max_errors_per_1000 = EXCLUDED.max_errors_per_1000, max_errors_vs_current = EXCLUDED.max_errors_vs_current,
       max_lcp_vs_current = EXCLUDED.max_lcp_vs_current, max_inp_vs_current = EXCLUDED.max_inp_vs_current,
       min_adds_vs_current = EXCLUDED.min_adds_vs_current, webhook_url = EXCLUDED.webhook_url,
       updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [
      app,
      policy.steps,
      policy.stepMinutes,
      policy.minViews,
      policy.maxErrorsPer1000,
      policy.maxErrorsVsCurrent,
      policy.maxLcpVsCurrent,
      policy.maxInpVsCurrent,
      policy.minAddsVsCurrent,
      policy.webhookUrl,
      by,
    ],
  );
}

export type RolloutOutcome = 'released' | 'rolled_back' | 'taken_over';

export interface Rollout {
  id: number;
  app: string;
  version: string;
  steps: number[];
  stepMinutes: number;
  startedRevision: number;
  startedAt: Date;
  startedBy: string;
}

interface RawRollout {
  id: number | string;
  app: string;
  version: string;
  steps: Array<number | string>;
  step_minutes: number;
  started_revision: number;
  started_at: Date | string;
  started_by: string;
}

const rolloutOf = (row: RawRollout): Rollout => ({
  id: Number(row.id),
  app: row.app,
  version: row.version,
  steps: row.steps.map(Number),
  stepMinutes: row.step_minutes,
  startedRevision: row.started_revision,
  startedAt: new Date(row.started_at),
  startedBy: row.started_by,
});

/** Records a canary the judge steps up; a running one of the app is taken over by it. */
export async function insertRollout(tx: Queryable, rollout: Omit<Rollout, 'id' | 'startedAt'>): Promise<Rollout> {
  await tx.query(
    `UPDATE canary_rollouts SET ended_at = now(), outcome = 'taken_over' WHERE app = $1 AND ended_at IS NULL`,
    [rollout.app],
  );
  const { rows } = await tx.query<RawRollout>(
    `INSERT INTO canary_rollouts (app, version, steps, step_minutes, started_revision, started_by)
     VALUES ($1, $2, $3::numeric[], $4, $5, $6)
     RETURNING *`,
    [rollout.app, rollout.version, rollout.steps, rollout.stepMinutes, rollout.startedRevision, rollout.startedBy],
  );
  return rolloutOf(rows[0]!);
}

export async function runningRollouts(db: Queryable): Promise<Rollout[]> {
  const { rows } = await db.query<RawRollout>('SELECT * FROM canary_rollouts WHERE ended_at IS NULL ORDER BY app');
  return rows.map(rolloutOf);
}

export async function endRollout(db: Queryable, id: number, outcome: RolloutOutcome): Promise<void> {
  await db.query('UPDATE canary_rollouts SET ended_at = now(), outcome = $2 WHERE id = $1 AND ended_at IS NULL', [
    id,
    outcome,
  ]);
}

export async function insertJudgement(
  db: Queryable,
  judgement: { rollout: number; moveId: number; decision: string; record: unknown },
): Promise<void> {
  await db.query('INSERT INTO canary_judgements (rollout, move_id, decision, record) VALUES ($1, $2, $3, $4::jsonb)', [
    judgement.rollout,
    judgement.moveId,
    judgement.decision,
    JSON.stringify(judgement.record),
  ]);
}

/** The judgements that moved an app, newest first. */
export async function judgementsOf(db: Queryable, app: string, limit: number): Promise<unknown[]> {
  const { rows } = await db.query<{ record: unknown }>(
    `SELECT j.record FROM canary_judgements j JOIN canary_rollouts r ON r.id = j.rollout
      WHERE r.app = $1 ORDER BY j.id DESC LIMIT $2`,
    [app, limit],
  );
  return rows.map((row) => (typeof row.record === 'string' ? (JSON.parse(row.record) as unknown) : row.record));
}

/**
 * Takes the judge's lease for `seconds` if nobody else holds it (or `holder` already does): one instance judges at a
 * time. Concurrent claims take turns on the row, and the second finds it held.
 */
export async function claimLease(db: Queryable, holder: string, seconds: number): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE canary_judge_lease SET holder = $1, until = now() + make_interval(secs => $2)
      WHERE only_row AND (until < now() OR holder = $1)`,
    [holder, seconds],
  );
  return claimed.affectedRows === 1;
}

export async function releaseLease(db: Queryable, holder: string): Promise<void> {
  await db.query(`UPDATE canary_judge_lease SET holder = NULL, until = '-infinity' WHERE holder = $1`, [holder]);
}
