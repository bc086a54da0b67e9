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
const FLUSH_MS = 5000;

/**
 * Renderer failures as every instance's counts in one table, so `registry status` shows a version's failures
 * wherever they happened. A failing renderer may fail at every page: failures are added up in memory and written a
 * few seconds later, one statement for all of them.
 */
export function rendererFailureLog(db: Queryable, onError: (error: unknown) => void) {
  let counts = new Map<string, RendererFailureCount>();
  let flushing: Promise<void> | null = null;
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  function flush(): Promise<void> {
    if (flushing || counts.size === 0) return flushing ?? Promise.resolve();
    const batch = [...counts.values()];
    counts = new Map();
    const oldest = new Date(Date.now() - KEEP_MS);
    flushing = addRendererFailures(db, batch)
      .then(() => deleteRendererFailuresBefore(db, oldest))
      .catch(onError)
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  return {
    record(app: string, version: string, failure: RendererFailure, now = new Date()): void {
      const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      const key = `${app}\n${version}\n${failure.reason}\n${minute.getTime()}`;
      const known = counts.get(key);
      if (known) {
        known.failures += 1;
        known.lastMessage = failure.message;
      } else
        counts.set(key, { app, version, reason: failure.reason, minute, failures: 1, lastMessage: failure.message });
    },
    flush,
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Renderer failures per app, version and reason over the last `minutes`. */
export function rendererFailuresOfLast(db: Queryable, minutes: number, now = new Date()) {
  return rendererFailuresSince(db, new Date(now.getTime() - minutes * 60_000));
}
