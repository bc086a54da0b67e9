import type { Queryable } from '../database/types';
import { countFailuresSince, deleteFailuresBefore, insertRemoteFailure } from './remote-failures-repository';

/** Failures are kept a week: long enough to look back on a release, short enough to stay small. */
const KEEP_MS = 7 * 24 * 3600_000;
const CLEANUP_CHANCE = 0.01;

/** Records that a remote's version failed to load in a browser (reports are rate-limited by the caller). */
export async function recordRemoteFailure(
  db: Queryable,
  failure: { remote: string; version: string; message: string },
  now = new Date(),
): Promise<void> {
  await insertRemoteFailure(db, failure);
  if (Math.random() < CLEANUP_CHANCE) await deleteFailuresBefore(db, new Date(now.getTime() - KEEP_MS));
}

/** Load failures per remote and version over the last `minutes`. */
export function remoteFailuresSince(db: Queryable, minutes: number, now = new Date()) {
  return countFailuresSince(db, new Date(now.getTime() - minutes * 60_000));
}
