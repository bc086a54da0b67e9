import { batchedCounts } from '../../platform/database/batched-counts';
import type { Queryable } from '../../platform/database/types';
import type { RendererFailure } from './renderer-process';
import {
  addRendererFailures,
  deleteRendererFailuresBefore,
  rendererFailuresSince,
  type RendererFailureCount,
} from './renderer-failures-repository';

/** Counts are kept a week: long enough to look back on a release, short enough to stay small. */
const KEEP_MS = 7 * 24 * 3600_000;
const WRITE_EVERY_MS = 5000;

/**
 * Renderer failures as every instance's counts in one table, so `registry status` shows a version's failures
 * wherever they happened. A failing renderer may fail at every page: failures are added up in memory and written a
 * few seconds later, one statement for all of them.
 */
export function rendererFailureLog(db: Queryable, onError: (error: unknown) => void) {
  const counts = batchedCounts<RendererFailureCount>({
    everyMs: WRITE_EVERY_MS,
    write: async (failures) => {
      await addRendererFailures(db, [...failures.values()]);
      await deleteRendererFailuresBefore(db, new Date(Date.now() - KEEP_MS));
    },
    onError,
  });

  return {
    record(app: string, version: string, failure: RendererFailure, now = new Date()): void {
      const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      counts.add(`${app}\n${version}\n${failure.reason}\n${minute.getTime()}`, (known) => ({
        app,
        version,
        reason: failure.reason,
        minute,
        failures: (known?.failures ?? 0) + 1,
        lastMessage: failure.message,
      }));
    },
    stop: counts.stop,
  };
}

/** Renderer failures per app, version and reason over the last `minutes`. */
export function rendererFailuresOfLast(db: Queryable, minutes: number, now = new Date()) {
  return rendererFailuresSince(db, new Date(now.getTime() - minutes * 60_000));
}
