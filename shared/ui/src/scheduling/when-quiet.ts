import { TOUCHES } from './after-first-touch';
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
  /**
   * the longest wait, for work the shopper sees (a button, a part made to work): a page that never goes quiet (an
   * animation on the main thread, a script that keeps it busy) runs it then, in a task of its own
   */
  latestMs?: number;
}

/**
 * One watch over the page for every work waiting for quiet, in the order they asked. Once the page has been quiet
 * (idle periods each with a whole frame free, `QUIET_MS` in a row; a page still loading, drawing or answering a tap
 * breaks the run and it starts again), the waiting works run one per idle period with a whole frame free, each a task
 * of its own, until none is left or the shopper touches the page, which starts the count again. Each work waiting
 * for a quiet of its own instead, the first work's tasks broke the others' runs, and the page's quiet-time work came
 * a quiet time apart: a shopper who tapped seconds after the page was quiet still met it.
 */
const waiting: Array<() => void> = [];
let since: number | null = null;
let draining = false;
let cancelCheck: (() => void) | null = null;

const onTouch = () => {
  draining = false;
  since = null;
};

function watch() {
  if (cancelCheck) return;
  TOUCHES.forEach((type) => window.addEventListener(type, onTouch, { capture: true, passive: true }));
  cancelCheck = whenIdle(check);
}

function unwatch() {
  cancelCheck?.();
  cancelCheck = null;
  TOUCHES.forEach((type) => window.removeEventListener(type, onTouch, true));
  draining = false;
  since = null;
}

function check(deadline?: IdleDeadline) {
  cancelCheck = null;
  const now = performance.now();
  // a browser without idle callbacks gives no deadline: its fixed moment counts as quiet
  const free = deadline === undefined || deadline.timeRemaining() >= WHOLE_FRAME_MS;
  if (!draining) {
    since = free ? (since ?? now) : null;
    if (since !== null && (deadline === undefined || now - since >= QUIET_MS)) {
      markQuiet();
      draining = true;
    }
  }
  try {
    if (draining && free) waiting.shift()?.();
  } finally {
    // the work may have asked for more (then the watch is on again), cancelled the rest or thrown: the others still run
    if (waiting.length === 0) unwatch();
    else cancelCheck ??= whenIdle(check);
  }
}

/**
 * Runs `work` once the page has been quiet, after the works that asked before it, each in an idle period of its own
 * (above), or at `latestMs` if it has not run by then. Returns a function that cancels it. A browser without idle
 * callbacks counts a fixed moment instead (`whenIdle`).
 */
export function whenQuiet(work: () => void, { latestMs }: WhenQuietOptions = {}): () => void {
  let latest: ReturnType<typeof setTimeout> | undefined;
  const leave = () => {
    const index = waiting.indexOf(run);
    if (index >= 0) waiting.splice(index, 1);
    if (waiting.length === 0) unwatch();
  };
  const run = () => {
    if (latest !== undefined) clearTimeout(latest);
    work();
  };
  waiting.push(run);
  watch();
  if (latestMs !== undefined)
    latest = setTimeout(() => {
      leave();
      work();
    }, latestMs);
  return () => {
    if (latest !== undefined) clearTimeout(latest);
    leave();
  };
}
