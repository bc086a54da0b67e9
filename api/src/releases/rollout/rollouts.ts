import type { Db, Queryable } from '../../platform/database/types';
import { invalid } from '../../platform/errors';
import { versionHealth, type VersionHealth } from '../health/version-health';
import type { MoveRequest, RegistryApp } from '../registry/registry-moves';
import { readApps, recentMoves, type Actor, type AppRow } from '../registry/registry-repository';
import { moveApp, moveAppWithin, type MoveOutcome } from '../registry/registry-service';
import { judgeCanary, type Judgement } from './judgement';
import { DEFAULT_ROLLOUT_POLICY, assertPolicy, canaryShares, type RolloutPolicy } from './rollout-policy';
import {
  endRollout,
  findPolicy,
  insertRollout,
  runningRollouts,
  writePolicy,
  type Rollout,
  type RolloutOutcome,
} from './rollout-repository';

/** Who the judge's moves are recorded as. */
export const PLATFORM_ACTOR: Actor = { by: 'platform', team: null, tokenId: null, ciRunUrl: null };

/** The app's policy, or the defaults when it has none of its own. */
export async function effectivePolicy(db: Queryable, app: string): Promise<RolloutPolicy> {
  return (await findPolicy(db, app)) ?? DEFAULT_ROLLOUT_POLICY;
}

/** Sets an app's policy: what `changes` names, over what it has now (or the defaults). */
export async function setPolicy(
  db: Queryable,
  app: RegistryApp,
  changes: Partial<RolloutPolicy>,
  by: string,
): Promise<RolloutPolicy> {
  if (app === 'shell') throw invalid('rollout_policy', 'У оболочки нет канарейки, а значит и политики выкатки.');
  const policy = assertPolicy({ ...(await effectivePolicy(db, app)), ...changes });
  await writePolicy(db, app, policy, by);
  return policy;
}

/** How a team starts a canary the platform steps up: its shares and minutes, the policy's where not named. */
export interface RolloutRequest {
  steps?: number[];
  minutes?: number;
}

/**
 * Moves the registry as `moveApp` does; a canary move with `rollout` also puts the canary under the app's policy,
 * its shares starting at the move's. The policy's checks run before the move, so a refused rollout moves nothing.
 */
export async function moveUnderPolicy(
  db: Db,
  app: RegistryApp,
  request: MoveRequest,
  expectedRevision: number,
  actor: Actor,
  reason: string | null,
  rollout?: RolloutRequest,
): Promise<MoveOutcome & { rollout: Rollout | null }> {
  if (!rollout) return { ...(await moveApp(db, app, request, expectedRevision, actor, reason)), rollout: null };
  if (request.action !== 'canary') {
    throw invalid('rollout_action', 'Шаги бывают только у канарейки (action: canary).');
  }
  const policy = await effectivePolicy(db, app);
  const planned = assertPolicy({
    ...policy,
    steps: canaryShares(rollout.steps ?? policy.steps, request.percent),
    stepMinutes: rollout.minutes ?? policy.stepMinutes,
  });
  if (planned.steps.length === 0 || planned.steps[0] !== request.percent) {
    throw invalid('rollout_policy', 'Канарейка с шагами начинается с доли меньше 100 %.');
  }
  // the move and its rollout commit together: a canary is never left at its first share with nobody to step it up
  return db.transaction(async (tx) => {
    const outcome = await moveAppWithin(tx, app, request, expectedRevision, actor, reason);
    const started = await insertRollout(tx, {
      app,
      version: request.version,
      steps: planned.steps,
      stepMinutes: planned.stepMinutes,
      startedRevision: outcome.move.revision,
      startedBy: actor.by,
    });
    return { ...outcome, rollout: started };
  });
}

/** A running rollout as the judge finds it: still its own to judge, or ended by a move that was not its own. */
export type RolloutState =
  | { kind: 'judged'; rollout: Rollout; row: AppRow; policy: RolloutPolicy; judgement: Judgement }
  | { kind: 'ended'; rollout: Rollout; outcome: RolloutOutcome };

/**
 * The minutes a step is judged on: from the step's start (the app's last move) to `now`, for the canary and the
 * current version alike. A share is judged on its own shoppers: the views of a smaller share before it neither
 * dilute its errors nor count towards its least views.
 */
export const stepWindow = (rollout: Rollout, row: Pick<AppRow, 'movedAt'>, now: Date) => ({
  since: row.movedAt ?? rollout.startedAt,
  until: now,
});

/**
 * Reads a rollout and judges it as of `now`. It is the judge's while the canary is its version at one of its shares
 * and the app's last move is its start or the platform's own; any other move took it over.
 */
export async function readRollout(db: Queryable, rollout: Rollout, now: Date): Promise<RolloutState> {
  const row = (await readApps(db)).find((entry) => entry.app === rollout.app);
  const [last] = await recentMoves(db, rollout.app as RegistryApp, 1);
  const platformMoved = last?.by === PLATFORM_ACTOR.by && last.revision === row?.revision;
  if (!row?.canary || row.canary.version !== rollout.version || !row.current) {
    const outcome = platformMoved && last?.action === 'release' ? 'released' : 'rolled_back';
    return { kind: 'ended', rollout, outcome: platformMoved ? outcome : 'taken_over' };
  }
  const ours = platformMoved || (last?.revision === rollout.startedRevision && row.revision === last.revision);
  if (!ours || !rollout.steps.includes(row.canary.percent)) return { kind: 'ended', rollout, outcome: 'taken_over' };
  const policy = await effectivePolicy(db, rollout.app);
  const window = stepWindow(rollout, row, now);
  const [canary, current] = (await versionHealth(db, rollout.app, [row.canary.version, row.current], window)) as [
    VersionHealth,
    VersionHealth,
  ];
  const judgement = judgeCanary({
    policy,
    rollout,
    canary: row.canary,
    movedAt: window.since,
    health: { ...window, versions: [canary, current] },
    now,
  });
  return { kind: 'judged', rollout, row, policy, judgement };
}

/** Marks a rollout ended the way its state says (the judge's own release or rollback, or a person's move). */
export const endRolloutAs = (db: Queryable, state: Extract<RolloutState, { kind: 'ended' }>) =>
  endRollout(db, state.rollout.id, state.outcome);

export { runningRollouts };

/** Where each app's canary under a policy stands: its shares, its step, and what the judge would decide now. */
export interface RolloutReport {
  app: string;
  version: string;
  steps: number[];
  stepMinutes: number;
  startedAt: Date;
  startedBy: string;
  /** null: a move that was not the platform's took it over (the judge ends it on its next pass) */
  judgement: Judgement | null;
}

export async function rolloutReports(db: Queryable, now = new Date()): Promise<RolloutReport[]> {
  const reports: RolloutReport[] = [];
  for (const rollout of await runningRollouts(db)) {
    const state = await readRollout(db, rollout, now);
    reports.push({
      app: rollout.app,
      version: rollout.version,
      steps: rollout.steps,
      stepMinutes: rollout.stepMinutes,
      startedAt: rollout.startedAt,
      startedBy: rollout.startedBy,
      judgement: state.kind === 'judged' ? state.judgement : null,
    });
  }
  return reports;
}
