import { startTransition, useEffect, useState } from 'react';
import { runAhead } from '../scheduling/run-ahead';

/**
 * False until the browser has had a quiet moment after this component arrived, then true: for work that readies
 * what a later tap will show (a sheet drawn hidden), done when it takes nothing from the page's start or a tap.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return runAhead('drawnHidden', () => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
