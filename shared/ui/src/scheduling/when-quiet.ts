import { whenIdle } from './when-idle';

/** How long the page has had nothing to do before it counts as quiet. */
export const QUIET_MS = 400;
/** An idle period this long is a whole frame free (the browser gives at most 50 ms). */
const WHOLE_FRAME_MS = 45;
/** The User Timing mark of the moment the page first counted as quiet: what ran before it is the start-up's cost. */
export const QUIET_MARK = 'page-quiet';

function markQuiet() {
  if (typeof performance.mark !== 'function' || typeof performance.getEntriesByName !== 'function') return;
  if (performance.getEntriesByName(QUIET_MARK).length === 0) performance.mark(QUIET_MARK);
}

export interface WhenQuietOptions {
  /** how long the page must have had nothing to do */
  quietMs?: number;
  /**
   * the longest wait, for work the shopper sees (a button, a part made to work): a page that never goes quiet (an
   * animation on the main thread, a script that keeps it busy) runs it then, in a task of its own
   */
  latestMs?: number;
}

/**
 * Runs `work` once the page has been quiet: idle periods each with a whole frame free, `quietMs` in a row (a page
 * still loading, drawing or answering a tap breaks the run and it starts again), or at `latestMs` if the page has not
 * been quiet by then. Returns a function that cancels it. A browser without idle callbacks counts a fixed moment
 * instead (`whenIdle`).
 */
export function whenQuiet(work: () => void, { quietMs = QUIET_MS, latestMs }: WhenQuietOptions = {}): () => void {
  let since: number | null = null;
  let cancelIdle = () => undefined as void;
  let latest: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelIdle();
    if (latest !== undefined) clearTimeout(latest);
  };
  const check = (deadline?: IdleDeadline) => {
    const now = performance.now();
    const free = deadline === undefined || deadline.timeRemaining() >= WHOLE_FRAME_MS;
    since = free ? (since ?? now) : null;
    if (since !== null && (deadline === undefined || now - since >= quietMs)) {
      if (latest !== undefined) clearTimeout(latest);
      if (quietMs === QUIET_MS) markQuiet();
      return work();
    }
    cancelIdle = whenIdle(check);
  };
  cancelIdle = whenIdle(check);
  if (latestMs !== undefined)
    latest = setTimeout(() => {
      cancelIdle();
      work();
    }, latestMs);
  return cancel;
}
