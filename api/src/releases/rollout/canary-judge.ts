import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/types';
import { DomainError } from '../../platform/errors';
import type { MoveRequest, RegistryApp } from '../registry/registry-moves';
import type { MoveRecord } from '../registry/registry-repository';
import { moveAppWithin } from '../registry/registry-service';
import type { Judgement } from './judgement';
import { claimLease, endRollout, insertJudgement, releaseLease } from './rollout-repository';
import { PLATFORM_ACTOR, endRolloutAs, readRollout, runningRollouts } from './rollouts';

/** Long enough for a pass (a few reads and moves, a webhook's time-out); an instance that died frees it by then. */
const LEASE_SECONDS = 120;
export const WEBHOOK_TIMEOUT_MS = 3000;

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface CanaryJudgeOptions {
  db: Db;
  log: Log;
  webhookTimeoutMs?: number;
  /**
   * Called between reading an app and moving it. Only tests pass it, to move the app as a person would in that
   * moment and show that the judge's move against what it read is refused.
   */
  beforeMove?: (app: string) => Promise<void>;
}

/** What one pass did for one canary. */
export interface JudgeOutcome {
  app: string;
  version: string;
  judgement: Judgement | null;
  /** the move the platform made; null when it waited, or its move was refused */
  move: MoveRecord | null;
  /** why nothing moved although the judgement said to: someone moved the app after the judge read it */
  refused: string | null;
  /** the rollout ended: its canary was released or rolled back, by the platform or by a person's move */
  ended: 'released' | 'rolled_back' | 'taken_over' | null;
}

/** The JSON of one of the platform's moves: recorded beside the move and POSTed to the team's webhook as it is. */
export interface JudgementRecord extends Judgement {
  by: 'platform';
  move: { id: number; action: string; revision: number; at: string; from: string | null; to: string };
}

const requestOf = (judgement: Judgement): MoveRequest | null => {
  switch (judgement.decision) {
    case 'step':
      return { action: 'canary', version: judgement.version, percent: judgement.nextPercent ?? 100 };
    case 'release':
      return { action: 'release' };
    case 'rollback':
      return { action: 'rollback' };
    case 'wait':
      return null;
  }
};

const recordOf = (judgement: Judgement, move: MoveRecord): JudgementRecord => ({
  ...judgement,
  by: 'platform',
  move: {
    id: move.id,
    action: move.action,
    revision: move.revision,
    at: move.at.toISOString(),
    from: move.from,
    to: move.to,
  },
});

/** How a move of the judge's ends its rollout: a step does not. */
const endingOf = (judgement: Judgement): JudgeOutcome['ended'] =>
  judgement.decision === 'release' ? 'released' : judgement.decision === 'rollback' ? 'rolled_back' : null;

/**
 * The platform's judge of canaries under a policy. Every instance runs one; a pass acts only while its instance holds
 * the lease, so one judge acts at a time. Each move is made through the registry's move service against the revision
 * the judge read: a person's move made meanwhile always wins (the judge's is refused, and the next pass reads again).
 */
export function canaryJudge({ db, log, webhookTimeoutMs = WEBHOOK_TIMEOUT_MS, beforeMove }: CanaryJudgeOptions) {
  const holder = randomUUID();
  let timer: ReturnType<typeof setInterval> | null = null;
  let pass: Promise<unknown> = Promise.resolve();

  async function postWebhook(url: string, record: JudgementRecord): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
      if (!response.ok) log.warn({ app: record.app, url, status: response.status }, 'canary webhook refused');
    } catch (error) {
      // logged, never retried: the move is recorded in the registry either way
      log.warn({ app: record.app, url, err: error }, 'canary webhook not delivered');
    }
  }

  async function judgeRollout(rollout: Awaited<ReturnType<typeof runningRollouts>>[number], now: Date) {
    const state = await readRollout(db, rollout, now);
    if (state.kind === 'ended') {
      await endRolloutAs(db, state);
      const outcome: JudgeOutcome = {
        app: rollout.app,
        version: rollout.version,
        judgement: null,
        move: null,
        refused: null,
        ended: state.outcome,
      };
      return outcome;
    }
    const { judgement, row, policy } = state;
    const outcome: JudgeOutcome = {
      app: rollout.app,
      version: rollout.version,
      judgement,
      move: null,
      refused: null,
      ended: null,
    };
    const request = requestOf(judgement);
    if (!request) return outcome;
    await beforeMove?.(rollout.app);
    let moved: { move: MoveRecord; record: JudgementRecord; ended: JudgeOutcome['ended'] };
    try {
      // the move, its judgement and the rollout's end commit together: no move of the platform's goes unexplained
      moved = await db.transaction(async (tx) => {
        const { move } = await moveAppWithin(
          tx,
          rollout.app as RegistryApp,
          request,
          row.revision,
          PLATFORM_ACTOR,
          `платформа: ${judgement.reason}`,
        );
        const record = recordOf(judgement, move);
        await insertJudgement(tx, { rollout: rollout.id, moveId: move.id, decision: judgement.decision, record });
        const ended = endingOf(judgement);
        if (ended) await endRollout(tx, rollout.id, ended);
        return { move, record, ended };
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      log.info({ app: rollout.app, code: error.code }, 'the canary moved meanwhile: the judge reads it again');
      return { ...outcome, refused: error.code };
    }
    const { move, record, ended } = moved;
    log.info(
      { app: rollout.app, decision: judgement.decision, reason: judgement.reason },
      'the platform moved a canary',
    );
    if (policy.webhookUrl) await postWebhook(policy.webhookUrl, record);
    return { ...outcome, move, ended };
  }

  /**
   * One pass over every canary under a policy, as of `now`; null when another instance holds the lease (it is
   * judging now). Tests call it with the clock they need instead of waiting minutes.
   */
  async function judgeOnce(now = new Date()): Promise<JudgeOutcome[] | null> {
    if (!(await claimLease(db, holder, LEASE_SECONDS))) return null;
    try {
      const outcomes: JudgeOutcome[] = [];
      for (const rollout of await runningRollouts(db)) outcomes.push(await judgeRollout(rollout, now));
      return outcomes;
    } finally {
      await releaseLease(db, holder);
    }
  }

  return {
    judgeOnce,
    /** Judges every `intervalMs` until stopped; a failed pass is logged and the next one tries again. */
    start(intervalMs: number): void {
      if (timer) return;
      let running = false;
      timer = setInterval(() => {
        // a pass still running (a slow webhook) is not joined by another of this instance's
        if (running) return;
        running = true;
        pass = judgeOnce()
          .catch((error: unknown) => log.warn({ err: error }, 'the canary judge failed a pass'))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await pass;
    },
  };
}

export type CanaryJudge = ReturnType<typeof canaryJudge>;
