export interface ReleaseWatchOptions {
  now?: () => number;
  /** a check runs at most this often, however often the tab regains focus */
  minIntervalMs?: number;
  /** and at least this often while the tab is in view */
  everyMs?: number;
}

/**
 * Runs `check` (read the registry and the server's build id, compare) when the tab comes back into view or regains
 * focus, and every five minutes while it is in view; never more than once a minute, never two at a time. A failed
 * check changes nothing. Returns a function that stops watching.
 */
export function watchReleases(
  check: () => Promise<void>,
  { now = Date.now, minIntervalMs = 60_000, everyMs = 5 * 60_000 }: ReleaseWatchOptions = {},
): () => void {
  let lastCheck = now();
  let checking = false;
  const maybeCheck = () => {
    if (document.visibilityState === 'hidden' || checking || now() - lastCheck < minIntervalMs) return;
    lastCheck = now();
    checking = true;
    check()
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  };
  window.addEventListener('focus', maybeCheck);
  document.addEventListener('visibilitychange', maybeCheck);
  const timer = window.setInterval(maybeCheck, everyMs);
  return () => {
    window.removeEventListener('focus', maybeCheck);
    document.removeEventListener('visibilitychange', maybeCheck);
    window.clearInterval(timer);
  };
}
