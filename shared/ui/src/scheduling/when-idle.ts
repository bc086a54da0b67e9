/** How long a browser without idle callbacks waits before it counts as idle. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

export interface WhenIdleOptions {
  /** the longest wait, for work that must happen even on a page that is never idle */
  timeout?: number;
}

/**
 * Runs `work` once the browser has a quiet moment, and returns a function that cancels it: for work that readies
 * what comes later (a module loaded ahead, a sheet drawn hidden, background services) and must take nothing from
 * the page's first render or a tap; `work` is given the idle period's deadline. A browser without idle callbacks waits
 * a fixed moment instead, and gives no deadline.
 */
export function whenIdle(work: (deadline?: IdleDeadline) => void, { timeout }: WhenIdleOptions = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      (deadline) => work(deadline),
      timeout === undefined ? undefined : { timeout },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => work(), NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
