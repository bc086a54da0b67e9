import { startTransition, useEffect, useState } from 'react';

/** How long a browser without idle callbacks waits before it counts as idle. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * False until the browser has had a quiet moment after this component arrived, then true: for work that readies
 * what a later tap will show (a sheet drawn hidden), done when it takes nothing from the page's start or a tap.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, NO_IDLE_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}
