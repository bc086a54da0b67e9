import type { Queryable } from '../../platform/database/types';
import { remoteFailuresSince } from '../../platform/system/remote-failures';
import { appHealth, type AppHealth } from '../health/version-health';
import { rolloutReports, type RolloutReport } from '../rollout/rollouts';
import { speedOfLast } from '../speed/real-user-speed';
import { registryOverview, type AppOverview } from './registry-service';

export interface AppReport extends AppOverview {
  /** loads of the app that failed in shoppers' browsers in the last hour, per version */
  failures: Array<{ version: string; failures: number; lastMessage: string }>;
  /** real users' 75th percentiles in the last 24 hours, per version (pageType null: all pages) and page type */
  speed: Array<{ version: string; pageType: string | null; metric: string; p75: number; samples: number }>;
  /** the canary beside the current version on the same minutes (the last hour, or since the canary started) */
  health: AppHealth | null;
  /** the canary the platform steps up under the app's policy: its step and what the judge would decide now */
  rollout: RolloutReport | null;
}

/** What `registry status` shows of every app: its position, versions and moves, failures and speed per version. */
export async function registryReport(db: Queryable, now = new Date()): Promise<AppReport[]> {
  const [overview, failures, speed] = await Promise.all([
    registryOverview(db),
    remoteFailuresSince(db, 60, now),
    speedOfLast(db, 24, now),
  ]);
  const health = await Promise.all(overview.map((entry) => appHealth(db, entry, now)));
  const rollouts = await rolloutReports(db, now);
  return overview.map((entry, index) => ({
    ...entry,
    health: health[index] ?? null,
    rollout: rollouts.find((rollout) => rollout.app === entry.app) ?? null,
    failures: failures
      .filter((failure) => failure.remote === entry.app)
      .map(({ version, failures: count, lastMessage }) => ({ version, failures: count, lastMessage })),
    speed: speed.filter((row) => row.app === entry.app).map(({ app: _app, ...row }) => row),
  }));
}
