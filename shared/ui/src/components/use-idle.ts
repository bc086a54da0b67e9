import { startTransition, useEffect, useState } from 'react';
import { runAhead } from '../scheduling/run-ahead';
import { whenIdle } from '../scheduling/when-idle';

/**
 * How many of `count` steps of readying what a later tap shows (a sheet drawn hidden) are done: none until the page
 * is quiet after this component arrived, then one more at each idle period after that, each in a transition. A step
 * is one commit the shopper does not wait for: a tap that meets one waits for that step alone, never for the rest,
 * so each should be small (one sheet, or one sheet's first screen).
 */
export function useStepsAhead(count: number): number {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done >= count) return undefined;
    const next = () => startTransition(() => setDone(done + 1));
    return done === 0 ? runAhead('sheetsAhead', next) : whenIdle(next);
  }, [done, count]);
  return done;
}

/** False until the page is quiet after this component arrived, then true: `useStepsAhead` with a single step. */
export function useIdle(): boolean {
  return useStepsAhead(1) > 0;
}
