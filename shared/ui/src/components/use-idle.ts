import { startTransition, useEffect, useState } from 'react';
import { runAhead } from '../scheduling/run-ahead';

/**
 * False until the page has been quiet after this component arrived on a device with time to spare, or on a budget
 * phone until the shopper's first touch, key or wheel after it; then true: for work that readies what a later tap
 * will show (a sheet drawn hidden), done when it takes nothing from the page's start or a tap.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return runAhead('sheetsAhead', () => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
