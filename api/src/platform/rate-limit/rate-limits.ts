/**
 * Abuse limits that hold across every API instance: counters in the database, one per limit and key (a phone, an
 * address, a session), each window opened by the key's first hit. Checking several limits counts against all of
 * them together or none: a request refused by one limit is not counted by the others.
 */
import { waitText } from '@apteka/contracts';
import type { Db } from '../database/types';
import { rateLimited } from '../errors';
import { countHit, deleteExpiredCounters, hitsSoFar } from './rate-limits-repository';

export interface RateLimit {
  /** what is limited, e.g. 'sms-code:phone'; part of the counter's identity */
  bucket: string;
  /** hits allowed per window */
  limit: number;
  windowSeconds: number;
}

export interface LimitHit {
  limit: RateLimit;
  /** whose hits: a phone, an address, a session id; '*' for a global cap */
  key: string;
}

export interface LimitOutcome {
  allowed: boolean;
  /** when refused: seconds until the longest of the exceeded windows ends */
  retryAfterSeconds: number;
  /** when refused: the first limit that refused */
  exceeded: RateLimit | null;
}

/** Expired counters are removed now and then on the way, so the table stays small without a scheduler. */
const CLEANUP_CHANCE = 0.01;

export async function hitLimits(db: Db, hits: LimitHit[], now = Date.now()): Promise<LimitOutcome> {
  if (Math.random() < CLEANUP_CHANCE) await deleteExpiredCounters(db, new Date(now));
  const refused = new Error('rate limit refused');
  let outcome: LimitOutcome = { allowed: true, retryAfterSeconds: 0, exceeded: null };
  try {
    await db.transaction(async (tx) => {
      for (const { limit, key } of hits) {
        const { hits: count, endsAt } = await countHit(tx, limit.bucket, key, new Date(now), limit.windowSeconds);
        if (count > limit.limit) {
          const wait = Math.ceil((endsAt.getTime() - now) / 1000);
          outcome = {
            allowed: false,
            retryAfterSeconds: Math.max(wait, outcome.retryAfterSeconds),
            exceeded: outcome.exceeded ?? limit,
          };
        }
      }
      // Refused: roll the increments back, so a refused request does not count.
      if (!outcome.allowed) throw refused;
    });
  } catch (error) {
    if (error !== refused) throw error;
  }
  return outcome;
}

/**
 * The seconds until a key that has used up its limit may try again, 0 when it has not: for refusing before the work
 * that would count a hit.
 */
export async function exhaustedFor(db: Db, { limit, key }: LimitHit, now = Date.now()): Promise<number> {
  const counter = await hitsSoFar(db, limit.bucket, key, new Date(now));
  if (!counter || counter.hits < limit.limit) return 0;
  return Math.max(1, Math.ceil((counter.endsAt.getTime() - now) / 1000));
}

/**
 * Counts the hits or refuses the request with a 429 whose message says what is limited and how long to wait,
 * e.g. `message('через 12 минут')` -> «Слишком много запросов кода. Попробуйте через 12 минут.»
 */
export async function enforceLimits(
  db: Db,
  hits: LimitHit[],
  code: string,
  message: (wait: string, exceeded: RateLimit) => string,
  now = Date.now(),
): Promise<void> {
  const outcome = await hitLimits(db, hits, now);
  if (!outcome.allowed) {
    throw rateLimited(code, message(waitText(outcome.retryAfterSeconds), outcome.exceeded!), outcome.retryAfterSeconds);
  }
}

export { deleteExpiredCounters };
